import Stripe from "stripe";
import type { ServerConfig } from "../config/config.ts";

/*
 * The one Stripe client of a runtime, made from its config (STRIPE_SECRET_KEY and
 * STRIPE_API_BASE). Tests point it at a loopback stand-in answering in Stripe's format
 * (src/test-support/stripe-standin.ts) through the client's documented host, port and
 * protocol options.
 */

export type StripeSettings = NonNullable<ServerConfig["stripe"]>;

/** A Stripe client for `settings`, or null when the deposit is not taken online. */
export function stripeClientOf(settings: StripeSettings | null): Stripe | null {
  if (settings === null) return null;
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port === "" ? (protocol === "http" ? 80 : 443) : Number(base.port),
    protocol,
    // The homeowner waits on this request before going to pay: a short wait, then a clear
    // "try again" beats Stripe's 80-second default. The idempotency key makes a retry safe.
    timeout: 15_000,
    maxNetworkRetries: 1,
    // No telemetry headers about our own requests to Stripe.
    telemetry: false,
  });
}

/**
 * Where a Checkout Session's page is, for the proposal page's form-action: a form's redirect
 * to another origin is held to the submitting page's CSP, so "Pay the deposit" (a post that
 * is answered with a redirect to the session) needs it. Stripe's own pages are at
 * checkout.stripe.com; a stand-in serves its page at its API's origin.
 *
 * @example checkoutOriginOf({ apiBase: "https://api.stripe.com", ... }) // "https://checkout.stripe.com"
 */
export function checkoutOriginOf(settings: StripeSettings): string {
  const base = new URL(settings.apiBase);
  return base.hostname === "api.stripe.com" ? "https://checkout.stripe.com" : base.origin;
}
