import { PROPOSAL_TOKEN_PATTERN, proposalPagePaths } from "../../lib/public-routes.ts";
import type { OperationParts } from "../operation-parts.ts";
import { startCheckout, type CheckoutOutcome } from "./deposit-checkout.ts";
import { signedDeposit } from "./deposit-due.ts";
import { signedDepositFacts } from "./deposit-repo.ts";
import { checkoutOriginOf, stripeClientOf } from "./deposit-stripe.ts";
import { receiveStripeEvent, type WebhookAnswer } from "./deposit-webhook.ts";
import { openProposal } from "./open-proposal.ts";
import { proposalAlertSettingsOf } from "./proposal-alerts.ts";

/*
 * The deposit of a signed proposal, as its page, its "Pay the deposit" form and Stripe's
 * webhook reach it. Without STRIPE_SECRET_KEY nothing is taken online: the page says how
 * the office collects it, and the webhook endpoint answers that it takes no events.
 */

/** What the signed page shows about the deposit. */
export type DepositView =
  /** Not a signed proposal's link, or no deposit on it */
  | { kind: "none" }
  | { kind: "paid"; dollars: number; paidAt: string }
  /** Held by a notice's law (Kentucky's); `until` null while the insurer has not decided */
  | { kind: "held"; dollars: number; until: string | null }
  /**
   * `checkoutOrigin`: Stripe is configured, so the page offers "Pay the deposit", whose
   * answer redirects there (the page's form-action must allow it); null: the office collects it
   */
  | { kind: "due"; dollars: number; checkoutOrigin: string | null };

export type DepositCheckout = CheckoutOutcome | { ok: false; problem: "unknown" | "offline" };

export interface DepositOperations {
  /** The deposit of the version a link opens, as its page shows it */
  view(token: string): Promise<DepositView>;
  /** Starts Stripe Checkout for the deposit the link's version was signed with */
  checkout(token: string, client: { userAgent: string | null }): Promise<DepositCheckout>;
  /** One delivery of a Stripe event to the webhook endpoint, its body as received */
  receiveStripeEvent(rawBody: Uint8Array, signature: string | null): Promise<WebhookAnswer>;
}

export function depositOperations(parts: OperationParts): DepositOperations {
  const settings = parts.config.stripe;
  const stripe = stripeClientOf(settings);
  const now = () => parts.clock();

  /** The signed version a well-formed link opens, or undefined. */
  async function signedVersionAt(token: string) {
    if (!PROPOSAL_TOKEN_PATTERN.test(token)) return undefined;
    const opened = await openProposal(parts.db, token, { now: now() });
    return opened.state === "accepted" ? opened.version : undefined;
  }

  return {
    async view(token) {
      const version = await signedVersionAt(token);
      const facts = version && (await signedDepositFacts(parts.db, version.id));
      if (facts === undefined) return { kind: "none" };
      const due = signedDeposit(facts, now());
      if (due.kind === "not-signed" || due.dollars < 1) return { kind: "none" };
      if (facts.depositPaidAt !== null) {
        return { kind: "paid", dollars: due.dollars, paidAt: facts.depositPaidAt };
      }
      if (!due.status.payable)
        return { kind: "held", dollars: due.dollars, until: due.status.until };
      return {
        kind: "due",
        dollars: due.dollars,
        checkoutOrigin: settings === null ? null : checkoutOriginOf(settings),
      };
    },

    async checkout(token, client) {
      const version = await signedVersionAt(token);
      if (version === undefined) return { ok: false, problem: "unknown" };
      if (stripe === null) return { ok: false, problem: "offline" };
      return startCheckout(
        parts.db,
        stripe,
        {
          versionId: version.id,
          // The configured origin, never the request's Host: Stripe sends the homeowner here.
          pageUrl: `${parts.config.siteUrl}${proposalPagePaths.page(token)}`,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          identifiedBy: "Link to the signed proposal",
        },
        now(),
        parts.log,
      );
    },

    async receiveStripeEvent(rawBody, signature) {
      if (stripe === null || settings === null) {
        return { status: 404, message: "This site takes no payments online." };
      }
      const answer = await receiveStripeEvent(
        parts.db,
        stripe,
        settings.webhookSecret,
        { rawBody, signature },
        now(),
        parts.log,
        proposalAlertSettingsOf(parts.config),
      );
      // A recorded payment queued deposit.paid: send it now, not at the next poll.
      if (answer.status === 200) parts.wake.deliveries();
      return answer;
    },
  };
}
