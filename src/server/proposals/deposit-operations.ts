import { PROPOSAL_TOKEN_PATTERN, proposalPagePaths } from "../../lib/public-routes.ts";
import type { OperationParts } from "../operation-parts.ts";
import { startCheckout, type CheckoutOutcome } from "./deposit-checkout.ts";
import { signedDeposit } from "./deposit-due.ts";
import { signedDepositFacts } from "./deposit-repo.ts";
import { checkoutOriginOf, stripeClientOf } from "./deposit-stripe.ts";
import { receiveStripeEvent, type WebhookAnswer } from "./deposit-webhook.ts";
import { openProposal } from "./open-proposal.ts";
import { proposalAlertSettingsOf } from "./proposal-alerts.ts";
import { proposalLinkSecret, proposalToken, proposalTokenHash } from "./proposal-links.ts";
import { insertToken, versionOfToken, type StoredVersion } from "./proposal-repo.ts";

/*
 * The deposit of a signed proposal, as its page, its "Pay the deposit" form and Stripe's
 * webhook reach it. Without STRIPE_SECRET_KEY nothing is taken online: the page says how
 * the office collects it, and the webhook endpoint answers that it takes no events.
 *
 * Stripe sends the homeowner back to a page of its own (`/proposal/deposit-return/<token>`),
 * under a token of the "deposit-return" purpose: Stripe keeps the return URLs it is given,
 * and that token opens only the deposit (its amount, whether it is paid, paying it), never
 * the proposal's prices, the homeowner's name or the signed PDF.
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

/** Which link a deposit is reached by: the proposal's own, or Stripe's way back. */
export type DepositLink = "proposal" | "return";

export interface DepositOperations {
  /** The deposit of the version a link opens, as its page shows it */
  view(token: string, link?: DepositLink): Promise<DepositView>;
  /** The proposal's number a return link names, or undefined for any other token */
  returnNumber(token: string): Promise<string | undefined>;
  /** Starts Stripe Checkout for the deposit the link's version was signed with */
  checkout(
    token: string,
    client: { userAgent: string | null },
    link?: DepositLink,
  ): Promise<DepositCheckout>;
  /** One delivery of a Stripe event to the webhook endpoint, its body as received */
  receiveStripeEvent(rawBody: Uint8Array, signature: string | null): Promise<WebhookAnswer>;
}

export function depositOperations(parts: OperationParts): DepositOperations {
  const settings = parts.config.stripe;
  const stripe = stripeClientOf(settings);
  const now = () => parts.clock();

  const linkSecret = () => proposalLinkSecret(parts.config);

  /** The signed version a well-formed link opens, or undefined. */
  async function signedVersionAt(
    token: string,
    link: DepositLink,
  ): Promise<StoredVersion | undefined> {
    if (!PROPOSAL_TOKEN_PATTERN.test(token)) return undefined;
    if (link === "return") {
      const version = await versionOfToken(parts.db, proposalTokenHash(token), "deposit-return");
      return version?.status === "accepted" ? version : undefined;
    }
    const opened = await openProposal(parts.db, token, { now: now() });
    return opened.state === "accepted" ? opened.version : undefined;
  }

  /** The version's way back from Stripe, stored by its hash (the same token every time). */
  async function returnUrlOf(version: StoredVersion): Promise<string> {
    const token = proposalToken(linkSecret(), version, "deposit-return");
    await insertToken(parts.db, {
      hash: proposalTokenHash(token),
      versionId: version.id,
      leadId: version.leadId,
      purpose: "deposit-return",
    });
    // The configured origin, never the request's Host: Stripe sends the homeowner here.
    return `${parts.config.siteUrl}${proposalPagePaths.depositReturn(token)}`;
  }

  return {
    async returnNumber(token) {
      return (await signedVersionAt(token, "return"))?.number;
    },

    async view(token, link = "proposal") {
      const version = await signedVersionAt(token, link);
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

    async checkout(token, client, link = "proposal") {
      const version = await signedVersionAt(token, link);
      if (version === undefined) return { ok: false, problem: "unknown" };
      if (stripe === null) return { ok: false, problem: "offline" };
      return startCheckout(
        parts.db,
        stripe,
        {
          versionId: version.id,
          returnUrl: await returnUrlOf(version),
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          identifiedBy:
            link === "return"
              ? "Stripe's return link for the deposit"
              : "Link to the signed proposal",
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
