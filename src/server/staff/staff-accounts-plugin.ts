import { z } from "astro/zod";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "../../lib/staff-auth.ts";
import { defaultStaffName } from "./staff-policy.ts";

export const ACCOUNT_EXISTS_MESSAGE =
  "There is already a staff account for this address. Sign in with it instead.";

/**
 * The one way a staff account comes to exist, now that sign-up is off: a
 * server-only endpoint, never on the HTTP router, called by the staff CLI and by an
 * accepted invitation. It runs inside better-auth, so the address still passes
 * `user.validateUserInfo` (STAFF_EMAILS) and the password is hashed as sign-in expects.
 *
 * @example await auth.api.createStaffAccount({ body: { email: "office@example.com", password } })
 */
export const staffAccounts = () =>
  ({
    id: "staff-accounts",
    endpoints: {
      createStaffAccount: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ email: z.string(), password: z.string() }) },
        async (ctx) => {
          const email = ctx.body.email.trim().toLowerCase();
          const { password } = ctx.body;
          if (!z.email().safeParse(email).success)
            throw new APIError("BAD_REQUEST", {
              code: "INVALID_EMAIL",
              message: "Please give a valid email address.",
            });
          if (password.length < MIN_PASSWORD_LENGTH)
            throw new APIError("BAD_REQUEST", {
              code: "PASSWORD_TOO_SHORT",
              message: PASSWORD_TOO_SHORT_MESSAGE,
            });
          if (password.length > MAX_PASSWORD_LENGTH)
            throw new APIError("BAD_REQUEST", {
              code: "PASSWORD_TOO_LONG",
              message: `Please keep the password under ${MAX_PASSWORD_LENGTH} characters.`,
            });
          if (await ctx.context.internalAdapter.findUserByEmail(email))
            throw new APIError("UNPROCESSABLE_ENTITY", {
              code: "ACCOUNT_EXISTS",
              message: ACCOUNT_EXISTS_MESSAGE,
            });
          // Hashed first, so a hashing failure leaves no account without a password.
          const hash = await ctx.context.password.hash(password);
          const user = await ctx.context.internalAdapter.createUser(
            { email, name: defaultStaffName(email), emailVerified: true },
            { method: "admin" },
          );
          await ctx.context.internalAdapter.linkAccount({
            userId: user.id,
            providerId: "credential",
            accountId: user.id,
            password: hash,
          });
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
