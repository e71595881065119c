import { INBOX_PATH, signInPath } from "../../lib/admin-routes.ts";
import { TOKEN_PAGE_REFERRER_POLICY } from "../../lib/public-routes.ts";
import type { Clock } from "../clock.ts";
import type { ServerConfig } from "../config/config.ts";
import type { Db } from "../tables.ts";
import type { Logger } from "../log.ts";
import { signInWithPassword, type SignInParts } from "./form-auth.ts";
import { acceptInvitation, findPendingInvitation } from "./invitations.ts";

export type InvitationPage =
  | { kind: "redirect"; response: Response }
  | {
      kind: "form";
      status: number;
      email: string;
      invitedBy: string;
      expiresAt: string;
      /** Why the password was not set; the link still works */
      error?: string;
    }
  | { kind: "refused"; status: number; message: string };

/**
 * What the invitation link's page shows, for a GET (the form, or why the link does not
 * work) and for the form's POST: the account is made, then the new member is signed in
 * and sent to the inbox (or to sign-in, should that fail).
 */
export async function invitationPage(
  runtime: SignInParts & { db: Db; config: ServerConfig; log: Logger; clock: Clock },
  request: Request,
  clientAddress: string,
  token: string,
): Promise<InvitationPage> {
  const { db, config, log, auth, passwordGate } = runtime;
  const now = runtime.clock();
  const lookup = await findPendingInvitation(db, token, now);
  if (!lookup.ok) return { kind: "refused", ...lookup.refusal };
  const { invitation } = lookup;
  const form = {
    kind: "form" as const,
    status: 200,
    email: invitation.email,
    invitedBy: invitation.invitedByEmail,
    expiresAt: invitation.expiresAt,
  };
  if (request.method !== "POST") return form;

  // A clone: the page render reads the same body again (React form state).
  const fields = await request
    .clone()
    .formData()
    .catch(() => null);
  const password = String(fields?.get("password") ?? "").slice(0, 1000);
  const confirmation = String(fields?.get("confirm") ?? "").slice(0, 1000);
  const result = await acceptInvitation(
    {
      db,
      staffEmails: config.staffEmails,
      createAccount: (email, secret) =>
        passwordGate.run(() => auth.api.createStaffAccount({ body: { email, password: secret } })),
    },
    token,
    password,
    confirmation,
    now,
  );
  if (!result.ok)
    return result.retry
      ? { ...form, status: result.status, error: result.message }
      : { kind: "refused", status: result.status, message: result.message };

  log.info("staff.invitation_accepted", { invitationId: invitation.id });
  const signedIn = await signInWithPassword(
    runtime,
    request.headers,
    clientAddress,
    result.email,
    password,
    INBOX_PATH,
  );
  const response = signedIn.ok
    ? signedIn.redirect
    : new Response(null, {
        status: 303,
        headers: { Location: signInPath({ notice: "account-ready" }) },
      });
  response.headers.set("Referrer-Policy", TOKEN_PAGE_REFERRER_POLICY);
  return { kind: "redirect", response };
}
