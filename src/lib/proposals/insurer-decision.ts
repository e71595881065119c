import {
  insurerDecisionChoices,
  insurerDecisionWords,
  type InsurerDecisionChoice,
} from "../../config/insurer-decision.ts";
import { formatCalendarDay } from "../date-format.ts";
import { isCalendarDay } from "../calendar-day.ts";
import { fillPlaceholders } from "../fill-placeholders.ts";

/*
 * The office's form for the insurer's written decision, read: which decision, the day the
 * homeowner received it (a local day, never after today nor before the signing), and for a
 * correction the reason. The words are config/insurer-decision.ts's; server/proposals/
 * insurer-decision.ts records it.
 */

/** The decision as recorded: what the office chose and the day the homeowner had it. */
export interface InsurerDecision {
  choice: InsurerDecisionChoice;
  /** "2026-12-09", a local day */
  receivedOn: string;
}

/** The newest record of the insurer's decision on a version. */
export interface RecordedDecision {
  choice: InsurerDecisionChoice;
  receivedOn: string;
  /** "staff:office@example.com" */
  actor: string;
  at: string;
  /** How many records there are, the first included: more than one means it was corrected */
  records: number;
}

/** What the staff page shows about the decision, its windows and the deposit. */
export interface DecisionView {
  recorded: RecordedDecision | null;
  /** What the form carries back (decisionKey) */
  key: string;
  /** The local day of the signing, and today: the bounds of the day field */
  signingDay: string;
  today: string;
  /** Each notice's window end, counted from the decision when it waits for it */
  windows: { citation: string; lastDay: string | null }[];
  deposit:
    | { state: "none" }
    | { state: "paid"; dollars: number }
    | { state: "payable"; dollars: number }
    /** `until`: the instant it may be taken; null while the insurer has not decided */
    | { state: "held"; dollars: number; until: string | null };
}

/**
 * What the form carries so that a record made by someone else since the page was shown
 * refuses this one: "none", or the decision and day it showed ("denied:2026-12-09").
 */
export const decisionKey = (decision: InsurerDecision | null): string =>
  decision === null ? "none" : `${decision.choice}:${decision.receivedOn}`;

/** The value stored in proposal_versions.insurer_decision for a choice. */
export const storedDecisionOf = (choice: InsurerDecisionChoice): "approved" | "denied" =>
  insurerDecisionChoices.find((option) => option.value === choice)!.stored;

export const isDecisionChoice = (value: string): value is InsurerDecisionChoice =>
  insurerDecisionChoices.some((option) => option.value === value);

export type DecisionForm =
  | { ok: true; decision: InsurerDecision; reason: string | null }
  | { ok: false; errors: Partial<Record<"decision" | "receivedOn" | "reason", string>> };

/**
 * The form read against the signing day and today (both local days). A correction (a
 * decision is recorded already) needs a reason.
 *
 * @example readDecisionForm({ decision: "denied", receivedOn: "2026-12-09" }, { signingDay: "2026-12-03", today: "2026-12-10", correcting: false })
 * // { ok: true, decision: { choice: "denied", receivedOn: "2026-12-09" }, reason: null }
 */
export function readDecisionForm(
  form: {
    decision?: string | undefined;
    receivedOn?: string | undefined;
    reason?: string | undefined;
  },
  { signingDay, today, correcting }: { signingDay: string; today: string; correcting: boolean },
): DecisionForm {
  const words = insurerDecisionWords;
  const errors: Partial<Record<"decision" | "receivedOn" | "reason", string>> = {};
  const choice = form.decision ?? "";
  if (!isDecisionChoice(choice)) errors.decision = words.decisionMissing;
  const day = (form.receivedOn ?? "").trim();
  if (!isCalendarDay(day)) errors.receivedOn = words.dayMissing;
  else if (day > today) errors.receivedOn = words.dayInFuture;
  else if (day < signingDay)
    errors.receivedOn = fillPlaceholders(words.dayBeforeSigning, {
      date: formatCalendarDay(signingDay),
    });
  const reason = (form.reason ?? "").trim();
  if (correcting && reason === "") errors.reason = words.reasonMissing;
  if (Object.keys(errors).length > 0 || !isDecisionChoice(choice)) return { ok: false, errors };
  return {
    ok: true,
    decision: { choice, receivedOn: day },
    reason: correcting ? reason : null,
  };
}
