import { proposalDefaults } from "../../config/proposal-defaults.ts";
import type { CancellationWindow } from "./notices.ts";
import type { DepositRule, SaleFacts } from "./proposal-model.ts";
import { noticeTextIn, type ProposalWording } from "./proposal-wording.ts";

/*
 * The deposit asked when a proposal is signed, and whether it may be taken yet. Money is
 * whole dollars; the amount is always recomputed from the chosen total, never posted.
 */

/** What is wrong with a deposit rule staff gave, in words for the form, or null. */
export function depositRuleProblem(
  rule: DepositRule,
  maxPercent: number = proposalDefaults.maxDepositPercent,
): string | null {
  if (rule.kind === "percent") {
    if (!Number.isFinite(rule.percent) || rule.percent < 1 || rule.percent > 100) {
      return "Give the deposit as a percentage from 1 to 100.";
    }
    if (rule.percent > maxPercent) return `A deposit can be at most ${maxPercent}% of the total.`;
    return null;
  }
  if (!Number.isInteger(rule.dollars) || rule.dollars < 1) {
    return "Give the deposit as a whole number of dollars, at least $1.";
  }
  return null;
}

/**
 * The deposit on `total`: the rule's percentage (rounded to the dollar) or amount, never more
 * than `maxPercent` of the total nor the total itself, and at least $1. A percentage outside
 * 1 to 100 is held inside it. No total, no deposit.
 *
 * @example depositAmount(14_250, { kind: "percent", percent: 10 }) // 1_425
 * @example depositAmount(900, { kind: "amount", dollars: 5_000 }) // 450 (50% of the total)
 */
export function depositAmount(
  total: number,
  rule: DepositRule,
  maxPercent: number = proposalDefaults.maxDepositPercent,
): number {
  const asked = rule.kind === "percent" ? rule.percent : rule.dollars;
  if (!Number.isFinite(total) || !Number.isFinite(asked) || !Number.isFinite(maxPercent)) {
    throw new RangeError("A deposit needs a finite total, rule and maximum.");
  }
  if (total < 1) return 0;
  const wanted =
    rule.kind === "percent"
      ? Math.round((total * Math.min(Math.max(rule.percent, 1), 100)) / 100)
      : rule.dollars;
  const cap = Math.floor((total * Math.min(Math.max(maxPercent, 0), 100)) / 100);
  return Math.min(Math.max(Math.min(wanted, cap), 1), Math.floor(total));
}

/** Whether the deposit may be taken now, or until when it is held. */
export type DepositStatus =
  | { payable: true }
  /** `until` is null while the insurer has not decided (the window's end is unknown) */
  | { payable: false; until: string | null };

/**
 * Whether the deposit may be taken at `now`. A notice whose law forbids payment during its
 * window (Kentucky's, KRS 367.626) holds it until that window closes, except for emergency
 * work; the other windows only mean a refund if the homeowner cancels. Whether a notice holds
 * it is `wording`'s (the words a version was sent with; config's when null, as for a version
 * sent before they were stored), like the windows themselves.
 *
 * @example depositStatus(kyInsuranceFacts, windows, now) // { payable: false, until: null }
 */
export function depositStatus(
  facts: SaleFacts,
  windows: readonly CancellationWindow[],
  now: Date,
  wording: ProposalWording | null = null,
): DepositStatus {
  if (facts.emergencyWork) return { payable: true };
  const holding = windows.filter((window) => noticeTextIn(wording, window.notice).holdsDeposit);
  if (holding.some((window) => window.closesAt === null)) return { payable: false, until: null };
  const open = holding
    .map((window) => window.closesAt!)
    .filter((closesAt) => now.getTime() < Date.parse(closesAt))
    .sort();
  return open.length === 0 ? { payable: true } : { payable: false, until: open.at(-1)! };
}
