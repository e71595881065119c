import { isAPIError } from "better-auth/api";
import { withClientAddress, headersWithClientAddress } from "./client-address.ts";
import { signInFromForm } from "./form-auth.ts";
import { invitationPage } from "./invitation-page.ts";
import { InvitationRefusedError, inviteStaff } from "./invitations.ts";
import { readStaffSession } from "./staff-session.ts";
import { invitationState, listInvitations, revokeInvitation } from "./invitation-repo.ts";
import type { Actor } from "../inbox/lead-event-repo.ts";
import { hasStaffAccount, listStaffAccounts, removeStaffAccount } from "./staff-account-repo.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";

/** A refused invitation, as a value (see SubmitOutcome for why not an error class). */
export type InviteOutcome =
  | { ok: true; email: string; expiresAt: string }
  | { ok: false; reason: "not-staff" | "has-account"; message: string };

/** "self": nobody removes their own account from the inbox. */
export type RemoveOutcome = "removed" | "self" | "missing";

/**
 * Staff accounts: sessions, sign-in and sign-out (every password hash through the
 * runtime's gate), invitations and removing an account.
 */
export function staffOperations(parts: OperationParts) {
  const { db, config, log, auth, passwordGate } = parts;
  return {
    /** The signed-in member of staff for a request's cookies, and any renewed cookie. */
    session: (headers: Headers) => readStaffSession(parts, headers),

    /**
     * better-auth's own endpoints. Posts may hash a password, so they wait for a slot; when
     * the gate turns one away, the answer is a 503 the islands show, with Retry-After.
     */
    async authEndpoint(request: Request, clientAddress: string): Promise<Response> {
      const forward = () => auth.handler(withClientAddress(request, clientAddress));
      if (request.method === "GET" || request.method === "HEAD") return forward();
      try {
        return await passwordGate.run(forward);
      } catch (error) {
        if (!isAPIError(error)) throw error;
        return Response.json(
          { code: "BUSY", message: error.message },
          { status: error.statusCode, headers: { "Retry-After": "5" } },
        );
      }
    },

    /** The sign-in page's form, for browsers without JavaScript. */
    signInFromForm: (request: Request, clientAddress: string, next: string) =>
      signInFromForm(parts, request, clientAddress, next),

    /** Ends every session of the user; returns the cookies that clear this browser's. */
    async signOut(headers: Headers, clientAddress: string): Promise<string[]> {
      const answer = await auth.api.signOut({
        headers: headersWithClientAddress(headers, clientAddress),
        returnHeaders: true,
      });
      return answer.headers.getSetCookie();
    },

    /** The invitation link's page (GET) and its password form (POST). */
    invitationPage: (request: Request, clientAddress: string, token: string) =>
      invitationPage(parts, request, clientAddress, token),

    /** The staff page's lists: invitations with their state now, and every account. */
    async list() {
      const now = isoNow(parts);
      const [invitations, accounts] = await Promise.all([
        listInvitations(db),
        listStaffAccounts(db, now),
      ]);
      return {
        invitations: invitations.map((invitation) => ({
          ...invitation,
          state: invitationState(invitation, now),
        })),
        accounts,
      };
    },

    /** Invites an address on STAFF_EMAILS that has no account yet, and sends the email. */
    async invite(address: string, actor: Actor): Promise<InviteOutcome> {
      try {
        const invitation = await inviteStaff(
          {
            db,
            siteUrl: config.siteUrl,
            staffEmails: config.staffEmails,
            hasAccount: (email) => hasStaffAccount(db, email),
          },
          address,
          actor,
          parts.clock(),
        );
        parts.wake.mail();
        log.info("staff.invited", { invitationId: invitation.id, by: actor.id });
        return { ok: true, email: invitation.email, expiresAt: invitation.expiresAt };
      } catch (error) {
        if (!(error instanceof InvitationRefusedError)) throw error;
        return { ok: false, reason: error.reason, message: error.message };
      }
    },

    /** False when the invitation is no longer pending (used, withdrawn or expired). */
    async revokeInvitation(invitationId: string, actor: Actor): Promise<boolean> {
      const revoked = await revokeInvitation(db, invitationId, isoNow(parts));
      if (revoked) log.info("staff.invitation_revoked", { invitationId, by: actor.id });
      return revoked;
    },

    /** Removes an account (signed out everywhere), never the actor's own. */
    async removeAccount(accountId: string, actor: Actor): Promise<RemoveOutcome> {
      if (accountId === actor.id) return "self";
      if (!(await removeStaffAccount(db, accountId, isoNow(parts)))) return "missing";
      log.info("staff.account_removed", { accountId, by: actor.id });
      return "removed";
    },
  };
}

export type StaffOperations = ReturnType<typeof staffOperations>;
