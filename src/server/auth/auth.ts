import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Database } from "../db/connection.ts";
import type { Logger } from "../log.ts";
import { clientKey } from "../http/client-key.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { SignInThrottle, throttledMessage } from "./sign-in-throttle.ts";
import {
  AUTH_BASE_PATH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MISSING_CREDENTIALS_MESSAGE,
} from "../../lib/staff-auth.ts";
import { staffAccounts } from "./staff-accounts-plugin.ts";
import {
  isStaffEmail,
  NOT_STAFF_MESSAGE,
  SIGN_UP_CLOSED_MESSAGE,
  type StaffAllowlist,
} from "./staff-policy.ts";

/** The longest address email allows (RFC 5321's 254); the quote form holds the same line. */
const MAX_EMAIL_LENGTH = 254;

/** A session lasts this long without use; each use after SESSION_RENEW_AFTER_S renews it. */
export const SESSION_EXPIRES_IN_S = 3 * 24 * 60 * 60;
export const SESSION_RENEW_AFTER_S = 60 * 60;

export interface AuthDependencies {
  db: Database;
  /** Canonical origin, e.g. "https://www.example.com": cookies are Secure when it is https */
  siteUrl: string;
  secret: string;
  staffEmails: StaffAllowlist;
  throttle?: SignInThrottle;
  /** better-auth's own messages go here, as JSON lines like every other server log */
  log?: Logger;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Staff accounts (email and password) with better-auth, in the leads' SQLite database:
 * its tables come from our numbered migrations, and it shares the one connection.
 * Transactions stay off: a better-auth transaction spans awaits, and on a shared
 * connection another request's synchronous write would land inside it.
 */
export function createAuth({ db, siteUrl, secret, staffEmails, throttle, log }: AuthDependencies) {
  const secure = siteUrl.startsWith("https://");
  const signInThrottle = throttle ?? new SignInThrottle();
  // Throttled per client as the quote limit is: IPv6 per /64.
  const clientAddress = (headers: Headers | undefined) =>
    clientKey(headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown");

  return betterAuth({
    appName: "Ridgeline staff",
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [siteUrl],
    database: {
      dialect: new NodeSqliteDialect({ database: db }),
      type: "sqlite",
      transaction: false,
    },
    emailAndPassword: {
      enabled: true,
      // Accounts come from the staff CLI or an invitation (staffAccounts), never from a form.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    plugins: [staffAccounts()],
    user: {
      // Every way of creating a user passes here: the staff CLI and invitations alike.
      validateUserInfo: ({ user }) =>
        isStaffEmail(String(user.email ?? ""), staffEmails)
          ? undefined
          : { error: "NOT_STAFF", errorDescription: NOT_STAFF_MESSAGE },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_RENEW_AFTER_S,
      // Every request reads the session table, so a sign-out anywhere takes effect at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 20 },
      },
    },
    advanced: {
      cookiePrefix: "ridgeline",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      ...(log && {
        log: (level, message) =>
          (level === "error" ? log.error : level === "warn" ? log.warn : log.info)("auth.log", {
            message,
          }),
      }),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email")
          throw new APIError("FORBIDDEN", {
            code: "SIGN_UP_CLOSED",
            message: SIGN_UP_CLOSED_MESSAGE,
          });
        if (ctx.path === "/sign-out") {
          // Global scope (SPEC §6): signing out ends every session of the user.
          const current = await getSessionFromCtx(ctx, { disableRefresh: true });
          if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
          return undefined;
        }
        if (ctx.path !== "/sign-in/email") return undefined;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const email = text(body["email"]);
        if (!email || !text(body["password"]))
          throw new APIError("BAD_REQUEST", {
            code: "MISSING_CREDENTIALS",
            message: MISSING_CREDENTIALS_MESSAGE,
          });
        // Refused before it is counted: the throttle keys on the address, and a 64 KB
        // "email" per failure would let a guesser fill the server's memory.
        if (email.length > MAX_EMAIL_LENGTH)
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_EMAIL",
            message: "Please enter a valid email address.",
          });
        const address = clientAddress(ctx.headers);
        const decision = signInThrottle.check(email, address);
        if (!decision.allowed)
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "TOO_MANY_ATTEMPTS",
            message: throttledMessage(decision.retryAfterSeconds),
          });
        // An address taken off STAFF_EMAILS loses its account's access; the answer is the
        // same as for a wrong password.
        if (!isStaffEmail(email, staffEmails)) {
          signInThrottle.recordFailure(email, address);
          throw new APIError("UNAUTHORIZED", {
            code: "INVALID_EMAIL_OR_PASSWORD",
            message: "Invalid email or password",
          });
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = text((ctx.body as Record<string, unknown> | undefined)?.["email"]);
        const address = clientAddress(ctx.headers);
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401 || returned.statusCode === 403)
            signInThrottle.recordFailure(email, address);
        } else {
          signInThrottle.recordSuccess(email, address);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
