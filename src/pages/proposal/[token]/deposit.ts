import type { APIRoute } from "astro";
import { proposalPagePaths } from "../../../lib/public-routes";
import { answerDepositPost, seeOther } from "../_deposit-post";

export const prerender = false;

/**
 * "Pay the deposit" on a signed proposal: a plain form post (same origin, Astro's origin
 * check) that opens Stripe Checkout for the deposit the proposal was signed with.
 */
export const POST: APIRoute = ({ params, request, locals }) => {
  const token = params.token ?? "";
  return answerDepositPost(
    request,
    () =>
      locals.runtime.proposals.deposit.checkout(token, {
        userAgent: request.headers.get("user-agent"),
      }),
    `${proposalPagePaths.page(token)}#deposit`,
  );
};

/** A reload of the address after a post: back to the proposal. */
export const GET: APIRoute = ({ params }) =>
  seeOther(`${proposalPagePaths.page(params.token ?? "")}#deposit`);
