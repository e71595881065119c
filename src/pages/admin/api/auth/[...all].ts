import type { APIRoute } from "astro";
import { withClientAddress } from "../../../../server/auth/client-address";
import { getAuth } from "../../../../server/auth/instance";

export const prerender = false;

/** better-auth's endpoints (sign-in, sign-out, session), for the admin islands. */
export const ALL: APIRoute = async ({ request, clientAddress }) =>
  (await getAuth()).handler(withClientAddress(request, clientAddress));
