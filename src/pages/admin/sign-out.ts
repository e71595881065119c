import type { APIRoute } from "astro";
import { INBOX_PATH, signInPath } from "../../lib/admin-routes";

export const prerender = false;

/**
 * The inbox's sign-out form posts here when JavaScript is off: every session of the user
 * ends (global scope), the cookie is cleared, and the browser lands on sign-in.
 */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const cookies = await locals.runtime.staff.signOut(request.headers, clientAddress);
  const response = new Response(null, {
    status: 303,
    headers: { Location: signInPath({ notice: "signed-out" }) },
  });
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
};

export const GET: APIRoute = ({ redirect }) => redirect(INBOX_PATH, 303);
