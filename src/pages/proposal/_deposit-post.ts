import { depositCollection } from "../../config/deposit-collection";
import { TOKEN_PAGE_HEADERS } from "../../lib/public-routes";
import type { DepositCheckout } from "../../server/proposals/deposit-operations";

/*
 * "Pay the deposit", posted from the signed proposal's page or from the deposit's own page
 * that Stripe sends the homeowner back to: the same answers from both.
 */

const text = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
  });

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...TOKEN_PAGE_HEADERS } });

/**
 * Reads the form (which carries no field at all, so an amount posted with it is refused
 * rather than ignored), starts Stripe Checkout through `checkout`, and answers: a redirect
 * to Stripe, back to `paidPath` when it is already paid, or a clear refusal.
 */
export async function answerDepositPost(
  request: Request,
  checkout: () => Promise<DepositCheckout>,
  paidPath: string,
): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (form === null || [...form.keys()].length > 0) {
    return text(
      400,
      "This form takes no fields: the deposit is worked out from your signed proposal. Nothing was charged.",
    );
  }
  const outcome = await checkout();
  if (outcome.ok) return seeOther(outcome.url);
  switch (outcome.problem) {
    case "unknown":
      return text(404, "This link does not open a signed proposal. Nothing was charged.");
    case "paid":
      return seeOther(paidPath);
    case "held":
      return text(403, depositCollection.refusedWhileHeld);
    case "offline":
      return text(409, "This site takes no payments online. Nothing was charged.");
    case "not-signed":
      return text(409, "This proposal has no signed deposit to pay. Nothing was charged.");
    case "unavailable":
      return text(503, depositCollection.unavailable);
  }
}
