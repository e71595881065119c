import { isAPIError } from "better-auth/api";
import { headersWithClientAddress } from "./client-address.ts";
import type { Auth } from "./auth.ts";
import type { PasswordGate } from "./password-gate.ts";

/** What signing in needs of the runtime: its better-auth and its password gate. */
export interface SignInParts {
  auth: Auth;
  passwordGate: PasswordGate;
}

export type FormAuthResult =
  { ok: true; redirect: Response } | { ok: false; status: number; message: string; email: string };

/**
 * Signs in from a posted form, for browsers without JavaScript: the same endpoint, hooks
 * and limits the island reaches over fetch. On success the answer is a redirect to
 * `next` carrying the new session cookie, for the page to return as it is.
 */
export async function signInFromForm(
  parts: SignInParts,
  request: Request,
  clientAddress: string,
  next: string,
): Promise<FormAuthResult> {
  // A clone: the page render reads the same body again (React form state).
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const email = String(form?.get("email") ?? "").slice(0, 320);
  const password = String(form?.get("password") ?? "").slice(0, 1000);
  const result = await signInWithPassword(
    parts,
    request.headers,
    clientAddress,
    email,
    password,
    next,
  );
  return result.ok ? result : { ...result, email };
}

/**
 * Signs in on the server with an address and password, e.g. right after an invitation
 * set them; a success is a redirect to `next` with the session cookie.
 */
export async function signInWithPassword(
  { auth, passwordGate }: SignInParts,
  requestHeaders: Headers,
  clientAddress: string,
  email: string,
  password: string,
  next: string,
): Promise<FormAuthResult> {
  const headers = headersWithClientAddress(requestHeaders, clientAddress);
  try {
    const { headers: answer } = await passwordGate.run(() =>
      auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true }),
    );
    const redirect = new Response(null, { status: 303, headers: { Location: next } });
    for (const cookie of answer.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
    return { ok: true, redirect };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, status: error.statusCode, message: error.message, email };
  }
}
