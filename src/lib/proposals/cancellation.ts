import { cancellationWords } from "../../config/proposal-cancellation.ts";
import type { NoticeId } from "../../config/proposal-notices.ts";
import { formatBusinessDay, formatBusinessTime } from "../date-format.ts";
import { fillPlaceholders } from "../fill-placeholders.ts";
import { formatDollars } from "../format-dollars.ts";
import { isOpen, type CancellationWindow } from "./notices.ts";
import { cancellationTextIn, type ProposalWording } from "./proposal-wording.ts";

/*
 * Whether a signed proposal may be cancelled online now, under which notices, until when,
 * and how soon a paid deposit comes back. The windows are lib/proposals/notices.ts's; the
 * laws' names and refund periods are those the version was sent with (its stored wording,
 * config/proposal-cancellation.ts's for a version sent before they were stored).
 */

/** What the "Cancel this contract" panel offers while a window is open. */
export interface CancellationOffer {
  /**
   * The notices whose window is open, in the order the contract shows them, with the law's
   * name and, while the end waits for the insurer, the words for until when
   */
  open: { notice: NoticeId; lastDay: string | null; name: string; untilDecision: string | null }[];
  /** The shortest refund period any open notice's law gives, or null when none says one */
  refund: { within: string; citation: string } | null;
}

/** Refund periods compared: fewer days first, calendar days before business days. */
const refundRank = (refund: { days: number; businessDays: boolean }) =>
  refund.days * 2 + (refund.businessDays ? 1 : 0);

/**
 * The shortest refund period the laws of `notices` give a homeowner who cancelled under them,
 * or null when none of them says one (config/proposal-cancellation.ts).
 *
 * @example refundUnder(["ky-insurance", "ftc-cooling-off"]) // { within: "within 10 days", citation: "KRS 367.626" }
 */
export function refundUnder(
  notices: readonly NoticeId[],
  wording: ProposalWording | null = null,
): { within: string; citation: string } | null {
  const refund = notices
    .map((notice) => cancellationTextIn(wording, notice).refund)
    .filter((refund) => refund !== null)
    .sort((a, b) => refundRank(a) - refundRank(b))[0];
  return refund === undefined ? null : { within: refund.within, citation: refund.citation };
}

/**
 * The offer at `now`, or null when every window has closed (or the sale gave none).
 *
 * @example cancellationOffer(windows, new Date("2026-12-05T15:00:00Z"))
 * // { open: [{ notice: "ftc-cooling-off", lastDay: "2026-12-08" }],
 * //   refund: { within: "within 10 business days of receiving your cancellation", citation: "16 CFR 429.1" } }
 */
export function cancellationOffer(
  windows: readonly CancellationWindow[],
  now: Date,
  wording: ProposalWording | null = null,
): CancellationOffer | null {
  const open = windows.filter((window) => isOpen(window, now));
  if (open.length === 0) return null;
  return {
    open: open.map((window) => {
      const law = cancellationTextIn(wording, window.notice);
      return {
        notice: window.notice,
        lastDay: window.lastDay,
        name: law.name,
        untilDecision: law.untilDecision ?? null,
      };
    }),
    refund: refundUnder(
      open.map((window) => window.notice),
      wording,
    ),
  };
}

/** What a post of "Cancel this contract" gets: back to the page, or the page with a refusal. */
export type CancelAnswer =
  { redirect: true } | { redirect: false; status: number; message: string };

/**
 * The answer to a cancellation's outcome (server/proposals/cancel-proposal.ts). A replayed
 * or raced post finds it cancelled already, which is what it asked for: back to the page.
 *
 * @example cancelAnswer({ ok: false, problem: "closed" }) // { redirect: false, status: 409, message: "Your right to cancel…" }
 */
export function cancelAnswer(outcome: { ok: true } | { ok: false; problem: string }): CancelAnswer {
  if (outcome.ok || outcome.problem === "already-cancelled") return { redirect: true };
  switch (outcome.problem) {
    case "unconfirmed":
      return { redirect: false, status: 422, message: cancellationWords.unconfirmed };
    case "unknown":
      return { redirect: false, status: 404, message: "" };
    case "closed":
      return { redirect: false, status: 409, message: cancellationWords.closed };
    default:
      // Not a signed contract (open, declined, replaced, withdrawn): nothing to cancel.
      return { redirect: false, status: 409, message: cancellationWords.notSigned };
  }
}

/** The cancelled page's heading and sentence, with the time when it is known. */
export function cancelledWords(
  page: {
    cancelledAt: string | null;
    cancelledBy: "staff" | "homeowner" | null;
    depositPaid?: number | null;
  },
  phone: string,
): { heading: string; subheading: string } {
  // A deposit that reached us, even after the cancellation, is named and goes back.
  const refund =
    page.depositPaid == null
      ? ""
      : `${fillPlaceholders(cancellationWords.cancelledDepositRefund, { deposit: formatDollars(page.depositPaid) })} `;
  const callUs = `${refund}Call us at ${phone} with any questions.`;
  if (page.cancelledAt === null || page.cancelledBy === null) {
    return { heading: "This proposal was cancelled", subheading: callUs };
  }
  const values = {
    date: formatBusinessDay(page.cancelledAt),
    time: formatBusinessTime(page.cancelledAt),
  };
  return page.cancelledBy === "homeowner"
    ? {
        heading: cancellationWords.cancelledHeading,
        subheading: `${fillPlaceholders(cancellationWords.cancelledByHomeowner, values)} ${callUs}`,
      }
    : {
        heading: "This proposal was cancelled",
        subheading: `${fillPlaceholders(cancellationWords.cancelledByStaff, values)} ${callUs}`,
      };
}
