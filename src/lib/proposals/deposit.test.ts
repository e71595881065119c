import { describe, expect, it } from "vitest";
import { depositAmount, depositRuleProblem, depositStatus } from "./deposit.ts";
import { cancellationWindows, noticesFor } from "./notices.ts";
import type { SaleFacts } from "./proposal-model.ts";

const percent = (value: number) => ({ kind: "percent", percent: value }) as const;
const amount = (dollars: number) => ({ kind: "amount", dollars }) as const;

describe("depositAmount", () => {
  it("takes the percentage of the total to the whole dollar", () => {
    expect(depositAmount(14_250, percent(10))).toBe(1_425);
    // 10% of $14,255 is $1,425.50: to the nearest dollar.
    expect(depositAmount(14_255, percent(10))).toBe(1_426);
    expect(depositAmount(14_254, percent(10))).toBe(1_425);
  });

  it("takes a fixed amount as given", () => {
    expect(depositAmount(14_250, amount(2_000))).toBe(2_000);
  });

  it("never asks more than the configured share of the total", () => {
    expect(depositAmount(10_000, percent(80), 50)).toBe(5_000);
    expect(depositAmount(900, amount(5_000))).toBe(450);
    // With no cap but the total, never more than the total.
    expect(depositAmount(900, amount(5_000), 100)).toBe(900);
    expect(depositAmount(900, percent(250), 100)).toBe(900);
  });

  it("asks at least a dollar, and nothing when there is no total", () => {
    expect(depositAmount(5, percent(1))).toBe(1);
    expect(depositAmount(1_000, percent(0))).toBe(10);
    expect(depositAmount(1_000, amount(0))).toBe(1);
    expect(depositAmount(0, percent(10))).toBe(0);
  });

  it("refuses figures that are not numbers", () => {
    expect(() => depositAmount(Number.NaN, percent(10))).toThrow(RangeError);
    expect(() => depositAmount(1_000, percent(Number.POSITIVE_INFINITY))).toThrow(RangeError);
  });
});

describe("depositRuleProblem", () => {
  it.each([
    [percent(10), null],
    [percent(50), null],
    [percent(0), "Give the deposit as a percentage from 1 to 100."],
    [percent(101), "Give the deposit as a percentage from 1 to 100."],
    [percent(Number.NaN), "Give the deposit as a percentage from 1 to 100."],
    [percent(60), "A deposit can be at most 50% of the total."],
    [amount(500), null],
    [amount(0), "Give the deposit as a whole number of dollars, at least $1."],
    [amount(12.5), "Give the deposit as a whole number of dollars, at least $1."],
  ] as const)("%j: %s", (rule, problem) => {
    expect(depositRuleProblem(rule)).toBe(problem);
  });
});

describe("depositStatus", () => {
  const facts = (change: Partial<SaleFacts>): SaleFacts => ({
    state: "KY",
    paidByInsurance: true,
    soldAtHome: false,
    emergencyWork: false,
    ...change,
  });
  // Signed Friday, December 4, 2026, 10 am in Louisville.
  const signedAt = new Date("2026-12-04T15:00:00Z");
  const windowsOf = (sale: SaleFacts, insurerDecisionOn: string | null) =>
    cancellationWindows(noticesFor(sale), { signedAt, insurerDecisionOn });

  it("holds a Kentucky insurance job's deposit while the insurer has not decided", () => {
    const sale = facts({});
    expect(depositStatus(sale, windowsOf(sale, null), signedAt)).toEqual({
      payable: false,
      until: null,
    });
  });

  it("holds it until the window after the insurer's decision closes, then lets it be paid", () => {
    const sale = facts({});
    // Decided Tuesday, December 8: five weekdays on is Tuesday the 15th.
    const windows = windowsOf(sale, "2026-12-08");
    const closes = "2026-12-16T05:00:00.000Z";
    expect(depositStatus(sale, windows, new Date("2026-12-15T20:00:00Z"))).toEqual({
      payable: false,
      until: closes,
    });
    expect(depositStatus(sale, windows, new Date(closes))).toEqual({ payable: true });
  });

  it("does not hold it for emergency work, in Indiana, without insurance or for a sale at home", () => {
    for (const sale of [
      facts({ emergencyWork: true }),
      facts({ state: "IN" }),
      facts({ paidByInsurance: false }),
      facts({ paidByInsurance: false, soldAtHome: true }),
    ]) {
      expect(depositStatus(sale, windowsOf(sale, null), signedAt)).toEqual({ payable: true });
    }
  });
});
