import type { APIRoute } from "astro";

export const prerender = false;

/**
 * Stripe's events (STRIPE_WEBHOOK_PATH; docs/deployment.md): the body is handed on exactly
 * as received, since its signature is computed over those bytes. Stripe posts JSON with no
 * Origin, which Astro's origin check lets through (it guards form posts); the signature is
 * what authenticates it.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const rawBody = new Uint8Array(await request.arrayBuffer());
  const answer = await locals.runtime.proposals.deposit.receiveStripeEvent(
    rawBody,
    request.headers.get("stripe-signature"),
  );
  return new Response(`${answer.message}\n`, {
    status: answer.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
};
