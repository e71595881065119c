import { facts } from "./facts.ts";
import type { RoofOption } from "./price-book-types.ts";
import { site } from "./site.ts";

/*
 * What a new proposal starts with before staff change it, and the words shown about its
 * deposit. Each figure says where it comes from; none of them is a legal requirement (the
 * notices and their windows are config/proposal-notices.ts).
 */
export const proposalDefaults = {
  /** Days from sending to the last day it can be signed. Source: the plan for issue 36 (§2). */
  expiryDays: 30,
  /** The deposit asked on signing. Source: the plan for issue 36 (§2); the office sets its own. */
  deposit: { kind: "percent", percent: 10 },
  /**
   * The most any deposit may be, as a share of the chosen total, whether staff give a
   * percentage or an amount: a guard against a slip ("100" for "10"), the office's choice.
   * It is not a legal limit: no Kentucky or Indiana cap on deposits was found for this
   * work, and the contractor's lawyer should confirm there is none.
   */
  maxDepositPercent: 50,
  /**
   * Days after sending when the proposal page first asks for a code emailed to the address
   * on file before it shows prices. Source: issue 36 ("after 14 days").
   */
  codeAfterDays: 14,
  /**
   * Shown instead of "Pay the deposit" when no payment provider is configured
   * (STRIPE_SECRET_KEY unset). {deposit} is the amount, e.g. "$1,420". It says only what is
   * true of every office: the page takes no payment, and who to ask.
   */
  offlineDeposit: `We do not take the deposit on this page. To arrange paying your deposit of {deposit}, call our office at ${site.phone.display} or email ${site.email}.`,
  /** Shown while a cancellation window holds the deposit (lib/proposals/deposit.ts). */
  depositHeld: {
    untilInsurerDecision:
      "Because this work is to be paid from your insurance claim, we take no deposit until your insurance company has decided your claim and your time to cancel has passed.",
    until:
      "Because this work is to be paid from your insurance claim, we take no deposit before {date}.",
  },
} as const;

/**
 * The rows a new option starts with, from what the price book already says about the
 * option (config/price-book.ts), so nothing is claimed that the site does not already say:
 * - material: the option's name;
 * - underlayment and ventilation: the lines of what its price includes that name them;
 * - timeline: the replacement time the site's copy states (config/facts.ts
 *   homeReplacementTime, "Most homes take …").
 * The warranty starts empty: the copy gives only a range across product lines
 * (facts.manufacturerWarranty), and a signed proposal must name the one this roof gets.
 * Anything not found is left empty for staff to fill.
 *
 * @example defaultOptionRows(defaultPriceBook().options[0]).underlayment
 * // "Synthetic underlayment, with ice-and-water shield in valleys and at walls"
 */
export function defaultOptionRows(option: Pick<RoofOption, "name" | "includes">) {
  const line = (pattern: RegExp) => option.includes.find((item) => pattern.test(item)) ?? "";
  return {
    material: option.name,
    underlayment: line(/\bunderlayment\b/i),
    ventilation: line(/\bvents?\b|\bventilation\b/i),
    warranty: "",
    timeline: facts.homeReplacementTime,
  };
}
