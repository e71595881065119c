import { isAPIError } from "better-auth/api";
import { headersWithClientAddress } from "./client-address.ts";
import { getAuth } from "./instance.ts";

export type FormAuthResult =
  { ok: true; redirect: Response } | { ok: false; status: number; message: string; email: string };

/**
 * Signs in or up from a posted form, for browsers without JavaScript: the same endpoints,
 * hooks and limits the islands reach over fetch. On success the answer is a redirect to
 * `next` carrying the new session cookie, for the page to return as it is.
 */
export async function authFromForm(
  mode: "sign-in" | "sign-up",
  request: Request,
  clientAddress: string,
  next: string,
): Promise<FormAuthResult> {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "").slice(0, 320);
  const password = String(form?.get("password") ?? "").slice(0, 1000);
  const headers = headersWithClientAddress(request.headers, clientAddress);
  const body = { email, password };
  try {
    const api = getAuth().api;
    const { headers: answer } =
      mode === "sign-in"
        ? await api.signInEmail({ body, headers, returnHeaders: true })
        : await api.signUpEmail({ body: { ...body, name: "" }, headers, returnHeaders: true });
    const redirect = new Response(null, { status: 303, headers: { Location: next } });
    for (const cookie of answer.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
    return { ok: true, redirect };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, status: error.statusCode, message: error.message, email };
  }
}
