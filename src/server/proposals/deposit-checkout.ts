import type Stripe from "stripe";
import type { Logger } from "../log.ts";
import type { Db } from "../tables.ts";
import { signedDeposit } from "./deposit-due.ts";
import { signedDepositFacts } from "./deposit-repo.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";

/*
 * "Pay the deposit": a Stripe Checkout Session for the deposit the version was signed with,
 * worked out again here from what was stored at signing. The form posts nothing but the
 * press of the button, so no amount can come from it.
 */

/** The metadata key naming the version a session pays for; the webhook reads it back. */
export const VERSION_METADATA_KEY = "proposal_version_id";

export interface CheckoutRequest {
  versionId: number;
  /** Where Stripe sends the homeowner back: the deposit's own page, never the proposal's link */
  returnUrl: string;
  userAgent: string | null;
  identifiedBy: string;
}

export type CheckoutOutcome =
  | { ok: true; url: string; sessionId: string }
  | { ok: false; problem: "not-signed" | "paid" | "held" | "unavailable" };

/**
 * The key Stripe keeps a created session under for 24 hours: a double press, a second tab
 * or a retry after a lost answer gets the same session back instead of a second one. The
 * amount is part of it, so a different deposit could never reuse a session.
 */
export const checkoutIdempotencyKey = (versionId: number, cents: number) =>
  // "-r2": the return URLs changed (the deposit's own page); Stripe refuses a key it holds
  // for a request with other parameters, so a key from before would fail for a day.
  `proposal-deposit-r2-${versionId}-${cents}`;

/** Creates (or gets back) the Checkout Session for the version's deposit. */
export async function startCheckout(
  db: Db,
  stripe: Stripe,
  request: CheckoutRequest,
  now: Date,
  log: Logger,
): Promise<CheckoutOutcome> {
  const facts = await signedDepositFacts(db, request.versionId);
  if (facts === undefined) return { ok: false, problem: "not-signed" };
  if (facts.depositPaidAt !== null) return { ok: false, problem: "paid" };
  const due = signedDeposit(facts, now);
  if (due.kind === "not-signed" || due.dollars < 1) return { ok: false, problem: "not-signed" };
  if (!due.status.payable) return { ok: false, problem: "held" };
  const cents = due.dollars * 100;
  const versionId = String(facts.versionId);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: cents,
              product_data: { name: `Deposit on proposal ${facts.number}` },
            },
          },
        ],
        client_reference_id: versionId,
        metadata: { [VERSION_METADATA_KEY]: versionId },
        payment_intent_data: { metadata: { [VERSION_METADATA_KEY]: versionId } },
        success_url: `${request.returnUrl}?deposit=paid#deposit`,
        cancel_url: `${request.returnUrl}?deposit=cancelled#deposit`,
      },
      { idempotencyKey: checkoutIdempotencyKey(facts.versionId, cents) },
    );
  } catch (error) {
    log.warn("deposit.checkout_failed", {
      number: facts.number,
      error: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, problem: "unavailable" };
  }
  if (session.url === null) return { ok: false, problem: "unavailable" };
  await insertProposalEvent(db, {
    proposalId: facts.proposalId,
    versionId: facts.versionId,
    leadId: facts.leadId,
    kind: "checkout-started",
    at: now.toISOString(),
    actor: "homeowner",
    userAgent: request.userAgent,
    identifiedBy: request.identifiedBy,
    detail: { stripeSessionId: session.id, amountCents: cents },
  });
  return { ok: true, url: session.url, sessionId: session.id };
}
