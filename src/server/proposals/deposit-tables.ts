import type { Generated } from "kysely";

/*
 * A signed proposal's deposit paid through Stripe Checkout. A row is written once, when
 * Stripe's `checkout.session.completed` event is verified, and never updated; it carries its
 * lead's id and is erased with it (privacy/erased-lead-repo.ts). The version's own
 * `deposit_paid_at` is set in the same transaction, for the pages that read the version.
 */

/**
 * One deposit paid. Unique per version (one deposit per signed version), per Checkout
 * Session and per Stripe event, so a replayed or redelivered event, or the same event
 * reaching two instances at once, stores one payment.
 */
export interface ProposalDepositPaymentsTable {
  id: Generated<number>;
  version_id: number;
  lead_id: number;
  /** "cs_test_a1B2…": the Checkout Session the homeowner paid in */
  stripe_session_id: string;
  /** "evt_1Q…": the event that reported it */
  stripe_event_id: string;
  /** What Stripe says was paid, in cents (the deposit is whole dollars × 100) */
  amount_cents: number;
  /** ISO 4217, lower case as Stripe writes it: "usd" */
  currency: string;
  /** When the event was received and verified, ISO 8601 */
  paid_at: string;
}

export interface DepositTables {
  proposal_deposit_payments: ProposalDepositPaymentsTable;
}
