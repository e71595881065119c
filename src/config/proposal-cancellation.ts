import type { NoticeId } from "./proposal-notices.ts";

/*
 * What the signed proposal's page says about cancelling it online, for the contractor's
 * lawyer to confirm or change. The right itself, and when it ends, are the notices'
 * (config/proposal-notices.ts, worked out by lib/proposals/notices.ts); these are the
 * words around the "Cancel this contract" form and what each law says about the money paid.
 * `cancellationByNotice` states the law (who gives the right, the refund period): sending a
 * proposal stores it with the version's wording (lib/proposals/proposal-wording.ts), so the
 * page and the emails of a signed contract say what its signed copy's notices say, whatever
 * a later change here; `cancellationWords` are the page's own words and follow this file.
 *
 * Placeholders: {deposit} ("$1,950"), {date} (a day in words), {time} ("3:12 pm"),
 * {refund} (a notice's `refund.within`), {citation} (where that period comes from).
 *
 * No signature is asked for: each law accepts any written notice that the homeowner does
 * not intend to be bound (16 CFR 429.1(b): "this Cancellation Notice or any other written
 * notice"; KRS 367.622(3): it "need not take a particular form"). The page is reached by
 * the link emailed to the homeowner, which identifies them as it did for signing, and the
 * ticked box is their written statement.
 */

export interface NoticeCancellation {
  /** The law's name in a sentence: "under {name}" */
  name: string;
  /** When the window's end waits for the insurer's written decision (Kentucky's, Indiana's) */
  untilDecision?: string;
  /**
   * How soon the office returns what the homeowner paid, as the law says, with where it says
   * so; null where the law's words on refunds were not read (the office's own promise then)
   */
  refund: { within: string; days: number; businessDays: boolean; citation: string } | null;
}

export const cancellationByNotice: Record<NoticeId, NoticeCancellation> = {
  "ky-insurance": {
    name: "Kentucky's roofing and insurance law (KRS 367.622)",
    untilDecision:
      "until midnight of the fifth business day after you receive your insurance company's written decision on your claim",
    // KRS 367.626(2), 2012 text: payments returned within ten days after a cancellation.
    // HB 233 (2025) amended 367.626; its new text was not read (proposal-notices.ts toConfirm).
    refund: { within: "within 10 days", days: 10, businessDays: false, citation: "KRS 367.626" },
  },
  "in-insurance": {
    name: "Indiana's home improvement law (IC 24-5-11-10.6)",
    untilDecision:
      "until midnight of the third business day after the later of your signing and the day you receive your insurance company's written decision on your claim",
    // IC 24-5-11-10.6 governs the return of payments; those words were not read, so no
    // period is promised here (docs/features/proposal-notices.md, Indiana item 3).
    refund: null,
  },
  "ftc-cooling-off": {
    name: "the Federal Trade Commission's Cooling-Off Rule (16 CFR 429)",
    // 16 CFR 429.1(b), the prescribed form: payments "will be returned within TEN BUSINESS
    // DAYS following receipt by the seller of your cancellation notice".
    refund: {
      within: "within 10 business days of receiving your cancellation",
      days: 10,
      businessDays: true,
      citation: "16 CFR 429.1",
    },
  },
};

export const cancellationWords = {
  heading: "Cancel this contract",
  /** One line per open window */
  rightUntil: "Under {name} you may cancel this contract until midnight at the end of {date}.",
  rightUntilDecision: "Under {name} you may cancel this contract {until}.",
  depositPaid:
    "You paid a deposit of {deposit}. If you cancel, our office refunds it {refund} ({citation}).",
  depositPaidNoPeriod:
    "You paid a deposit of {deposit}. If you cancel, our office refunds it; call us with any questions.",
  depositUnpaid: "You have paid nothing, and if you cancel nothing will be owed.",
  alsoInWriting:
    "You may also cancel in writing by mail or email, as the notices in your signed copy explain.",
  confirm: "I cancel this contract. I understand the work will not go ahead.",
  button: "Cancel This Contract",
  /** The page after cancelling */
  cancelledHeading: "You cancelled this contract",
  cancelledByHomeowner:
    "You cancelled this contract on {date} at {time}. We have emailed you a confirmation.",
  cancelledByStaff: "Our office cancelled this proposal on {date} at {time}.",
  /** A deposit paid before or after cancelling: it is refunded, never "nothing paid" */
  cancelledDepositRefund: "Our office refunds the deposit of {deposit} you paid.",
  /** The 409 page: a post after every window closed */
  closedHeading: "The time to cancel online has passed",
  closed:
    "Your right to cancel under the notices in your signed contract has ended, so nothing was changed. If you have questions about your contract, call us.",
  /** A post for a version that is not a signed contract */
  notSigned: "This link does not open a signed contract to cancel, so nothing was changed.",
  /** The form posted without its box ticked */
  unconfirmed: "Please tick the box to confirm that you cancel this contract. Nothing was changed.",
} as const;
