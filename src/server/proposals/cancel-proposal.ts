import { statusAfterCancelling, statusAfterSigning } from "../../lib/lead-statuses.ts";
import { cancellationOffer, type CancellationOffer } from "../../lib/proposals/cancellation.ts";
import { cancellationWindows, noticesFor } from "../../lib/proposals/notices.ts";
import { noticeTextIn } from "../../lib/proposals/proposal-wording.ts";
import { inTransaction } from "../db/database.ts";
import type { LeadActor } from "../inbox/lead-event-repo.ts";
import { moveLead } from "../inbox/lead-updates.ts";
import type { Db } from "../tables.ts";
import { depositPaymentOf, signedDepositFacts } from "./deposit-repo.ts";
import { announceCancelled, type ProposalAlertSettings } from "./proposal-alerts.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import {
  hasAcceptedVersion,
  leadOfProposal,
  lockProposal,
  moveVersion,
  versionById,
  type StoredVersion,
} from "./proposal-repo.ts";

/*
 * The homeowner cancels their signed proposal from its page, within a notice's window
 * (KRS 367.622, IC 24-5-11-10.6, 16 CFR 429: lib/proposals/notices.ts works them out). One
 * transaction locks the proposal and the version (as signing does, in the same order), checks
 * again that it is signed and a window is open at this instant, moves it to cancelled,
 * appends the event to the audit trail, moves the lead off Won, and queues the homeowner's
 * confirmation, the office's email and chat and `proposal.cancelled`. Two instances
 * cancelling at once make one cancellation: the second waits on the row lock (Postgres) or
 * the one writer (SQLite) and then finds it cancelled.
 */

export interface CancelRequest {
  versionId: number;
  /** The "I cancel this contract" box was ticked */
  confirmed: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  /** "Link to the proposal, sent to d…@example.com" */
  identifiedBy: string;
}

export type CancelProblem =
  /** No such version */
  | "unknown"
  /** The box was not ticked */
  | "unconfirmed"
  /** Not a signed version (open, declined, replaced, expired or withdrawn by staff) */
  | "not-signed"
  /** Cancelled already: a replayed or raced post */
  | "already-cancelled"
  /** Every window has closed */
  | "closed";

export type CancelOutcome =
  { ok: true; cancelledAt: string } | { ok: false; problem: CancelProblem };

/** What the signed page shows: the offer while a window is open, and any deposit paid. */
export interface CancellationView {
  offer: CancellationOffer;
  /** Whole dollars paid as the deposit, or null when nothing was paid */
  depositPaid: number | null;
}

/** The lead's history names who moved it off Won. */
const CANCELLED_ONLINE: LeadActor = {
  id: null,
  email: "the homeowner, cancelling the signed proposal online",
};

/** The windows of a signed version at `now`, from what was stored when it was signed. */
async function offerAt(db: Db, version: StoredVersion, now: Date) {
  const facts = await signedDepositFacts(db, version.id);
  if (facts?.status !== "accepted" || facts.signedAt === null) return undefined;
  // The windows as the version was sent with them (its stored wording), not today's config.
  const windows = cancellationWindows(
    noticesFor(version.content.facts),
    { signedAt: new Date(facts.signedAt), insurerDecisionOn: facts.insurerDecisionOn },
    version.wording,
  );
  const payment = await depositPaymentOf(db, version.id);
  return {
    offer: cancellationOffer(windows, now, version.wording),
    depositPaid: payment === undefined ? null : Math.round(payment.amount_cents / 100),
  };
}

/** The cancellation the signed version offers at `now`, or null when there is none to offer. */
export async function cancellationView(
  db: Db,
  version: StoredVersion,
  now: Date,
): Promise<CancellationView | null> {
  const found = await offerAt(db, version, now);
  return found?.offer ? { offer: found.offer, depositPaid: found.depositPaid } : null;
}

/** Cancels the signed version at `now` for its homeowner, if a window is open. */
export async function cancelProposal(
  db: Db,
  request: CancelRequest,
  now: Date,
  alerts: ProposalAlertSettings,
): Promise<CancelOutcome> {
  const version = await versionById(db, request.versionId);
  if (version === undefined) return { ok: false, problem: "unknown" };
  if (!request.confirmed) return { ok: false, problem: "unconfirmed" };
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<CancelOutcome> => {
    await lockProposal(trx, version.proposalId);
    const locked = await versionById(trx, version.id, { lock: true });
    if (locked === undefined) return { ok: false, problem: "unknown" };
    if (locked.status === "cancelled") return { ok: false, problem: "already-cancelled" };
    if (locked.status !== "accepted") return { ok: false, problem: "not-signed" };
    const found = await offerAt(trx, locked, now);
    if (found === undefined) return { ok: false, problem: "not-signed" };
    if (found.offer === null) return { ok: false, problem: "closed" };
    const { offer, depositPaid } = found;
    const moved = await moveVersion(
      trx,
      locked.id,
      ["accepted"],
      "cancelled",
      { decided_at: at, cancelled_by: "homeowner" },
      at,
    );
    // The lock and the checks above make this unreachable; if it ever is, store nothing.
    if (!moved) throw new Error(`Proposal version ${locked.id} moved while locked`);
    const notices = offer.open.map(({ notice }) => ({
      id: notice,
      citation: noticeTextIn(locked.wording, notice).citation,
    }));
    await insertProposalEvent(trx, {
      proposalId: locked.proposalId,
      versionId: locked.id,
      leadId: locked.leadId,
      kind: "cancelled",
      at,
      actor: "homeowner",
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      identifiedBy: request.identifiedBy,
      detail: { notices: notices.map((notice) => notice.id), depositPaid },
    });
    // Won only while the lead has a signed contract: another of its proposals signed keeps it.
    const lead = await leadOfProposal(trx, locked.leadId);
    if (
      lead?.status === statusAfterSigning &&
      !(await hasAcceptedVersion(trx, { leadId: locked.leadId }, locked.id))
    ) {
      await moveLead(
        trx,
        lead,
        statusAfterCancelling,
        CANCELLED_ONLINE,
        at,
        `Proposal ${locked.number} was cancelled by the homeowner within their time to cancel.`,
      );
    }
    await announceCancelled(
      trx,
      locked,
      {
        cancelledAt: at,
        underLaws: offer.open.map(({ name }) => name),
        notices,
        depositPaid,
        refund: offer.refund,
      },
      alerts,
    );
    return { ok: true, cancelledAt: at };
  });
}
