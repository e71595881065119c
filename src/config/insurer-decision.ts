/*
 * What the office's form says when it records the insurer's written decision on a claim
 * that pays for a signed proposal, for the contractor's lawyer to confirm or change.
 *
 * Why the day matters: Kentucky, KRS 367.622(1): the homeowner "may cancel the contract
 * prior to midnight of the fifth business day after the person has received written notice
 * from the insurer that all or part of the claim is not a covered loss", and KRS 367.626(1):
 * no payment may be required until that period has expired (except authorized emergency
 * repairs). Indiana, IC 24-5-11-10.6(b)(1): three business days after the later of the
 * signing and "the date you receive written notification from your insurance company of a
 * final determination". Both count from the day the homeowner RECEIVED the written decision,
 * not the day the insurer dated or mailed it.
 *
 * Which choices there are: a partial denial is "all or part of the claim is not a covered
 * loss" under KRS 367.622, so it is stored as a denial (proposal_versions.insurer_decision);
 * the trail keeps which of the three the office chose. The windows are counted from the day
 * whatever the insurer decided (config/proposal-notices.ts, ky-insurance `toConfirm`).
 */

export type InsurerDecisionChoice = "approved" | "denied" | "partly-denied";

export const insurerDecisionChoices: readonly {
  value: InsurerDecisionChoice;
  label: string;
  /** What the law's notice calls it, stored on the version */
  stored: "approved" | "denied";
}[] = [
  { value: "approved", label: "Approved in full", stored: "approved" },
  {
    value: "partly-denied",
    label: "Partly denied (some of the claim not covered)",
    stored: "denied",
  },
  { value: "denied", label: "Denied", stored: "denied" },
];

export const insurerDecisionWords = {
  heading: "Insurance company's decision",
  waiting:
    "This contract is paid from an insurance claim. The homeowner's time to cancel, and the deposit, wait for the insurer's written decision on the claim. Record it here when the homeowner has it.",
  decisionLegend: "What the insurer decided",
  dayLabel: "Day the homeowner received the written decision",
  dayHelp:
    "The day the letter or email reached the homeowner, not the day printed on it. Their time to cancel is counted in business days from this day, so ask them if you are not sure. It cannot be before they signed or later than today.",
  reasonLabel: "Why it is being corrected",
  reasonHelp:
    "For example: the homeowner received the letter on a different day. Kept in the history.",
  record: "Record the Decision",
  correct: "Correct the Decision",
  correctionIntro:
    "Only if what is recorded is wrong. The correction is added to the history; the first record stays there too.",
  recorded: "Recorded by {by} on {at}.",
  /** One line per notice whose window is known */
  windowEnds: "Under {citation} the homeowner may cancel until midnight at the end of {date}.",
  windowWaits: "Under {citation} the time to cancel waits for the insurer's decision.",
  /** A window whose last day is before today: said as over, not as a date to act by */
  windowEnded:
    "Under {citation} the homeowner's time to cancel ended at midnight at the end of {date}.",
  depositPaid: "The deposit was paid.",
  depositPayable: "The deposit of {deposit} may be taken now: the homeowner's page offers it.",
  depositHeldUntil:
    "The deposit of {deposit} may be taken from {date}; the homeowner's page says so.",
  depositHeldForDecision: "The deposit of {deposit} waits for the insurer's decision.",
  /** Refusals, each changing nothing */
  notSigned:
    "Nothing was recorded: only a signed contract paid from an insurance claim takes the insurer's decision.",
  dayMissing: "Give the day the homeowner received the written decision.",
  dayInFuture: "That day is after today. Give the day the homeowner actually received it.",
  dayBeforeSigning:
    "That day is before the homeowner signed ({date}). If they had the decision before signing, give the day they signed: their time to cancel is counted from then.",
  decisionMissing: "Choose what the insurer decided.",
  reasonMissing: "Say why the recorded decision is being corrected.",
  changed:
    "Nothing was recorded: someone else recorded the insurer's decision a moment ago. Check what is shown now.",
  unchanged: "Nothing was recorded: that is what is recorded already.",
} as const;
