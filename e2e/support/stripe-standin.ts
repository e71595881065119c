import { STRIPE_WEBHOOK_PATH } from "../../src/lib/public-routes.ts";
import { startStripeStandin, type StripeStandin } from "../../src/test-support/stripe-standin.ts";
import type { TlsProxy } from "./proxy";
import { visitorAt } from "./proxy-client";

export type { StripeStandin } from "../../src/test-support/stripe-standin.ts";

/** Stripe's webhooks come from Stripe's addresses; here, from this loopback address. */
export const STRIPE_SENDER_ADDRESS = "127.0.0.20";

/**
 * The loopback Stripe stand-in (src/test-support/stripe-standin.ts) delivering its events
 * as Stripe would: over https to the site's public origin, through the proxy, at
 * STRIPE_WEBHOOK_PATH. `proxy` is asked for when an event goes out, since the stand-in
 * starts before the servers and their proxy (they need its STRIPE_API_BASE).
 */
export function startStandinBehind(
  proxy: () => TlsProxy,
  webhookSecret: string,
): Promise<StripeStandin> {
  return startStripeStandin({
    webhookSecret,
    deliver: async (body, headers) => {
      const answer = await visitorAt(proxy(), STRIPE_SENDER_ADDRESS)(STRIPE_WEBHOOK_PATH, {
        method: "POST",
        headers,
        body,
      });
      return { status: answer.status, body: answer.body };
    },
  });
}
