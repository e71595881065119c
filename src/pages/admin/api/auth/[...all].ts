import type { APIRoute } from "astro";
import { isAPIError } from "better-auth/api";
import { withClientAddress } from "../../../../server/auth/client-address";
import { withPasswordSlot } from "../../../../server/auth/password-gate";

export const prerender = false;

/**
 * better-auth's endpoints (sign-in, sign-out, session), for the admin islands. Posts may
 * hash a password, so they wait for a slot (see password-gate); reads do not.
 */
export const ALL: APIRoute = async ({ request, clientAddress, locals }) => {
  const forward = () => locals.runtime.auth.handler(withClientAddress(request, clientAddress));
  if (request.method === "GET" || request.method === "HEAD") return forward();
  try {
    return await withPasswordSlot(forward);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return Response.json(
      { code: "BUSY", message: error.message },
      { status: error.statusCode, headers: { "Retry-After": "5" } },
    );
  }
};
