import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { staffAction } from "./staff-action";

/**
 * The staff page's actions. They are registered under `admin`, so the
 * middleware answers 401 to anyone without a session before they run.
 */
export const staff = {
  inviteStaff: staffAction({
    input: z.object({
      email: z
        .string({ error: "Please enter an email address." })
        .trim()
        .max(320, "That email address is too long.")
        .pipe(z.email("Please enter a valid email address.")),
    }),
    saved: "Invitation sent. Its link works once, for 72 hours.",
    handler: async ({ email }, { runtime, actor }) => {
      const outcome = await runtime.staff.invite(email, actor);
      if (!outcome.ok)
        throw new ActionError({
          code: outcome.reason === "not-staff" ? "FORBIDDEN" : "CONFLICT",
          message: outcome.message,
        });
      return { email: outcome.email, expiresAt: outcome.expiresAt };
    },
  }),

  revokeInvitation: staffAction({
    input: z.object({ invitationId: z.uuid("Invalid invitation.") }),
    saved: "Invitation revoked. Its link no longer works.",
    handler: async ({ invitationId }, { runtime, actor }) => {
      if (!(await runtime.staff.revokeInvitation(invitationId, actor)))
        throw new ActionError({
          code: "CONFLICT",
          message: "That invitation is no longer pending: it was used, withdrawn or has expired.",
        });
      return { revoked: true };
    },
  }),

  removeStaffAccount: staffAction({
    input: z.object({ accountId: z.string().trim().min(1).max(100) }),
    saved: "Account removed. It is signed out everywhere.",
    handler: async ({ accountId }, { runtime, actor }) => {
      const outcome = await runtime.staff.removeAccount(accountId, actor);
      if (outcome === "self")
        throw new ActionError({
          code: "FORBIDDEN",
          message:
            "You cannot remove your own account. Ask a colleague to remove it, or the site operator (npm run staff -- remove).",
        });
      if (outcome === "missing")
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such account any more." });
      return { removed: true };
    },
  }),
};
