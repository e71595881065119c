import type Stripe from "stripe";
import type { Logger } from "../log.ts";
import type { Db } from "../tables.ts";
import { VERSION_METADATA_KEY } from "./deposit-checkout.ts";
import { isNoticeId } from "../../config/proposal-notices.ts";
import { refundUnder } from "../../lib/proposals/cancellation.ts";
import { signedDeposit, signedDepositDollars } from "./deposit-due.ts";
import {
  noticesCancelledUnder,
  recordDepositPayment,
  signedDepositFacts,
  type SignedDepositFacts,
} from "./deposit-repo.ts";
import {
  announceDepositPaid,
  announceDepositPaidAfterCancelling,
  type ProposalAlertSettings,
} from "./proposal-alerts.ts";
import type { DepositPaid } from "./proposal-deliveries.ts";
import { versionById } from "./proposal-repo.ts";

/*
 * Stripe's webhook: the one way a deposit becomes paid. The event is believed only when
 * its Stripe-Signature verifies over the raw body with STRIPE_WEBHOOK_SECRET (and its
 * timestamp is within Stripe's default five minutes), so neither a forged event nor an old
 * one replayed pays anything. A paid session's version stores one payment, whoever asks
 * first; an event seen before is acknowledged (so Stripe stops retrying) and changes nothing.
 * A payment for a contract the homeowner cancelled while it was on its way is recorded all
 * the same (the money was taken) and marked to refund, and the office and the homeowner are
 * told (proposal-alerts.ts announceDepositPaidAfterCancelling).
 */

/** What the endpoint answers: Stripe retries on anything but a 2xx. */
export interface WebhookAnswer {
  status: number;
  message: string;
}

/** The events that mean a session's payment arrived: at once, or later (a bank debit). */
const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

const answer = (status: number, message: string): WebhookAnswer => ({ status, message });

/** The currency every deposit is asked in, as Stripe writes it. */
const DEPOSIT_CURRENCY = "usd";

/** The version id a session's metadata names, or null when it names none. */
function versionIdOf(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.[VERSION_METADATA_KEY] ?? "";
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The deposit in cents a paid session must be for: the signed version's, or the one a
 * contract cancelled since was signed with; null when the version was never signed.
 */
function expectedCentsOf(facts: SignedDepositFacts, now: Date): number | null {
  if (facts.status === "cancelled") {
    const dollars = signedDepositDollars(facts);
    return dollars === null ? null : dollars * 100;
  }
  const due = signedDeposit(facts, now);
  return due.kind === "due" ? due.dollars * 100 : null;
}

/** Verifies and handles one delivery of an event. */
export async function receiveStripeEvent(
  db: Db,
  stripe: Stripe,
  webhookSecret: string,
  delivery: { rawBody: Uint8Array; signature: string | null },
  now: Date,
  log: Logger,
  /** Where deposit.paid goes (chat and webhooks); without them, nothing is announced */
  alerts?: ProposalAlertSettings,
): Promise<WebhookAnswer> {
  if (delivery.signature === null || delivery.signature === "") {
    return answer(400, "The Stripe-Signature header is missing. Nothing was recorded.");
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      Buffer.from(delivery.rawBody),
      delivery.signature,
      webhookSecret,
    );
  } catch {
    log.warn("deposit.webhook_refused", { reason: "signature" });
    return answer(400, "The signature does not verify. Nothing was recorded.");
  }
  if (!PAID_EVENTS.has(event.type)) return answer(200, `Not handled: ${event.type}.`);
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== "checkout.session" || session.payment_status !== "paid") {
    return answer(200, "The session is not paid yet. Nothing was recorded.");
  }
  const versionId = versionIdOf(session);
  const facts = versionId === null ? undefined : await signedDepositFacts(db, versionId);
  if (facts === undefined) {
    // Acknowledged, so Stripe stops retrying: a session of another system on the same
    // account, or a proposal erased with its lead since. The office sees it in Stripe.
    log.warn("deposit.webhook_unknown_version", { event: event.id, session: session.id });
    return answer(200, "No proposal of ours matches this session. Nothing was recorded.");
  }
  // Sessions are made only by startCheckout, for the signed deposit in dollars: another
  // amount or currency means a session made elsewhere on the account (a payment link for
  // $1 naming our version). It is not this deposit: recording it would show the deposit paid
  // and take the version's one payment. Acknowledged, so Stripe stops retrying, and logged
  // as an error for the office, who sees the money in Stripe.
  const expectedCents = expectedCentsOf(facts, now);
  if (session.amount_total !== expectedCents || session.currency !== DEPOSIT_CURRENCY) {
    log.error("deposit.amount_differs", {
      number: facts.number,
      paidCents: session.amount_total,
      currency: session.currency,
      expectedCents,
    });
    return answer(
      200,
      "The amount paid is not this proposal's deposit. Nothing was recorded; the office is told.",
    );
  }
  const paidAt = now.toISOString();
  const paid: DepositPaid = {
    amount: Math.round((session.amount_total ?? 0) / 100),
    currency: session.currency ?? "usd",
    paidAt,
    paymentIntentId:
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
  // deposit.paid is queued with the payment, so an event replayed or raced stores neither;
  // whether the contract was cancelled first is known only under the payment's lock.
  const announce =
    alerts &&
    (async (trx: Db, found: { cancelled: boolean }) => {
      const version = await versionById(trx, facts.versionId);
      if (version === undefined) return;
      if (!found.cancelled) return announceDepositPaid(trx, version, paid, alerts);
      const notices = (await noticesCancelledUnder(trx, version.id)).filter(isNoticeId);
      await announceDepositPaidAfterCancelling(
        trx,
        version,
        paid,
        refundUnder(notices, version.wording),
        alerts,
      );
    });
  const recorded = await recordDepositPayment(
    db,
    {
      versionId: facts.versionId,
      proposalId: facts.proposalId,
      leadId: facts.leadId,
      sessionId: session.id,
      eventId: event.id,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? "usd",
      paidAt,
    },
    announce,
  );
  // A 2xx, or Stripe would retry a delivery it already made for days and flag the endpoint
  // as failing: Stripe delivers an event more than once when an answer is lost.
  if (recorded === "already-recorded") {
    return answer(200, "This deposit is already recorded. Nothing was changed.");
  }
  if (recorded === "recorded-after-cancelling") {
    // An error, so the office's log alerting sees it too: money is held that must go back.
    log.error("deposit.paid_after_cancelling", {
      number: facts.number,
      version: facts.versionId,
      paidCents: session.amount_total,
    });
    return answer(
      200,
      "Deposit recorded for a cancelled contract; the office is told to refund it.",
    );
  }
  log.info("deposit.paid", { number: facts.number, version: facts.versionId });
  return answer(200, "Deposit recorded.");
}
