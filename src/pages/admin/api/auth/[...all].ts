import type { APIRoute } from "astro";

export const prerender = false;

/**
 * better-auth's endpoints (sign-in, sign-out, session), for the admin islands. Posts may
 * hash a password, so they wait for one of the runtime's slots (see password-gate).
 */
export const ALL: APIRoute = ({ request, clientAddress, locals }) =>
  locals.runtime.staff.authEndpoint(request, clientAddress);
