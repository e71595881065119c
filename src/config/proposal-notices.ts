/*
 * The cancellation notices a proposal may need, for the contractor's lawyer to confirm or
 * change. lib/proposals/notices.ts decides which apply to a sale and when each window
 * closes; the words and the counting are here. Whoever changes a notice's words or window
 * gives it a new `version`: every signed proposal records the versions it was shown, so the
 * office knows who was told what. docs/features/proposal-notices.md explains each source
 * and lists what the lawyer must confirm (also in each notice's `toConfirm`).
 *
 * Placeholders, filled by lib/proposals/notices.ts: {sellerName}, {sellerAddress},
 * {sellerEmail}, {transactionDate} (the day the homeowner signed) and {cancelBy} (the last
 * day of the window, when it is known).
 */

export type NoticeId = "ky-insurance" | "in-insurance" | "ftc-cooling-off";

export interface NoticeWindow {
  /** How many business days the homeowner has, counted from the day after `from` */
  businessDays: number;
  /** Whether Saturdays count as business days in this law */
  saturdays: boolean;
  /**
   * What the days are counted from: the signing, the insurer's written decision, or the
   * later of the two
   */
  from: "signing" | "insurer-decision" | "later-of";
}

export interface NoticeText {
  id: NoticeId;
  version: string;
  /** The law it gives effect to, as a citation */
  citation: string;
  heading: string;
  /** Paragraphs, shown conspicuously (bold, apart from the terms) */
  paragraphs: readonly string[];
  /** The statement that goes beside the signature, where the law puts one there */
  besideSignature?: string;
  window: NoticeWindow;
  /** No deposit is taken while this window is open (except for emergency work) */
  holdsDeposit: boolean;
  /** A form the homeowner can sign and send to cancel, where the law prescribes one */
  cancellationForm?: {
    heading: string;
    paragraphs: readonly string[];
    signature: readonly string[];
  };
  /** What the contractor's lawyer must confirm before relying on this notice */
  toConfirm: readonly string[];
}

/*
 * Kentucky, KRS 367.620 to 367.628, as amended by 2025 HB 233 ("AN ACT relating to the
 * prevention of harmful practices associated with property and casualty insurance", signed
 * March 15, 2025, applying to contracts entered on or after its effective date).
 * - KRS 367.622(1), current text: "A person who enters into a real estate goods or services
 *   contract with a contractor may cancel the contract prior to midnight of the fifth business
 *   day after the person has received written notice from the insurer that all or part of the
 *   claim is not a covered loss under the insurance policy." (2) cancellation is deemed made
 *   by delivering written notice in person, mailing it postage prepaid to the address in the
 *   contract, or sending it by facsimile or email; (3) it "need not take a particular form".
 * - KRS 367.626 as enacted in 2012 (1) no advance payments "until the cancellation period, as
 *   provided in KRS 367.622, has expired" when payment is expected from an insurance policy;
 *   (2) payments returned within ten days after a cancellation; (3) a reasonable and customary
 *   amount for repair services the owner authorized, including those needed to prevent
 *   further damage, may be collected. HB 233 amended this section; its new text was not read.
 * - KRS 367.624 requires the notice itself; its wording (as amended by HB 233) was not read,
 *   so the paragraphs below state the rights of 367.622 and 367.626 in plain words and quote
 *   no prescribed form.
 */
const kentucky: NoticeText = {
  id: "ky-insurance",
  version: "ky-2026-11-29",
  citation: "KRS 367.620 to 367.628",
  heading: "NOTICE: YOUR RIGHT TO CANCEL IF YOUR INSURANCE COMPANY DENIES YOUR CLAIM",
  paragraphs: [
    "You may cancel this contract before midnight of the fifth business day after you receive written notice from your insurance company that all or part of your claim is not a covered loss under your insurance policy.",
    "To cancel, deliver a written notice of cancellation to {sellerName} in person, mail it, postage prepaid, to {sellerAddress}, or email it to {sellerEmail}. You may also cancel on your proposal page. Your notice need not take any particular form: it is enough that it says in writing that you do not intend to be bound by this contract.",
    "Because this work is to be paid from your insurance, we will not require any payment from you before that time has passed, except a reasonable and customary amount for repairs you authorized, such as emergency repairs to prevent further damage to your home.",
    "If you cancel, we will return any payment, partial payment or deposit you made within 10 days.",
  ],
  window: { businessDays: 5, saturdays: false, from: "insurer-decision" },
  holdsDeposit: true,
  toConfirm: [
    "KRS 367.624 as amended by 2025 HB 233: whether it prescribes the notice's words, type size or place; if so, replace these paragraphs with them.",
    "KRS 367.626 as amended by 2025 HB 233: the advance-payment rule, the 10-day refund and the exception for authorized repairs as stated here.",
    "KRS 367.620: what a business day is (Saturdays are not counted here, which only lengthens the window).",
    "When the window runs: here the homeowner may cancel from signing until midnight of the fifth business day after the insurer's written decision the office records, whatever it decided; confirm whether a full approval ends the right sooner.",
    "Emergency work: the deposit is taken at once only for a proposal marked as emergency work; confirm that the exception covers the whole of such a proposal.",
  ],
};

/*
 * Indiana, IC 24-5-11-10.6 (real property improvement contracts entered into after June 30,
 * 2017). Subsection (b)(1) requires, before the contract is entered into, "the following
 * statement", quoted below. Its opening, through "(B) If applicable, the date you receive
 * written notification from your insurance company of a final determination as to whether all
 * or any part of your clai…", was read from the statute; the rest of the sentence is as the
 * statute is commonly reproduced. The section also requires a notice of cancellation form
 * (b)(2), whose words were not read, and governs the return of payments and emergency or
 * temporary services. IC 24-5-11-10(a)(2)(A) requires the supplier's name, address and email
 * address in the contract.
 * The issue states the window as 3 business days after signing or after the insurer's
 * decision; the statute says after the later of the two, which is what is counted here.
 */
const indiana: NoticeText = {
  id: "in-insurance",
  version: "in-2026-11-29",
  citation: "IC 24-5-11-10.6",
  heading: "YOUR RIGHT TO CANCEL",
  paragraphs: [
    "You may cancel this contract at any time before midnight on the third business day after the later of the following: (A) The date this contract is signed by you and {sellerName}. (B) If applicable, the date you receive written notification from your insurance company of a final determination as to whether all or any part of your claim or this contract is a covered loss under your insurance policy. See attached notice of cancellation form for an explanation of this right.",
    "To cancel, deliver or mail a written notice of cancellation to {sellerName} at {sellerAddress}, or email it to {sellerEmail}. You may also cancel on your proposal page.",
  ],
  window: { businessDays: 3, saturdays: false, from: "later-of" },
  holdsDeposit: false,
  toConfirm: [
    "IC 24-5-11-10.6(b)(1): the statement's words from (B) on, against the official code.",
    "IC 24-5-11-10.6(b)(2): the notice of cancellation form's required words, which are not yet here; until they are, the statement's reference to an attached form has nothing to point to.",
    "IC 24-5-11-10.6: whether a deposit may be taken before the window closes, and what it says about returning payments and emergency or temporary services.",
    "IC 24-5-11: what a business day is (Saturdays are not counted here, which only lengthens the window).",
    "Whether the 2023 amendments proposed by SB 244 (a surety bond, and a third event the window can run from) became law.",
  ],
};

/*
 * The FTC's Cooling-Off Rule, 16 CFR Part 429, for a sale made at the buyer's home (a
 * "door-to-door sale", defined in 429.0; at the home it covers a purchase of $25 or more).
 * - 429.1(a): beside the buyer's signature, in bold of at least 10 points, "a statement in
 *   substantially the following form" (quoted in `besideSignature`). If the forms are not
 *   attached to the contract, its last sentence must say where they are.
 * - 429.1(b): a completed form in duplicate, captioned "NOTICE OF CANCELLATION" (or "NOTICE
 *   OF RIGHT TO CANCEL"), in 10-point bold, with the words quoted in `cancellationForm`; the
 *   seller fills in the date of the transaction, its name and address, and the last day.
 * - 429.0: "Business day" means "any calendar day except Sunday or any federal holiday".
 */
const ftc: NoticeText = {
  id: "ftc-cooling-off",
  version: "ftc-2026-11-29",
  citation: "16 CFR 429.1",
  heading: "YOUR RIGHT TO CANCEL",
  paragraphs: [
    "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
  ],
  besideSignature:
    "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
  window: { businessDays: 3, saturdays: true, from: "signing" },
  holdsDeposit: false,
  cancellationForm: {
    heading: "NOTICE OF CANCELLATION",
    paragraphs: [
      "{transactionDate}",
      "You may CANCEL this transaction, without any Penalty or Obligation, within THREE BUSINESS DAYS from the above date.",
      "If you cancel, any property traded in, any payments made by you under the contract or sale, and any negotiable instrument executed by you will be returned within TEN BUSINESS DAYS following receipt by the seller of your cancellation notice, and any security interest arising out of the transaction will be cancelled.",
      "If you cancel, you must make available to the seller at your residence, in substantially as good condition as when received, any goods delivered to you under this contract or sale, or you may, if you wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's expense and risk.",
      "If you do make the goods available to the seller and the seller does not pick them up within 20 days of the date of your Notice of Cancellation, you may retain or dispose of the goods without any further obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to the seller and fail to do so, then you remain liable for performance of all obligations under the contract.",
      "To cancel this transaction, mail or deliver a signed and dated copy of this Cancellation Notice or any other written notice, or send a telegram, to {sellerName}, at {sellerAddress} NOT LATER THAN MIDNIGHT OF {cancelBy}.",
    ],
    signature: ["I HEREBY CANCEL THIS TRANSACTION.", "(Date)", "(Buyer's signature)"],
  },
  toConfirm: [
    "Whether a proposal signed online after the inspection visit is a sale at the home (429.0); the office marks it per proposal.",
    "Whether a visit the homeowner asked for to repair their home falls under the exclusions in 429.0's definition of a door-to-door sale, and the emergency waiver the rule allows.",
    "Federal holidays: both a holiday's own date and the weekday it is observed on are skipped, which only lengthens the window.",
  ],
};

export const proposalNotices: Record<NoticeId, NoticeText> = {
  "ky-insurance": kentucky,
  "in-insurance": indiana,
  "ftc-cooling-off": ftc,
};

/** Whether `value` names one of the notices above (a stored event's notice ids). */
export const isNoticeId = (value: string): value is NoticeId =>
  Object.hasOwn(proposalNotices, value);
