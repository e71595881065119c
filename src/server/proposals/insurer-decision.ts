import { businessDay } from "../../lib/booking/windows.ts";
import { businessDayOf } from "../../lib/proposals/business-days.ts";
import { depositStatus } from "../../lib/proposals/deposit.ts";
import {
  decisionKey,
  readDecisionForm,
  storedDecisionOf,
  type DecisionView,
} from "../../lib/proposals/insurer-decision.ts";
import { cancellationWindows, noticesFor } from "../../lib/proposals/notices.ts";
import { noticeTextIn } from "../../lib/proposals/proposal-wording.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { signedDepositDollars } from "./deposit-due.ts";
import { signedDepositFacts } from "./deposit-repo.ts";
import {
  recordedDecision,
  setInsurerDecision,
  type DecisionEventDetail,
} from "./insurer-decision-repo.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { lockProposal, versionById, type StoredVersion } from "./proposal-repo.ts";

/*
 * The office records the insurer's written decision on the claim that pays for a signed
 * proposal: what it decided and the day the homeowner received it. That day ends the
 * notices' windows that wait for it (Kentucky's, KRS 367.622; Indiana's, IC 24-5-11-10.6),
 * counted under the wording the version was sent with, and so releases the deposit Kentucky
 * holds (KRS 367.626; deposit-due.ts).
 *
 * A correction is allowed and is a new record: an office mistypes a day, or learns the
 * homeowner had the letter later than they first said, and the homeowner's rights must
 * follow the true day. Nothing is overwritten in the trail: every record is an
 * 'insurer-decision' event naming who made it, and a correction names what it replaced and
 * why. The form carries what it showed (decisionKey), so of two records made at once (two
 * staff, two instances) the first is kept and the second is refused under the row lock.
 */

export interface DecisionRequest {
  versionId: number;
  decision: string | undefined;
  receivedOn: string | undefined;
  reason: string | undefined;
  /** decisionKey of the decision the form showed: "none" for a first record */
  expected: string;
  /** The signed-in staff member's email */
  actorEmail: string;
}

export type DecisionOutcome =
  | { ok: true }
  | { ok: false; problem: "unknown" | "not-applicable" | "changed" | "unchanged" }
  | { ok: false; problem: "invalid"; errors: Partial<Record<string, string>> };

/** The notices of a version that wait for the insurer's decision, under its own words. */
const waitsForInsurer = (version: StoredVersion) =>
  noticesFor(version.content.facts).filter(
    (id) => noticeTextIn(version.wording, id).window.from !== "signing",
  );

/** Whether the version takes an insurer's decision: signed, paid from a claim with such a notice. */
const takesDecision = (version: StoredVersion) =>
  version.status === "accepted" &&
  version.content.facts.paidByInsurance &&
  waitsForInsurer(version).length > 0;

/** The staff page's view of the decision, or null when the version takes none. */
export async function decisionView(
  db: Db,
  version: StoredVersion,
  now: Date,
): Promise<DecisionView | null> {
  if (!takesDecision(version)) return null;
  const facts = await signedDepositFacts(db, version.id);
  if (facts?.signedAt == null) return null;
  const recorded = await recordedDecision(db, version.id);
  const windows = cancellationWindows(
    noticesFor(version.content.facts),
    { signedAt: new Date(facts.signedAt), insurerDecisionOn: facts.insurerDecisionOn },
    version.wording,
  );
  const dollars = signedDepositDollars(facts) ?? 0;
  const status = depositStatus(version.content.facts, windows, now, version.wording);
  return {
    recorded,
    key: decisionKey(recorded),
    signingDay: businessDayOf(new Date(facts.signedAt)),
    today: businessDay(now),
    windows: windows.map((window) => ({
      citation: noticeTextIn(version.wording, window.notice).citation,
      lastDay: window.lastDay,
    })),
    deposit:
      dollars < 1
        ? { state: "none" }
        : facts.depositPaidAt !== null
          ? { state: "paid", dollars }
          : status.payable
            ? { state: "payable", dollars }
            : { state: "held", dollars, until: status.until },
  };
}

/** Records (or corrects) the insurer's decision on a signed version at `now`. */
export async function recordInsurerDecision(
  db: Db,
  request: DecisionRequest,
  now: Date,
): Promise<DecisionOutcome> {
  const at = now.toISOString();
  const first = await versionById(db, request.versionId);
  if (first === undefined) return { ok: false, problem: "unknown" };
  return inTransaction(db, async (trx): Promise<DecisionOutcome> => {
    // Signing, cancelling and sending lock the proposal first, then the version: the same order.
    await lockProposal(trx, first.proposalId);
    const version = await versionById(trx, first.id, { lock: true });
    if (version === undefined) return { ok: false, problem: "unknown" };
    if (!takesDecision(version)) return { ok: false, problem: "not-applicable" };
    const facts = await signedDepositFacts(trx, version.id);
    if (facts?.signedAt == null) return { ok: false, problem: "not-applicable" };
    const recorded = await recordedDecision(trx, version.id);
    if (request.expected !== decisionKey(recorded)) return { ok: false, problem: "changed" };
    const read = readDecisionForm(request, {
      signingDay: businessDayOf(new Date(facts.signedAt)),
      today: businessDay(now),
      correcting: recorded !== null,
    });
    if (!read.ok) return { ok: false, problem: "invalid", errors: read.errors };
    const { decision, reason } = read;
    if (recorded !== null && decisionKey(decision) === decisionKey(recorded))
      return { ok: false, problem: "unchanged" };
    const stored = storedDecisionOf(decision.choice);
    await setInsurerDecision(trx, version.id, { stored, receivedOn: decision.receivedOn }, at);
    const detail: DecisionEventDetail = {
      decision: decision.choice,
      stored,
      receivedOn: decision.receivedOn,
      ...(recorded !== null && {
        corrects: { decision: recorded.choice, receivedOn: recorded.receivedOn },
        reason: reason ?? "",
      }),
    };
    await insertProposalEvent(trx, {
      proposalId: version.proposalId,
      versionId: version.id,
      leadId: version.leadId,
      kind: "insurer-decision",
      at,
      actor: `staff:${request.actorEmail}`,
      detail: { ...detail },
    });
    return { ok: true };
  });
}
