import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { lockProposal, versionById } from "./proposal-repo.ts";

/*
 * The deposit of a signed version: what it was signed with, and its payment, written once.
 * The unique keys of proposal_deposit_payments (deposit-migrations.ts) decide which of two
 * racing writes stores the payment; the other changes nothing.
 */

/** What the deposit of a signed version is worked out from, as stored when it was signed. */
export interface SignedDepositFacts {
  versionId: number;
  proposalId: number;
  leadId: number;
  /** "Q-7K4P9M-1", the proposal's number */
  number: string;
  status: string;
  /** proposal_versions.content, JSON */
  content: string;
  optionId: string | null;
  /** JSON array of add-on ids */
  addOnIds: string | null;
  /** The first signature's instant: the cancellation windows open there */
  signedAt: string | null;
  insurerDecisionOn: string | null;
  depositPaidAt: string | null;
  /** proposal_versions.wording, JSON: the words it was sent with; null before 0020 */
  wording: string | null;
}

/** The signed facts of a version, or undefined when there is no such version. */
export async function signedDepositFacts(
  db: Db,
  versionId: number,
): Promise<SignedDepositFacts | undefined> {
  const row = await db
    .selectFrom("proposal_versions")
    .innerJoin("proposals", "proposals.id", "proposal_versions.proposal_id")
    .select((eb) => [
      "proposal_versions.id",
      "proposal_versions.proposal_id",
      "proposal_versions.lead_id",
      "proposals.number",
      "proposal_versions.status",
      "proposal_versions.content",
      "proposal_versions.accepted_option_id",
      "proposal_versions.accepted_add_ons",
      "proposal_versions.insurer_decision_on",
      "proposal_versions.deposit_paid_at",
      "proposal_versions.wording",
      eb
        .selectFrom("proposal_signatures")
        .select((inner) => inner.fn.min("signed_at").as("signed_at"))
        .whereRef("proposal_signatures.version_id", "=", "proposal_versions.id")
        .as("signed_at"),
    ])
    .where("proposal_versions.id", "=", versionId)
    .executeTakeFirst();
  return (
    row && {
      versionId: row.id,
      proposalId: row.proposal_id,
      leadId: row.lead_id,
      number: row.number,
      status: row.status,
      content: row.content,
      optionId: row.accepted_option_id,
      addOnIds: row.accepted_add_ons,
      signedAt: row.signed_at ?? null,
      insurerDecisionOn: row.insurer_decision_on,
      depositPaidAt: row.deposit_paid_at,
      wording: row.wording,
    }
  );
}

/** A deposit Stripe reported paid. */
export interface DepositPayment {
  versionId: number;
  proposalId: number;
  leadId: number;
  sessionId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  paidAt: string;
}

/** How a payment was stored: for a signed contract, or for one cancelled before it arrived. */
export type PaymentRecorded = "recorded" | "recorded-after-cancelling" | "already-recorded";

/**
 * Stores the payment, marks the version's deposit paid, appends "paid" to its audit trail
 * and queues what `announce` tells, in one transaction; "already-recorded" (and nothing
 * changed) when this version, session or event has a payment already, whichever instance
 * stored it. The proposal is locked as cancelling locks it, so a payment and a cancellation
 * arriving together are ordered: the later one sees the earlier. A payment for a contract
 * cancelled first is still stored (the money was taken) and marked in the trail as one to
 * refund; `announce` is told which it was.
 */
export async function recordDepositPayment(
  db: Db,
  payment: DepositPayment,
  /** What the payment tells others, queued in the same transaction */
  announce?: (trx: Db, found: { cancelled: boolean }) => Promise<void>,
): Promise<PaymentRecorded> {
  return inTransaction(db, async (trx) => {
    await lockProposal(trx, payment.proposalId);
    const version = await versionById(trx, payment.versionId, { lock: true });
    const cancelled = version?.status === "cancelled";
    const stored = await trx
      .insertInto("proposal_deposit_payments")
      .values({
        version_id: payment.versionId,
        lead_id: payment.leadId,
        stripe_session_id: payment.sessionId,
        stripe_event_id: payment.eventId,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        paid_at: payment.paidAt,
      })
      // Any of the three unique keys: on Postgres a racing insert waits for the first to
      // commit and then does nothing.
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (stored === undefined) return "already-recorded";
    await trx
      .updateTable("proposal_versions")
      .set({ deposit_paid_at: payment.paidAt, updated_at: payment.paidAt })
      .where("id", "=", payment.versionId)
      .execute();
    await insertProposalEvent(trx, {
      proposalId: payment.proposalId,
      versionId: payment.versionId,
      leadId: payment.leadId,
      kind: "paid",
      at: payment.paidAt,
      actor: "stripe",
      identifiedBy: "Stripe Checkout",
      detail: {
        stripeEventId: payment.eventId,
        stripeSessionId: payment.sessionId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        // The contract was cancelled before the money arrived: the office owes it back.
        ...(cancelled && { afterCancelling: true, refundDue: true }),
      },
    });
    if (announce) await announce(trx, { cancelled });
    return cancelled ? "recorded-after-cancelling" : "recorded";
  });
}

/** The notices a cancelled version was cancelled under, as its 'cancelled' event names them. */
export async function noticesCancelledUnder(db: Db, versionId: number): Promise<string[]> {
  const row = await db
    .selectFrom("proposal_events")
    .select("detail")
    .where("version_id", "=", versionId)
    .where("kind", "=", "cancelled")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const detail = row?.detail ? (JSON.parse(row.detail) as { notices?: unknown }) : {};
  return Array.isArray(detail.notices)
    ? detail.notices.filter((notice): notice is string => typeof notice === "string")
    : [];
}

/** The payment of a version's deposit, or undefined while unpaid. */
export async function depositPaymentOf(db: Db, versionId: number) {
  return db
    .selectFrom("proposal_deposit_payments")
    .select(["stripe_session_id", "stripe_event_id", "amount_cents", "currency", "paid_at"])
    .where("version_id", "=", versionId)
    .executeTakeFirst();
}
