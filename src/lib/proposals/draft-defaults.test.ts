import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { proposalDefaults } from "../../config/proposal-defaults.ts";
import { newDraftValues, stateOfAddress } from "./draft-defaults.ts";
import { readProposalForm } from "./proposal-form.ts";

const book = defaultPriceBook();

describe("stateOfAddress", () => {
  it.each([
    ["1200 Bardstown Rd, Louisville, KY 40204", "KY"],
    ["412 Spring St, Jeffersonville, Indiana 47130", "IN"],
    ["3 Main St, New Albany, in 47150-1234", "IN"],
    ["88 Elm St, Shepherdsville 40165", "KY"],
    ["19 Oak Ave, Floyds Knobs 47119", "IN"],
  ])("reads %s as %s", (address, state) => {
    expect(stateOfAddress(address)).toBe(state);
  });

  it.each([[""], ["Behind the church"], ["10 Main St, Cincinnati, OH 45202"], ["Inside the gate"]])(
    "leaves %j for staff to choose",
    (address) => {
      expect(stateOfAddress(address)).toBeUndefined();
    },
  );
});

describe("newDraftValues", () => {
  const values = newDraftValues(
    book,
    { address: "1200 Bardstown Rd, Louisville, KY 40204", estimateSquares: 24.3 },
    "2026-12-01",
  );

  it("starts from the estimate's squares, the book's options and the office's deposit and expiry", () => {
    expect(values).toMatchObject({
      squares: "24.3",
      state: "KY",
      "option-1-book": book.options[0]!.id,
      "option-1-material": book.options[0]!.name,
      "deposit-kind": "percent",
      "deposit-value": String(proposalDefaults.deposit.percent),
      "expires-on": "2026-12-31",
    });
    // A third option is added on purpose, never left in prefilled.
    expect(values["option-3-book"]).toBeUndefined();
  });

  it("leaves every price empty, so the draft cannot be saved until staff price it", () => {
    const priced = Object.entries(values).filter(
      ([name, value]) => /per-square|tear-off|-price$/.test(name) && value !== "",
    );
    expect(priced).toEqual([]);
    const read = readProposalForm(values, book, [], "2026-12-01");
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors)).toEqual(
      expect.arrayContaining(["tear-off", "option-1-per-square", "option-1-warranty"]),
    );
  });

  it("leaves the squares empty when the lead came without an estimate", () => {
    expect(
      newDraftValues(book, { address: "", estimateSquares: null }, "2026-12-01"),
    ).toMatchObject({ squares: "", state: "" });
  });
});
