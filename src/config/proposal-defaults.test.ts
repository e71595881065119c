import { describe, expect, it } from "vitest";
import { facts } from "./facts.ts";
import { defaultPriceBook } from "./price-book.ts";
import { defaultOptionRows, proposalDefaults } from "./proposal-defaults.ts";

describe("a new option's rows", () => {
  it("come from what the price book already says about the option", () => {
    const [architectural] = defaultPriceBook().options;
    expect(defaultOptionRows(architectural!)).toEqual({
      material: "Architectural asphalt shingles",
      underlayment: "Synthetic underlayment, with ice-and-water shield in valleys and at walls",
      ventilation: "Ridge or roof vents balanced with the soffits",
      warranty: "",
      timeline: facts.homeReplacementTime,
    });
  });

  it("stay empty where the book says nothing", () => {
    expect(defaultOptionRows({ name: "Slate", includes: ["Building permit"] })).toMatchObject({
      underlayment: "",
      ventilation: "",
      warranty: "",
    });
  });
});

describe("the proposal defaults", () => {
  it("ask a deposit within the maximum, and say who to call when no payment is taken online", () => {
    expect(proposalDefaults.deposit.percent).toBeLessThanOrEqual(
      proposalDefaults.maxDepositPercent,
    );
    expect(proposalDefaults.offlineDeposit).toContain("{deposit}");
  });
});
