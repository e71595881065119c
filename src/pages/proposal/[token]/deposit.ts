import type { APIRoute } from "astro";
import { depositCollection } from "../../../config/deposit-collection";
import { proposalPagePaths, TOKEN_PAGE_HEADERS } from "../../../lib/public-routes";

export const prerender = false;

const text = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
  });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...TOKEN_PAGE_HEADERS } });

/**
 * "Pay the deposit" on a signed proposal: a plain form post (same origin, Astro's origin
 * check) that opens Stripe Checkout for the deposit the proposal was signed with. The form
 * carries no field at all, so an amount posted with it is refused rather than ignored.
 */
export const POST: APIRoute = async ({ params, request, locals }) => {
  const token = params.token ?? "";
  const form = await request.formData().catch(() => null);
  if (form === null || [...form.keys()].length > 0) {
    return text(
      400,
      "This form takes no fields: the deposit is worked out from your signed proposal. Nothing was charged.",
    );
  }
  const outcome = await locals.runtime.proposals.deposit.checkout(token, {
    userAgent: request.headers.get("user-agent"),
  });
  if (outcome.ok) return seeOther(outcome.url);
  switch (outcome.problem) {
    case "unknown":
      return text(404, "This link does not open a signed proposal. Nothing was charged.");
    case "paid":
      return seeOther(`${proposalPagePaths.page(token)}#deposit`);
    case "held":
      return text(403, depositCollection.refusedWhileHeld);
    case "offline":
      return text(409, "This site takes no payments online. Nothing was charged.");
    case "not-signed":
      return text(409, "This proposal has no signed deposit to pay. Nothing was charged.");
    case "unavailable":
      return text(503, depositCollection.unavailable);
  }
};

/** A reload of the address after a post: back to the proposal. */
export const GET: APIRoute = ({ params }) =>
  seeOther(`${proposalPagePaths.page(params.token ?? "")}#deposit`);
