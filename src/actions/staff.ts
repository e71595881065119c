import { ActionError, defineAction } from "astro:actions";
import { z } from "astro/zod";
import { InvitationRefusedError, inviteStaff } from "../server/auth/invitations";
import { revokeInvitation } from "../server/db/invitation-repo";
import { hasStaffAccount, removeStaffAccount } from "../server/db/staff-account-repo";
import { requireStaff } from "./admin";

/**
 * The staff page's actions. They are registered under `admin`, so the
 * middleware answers 401 to anyone without a session before they run.
 */
export const staff = {
  inviteStaff: defineAction({
    accept: "form",
    input: z.object({
      email: z
        .string({ error: "Please enter an email address." })
        .trim()
        .max(320, "That email address is too long.")
        .pipe(z.email("Please enter a valid email address.")),
    }),
    handler: async ({ email }, context) => {
      const actor = requireStaff(context);
      const { runtime } = context.locals;
      const { db, config } = runtime;
      try {
        const invitation = await inviteStaff(
          {
            db,
            siteUrl: config.siteUrl,
            staffEmails: config.staffEmails,
            hasAccount: (address) => hasStaffAccount(db, address),
          },
          email,
          actor,
        );
        runtime.drain.wake();
        runtime.log.info("staff.invited", { invitationId: invitation.id, by: actor.id });
        return { email: invitation.email, expiresAt: invitation.expiresAt };
      } catch (error) {
        if (!(error instanceof InvitationRefusedError)) throw error;
        throw new ActionError({
          code: error.reason === "not-staff" ? "FORBIDDEN" : "CONFLICT",
          message: error.message,
        });
      }
    },
  }),

  revokeInvitation: defineAction({
    accept: "form",
    input: z.object({ invitationId: z.uuid("Invalid invitation.") }),
    handler: async ({ invitationId }, context) => {
      const actor = requireStaff(context);
      const { runtime } = context.locals;
      if (!(await revokeInvitation(runtime.db, invitationId, new Date().toISOString())))
        throw new ActionError({
          code: "CONFLICT",
          message: "That invitation is no longer pending: it was used, withdrawn or has expired.",
        });
      runtime.log.info("staff.invitation_revoked", { invitationId, by: actor.id });
      return { revoked: true };
    },
  }),

  removeStaffAccount: defineAction({
    accept: "form",
    input: z.object({ accountId: z.string().trim().min(1).max(100) }),
    handler: async ({ accountId }, context) => {
      const actor = requireStaff(context);
      if (accountId === actor.id)
        throw new ActionError({
          code: "FORBIDDEN",
          message:
            "You cannot remove your own account. Ask a colleague to remove it, or the site operator (npm run staff -- remove).",
        });
      const { runtime } = context.locals;
      if (!(await removeStaffAccount(runtime.db, accountId)))
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such account any more." });
      runtime.log.info("staff.account_removed", { accountId, by: actor.id });
      return { removed: true };
    },
  }),
};
