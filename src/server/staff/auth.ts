import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";
import type { Logger } from "../log.ts";
import { clientKey } from "../spam/client-key.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { SignInThrottle, throttledMessage } from "./sign-in-throttle.ts";
import { AUTH_BASE_PATH } from "../../lib/admin-routes.ts";
import {
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
  db: Db;
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
 * Staff accounts (email and password) with better-auth, in the leads' database (SQLite or
 * Postgres) through the same Kysely instance: its tables come from our migrations. Its
 * transactions are on: every query, ours and better-auth's, goes through that one
 * Kysely, which on SQLite lends the one connection to a transaction until it ends, so no
 * other request's write can land inside it (on Postgres a transaction has its own
 * pooled connection). Sessions, limits and counters all live in the database, so any
 * instance with the same AUTH_SECRET reads a session another instance made.
 */
export function createAuth({ db, siteUrl, secret, staffEmails, throttle, log }: AuthDependencies) {
  const secure = siteUrl.startsWith("https://");
  const signInThrottle = throttle ?? new SignInThrottle(db);
  // Throttled per client as the quote limit is: IPv6 per /64.
  const clientAddress = (headers: Headers | undefined) =>
    clientKey(headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown");

  return betterAuth({
    appName: "Ridgeline staff",
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [siteUrl],
    database: { db, type: engineOf(db), transaction: true },
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
      // Counted in the database, so several instances allow these many requests in all.
      storage: "database",
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
    // better-auth reports a refused request through its process-wide logger, which
    // ignores the `logger` option and prints coloured text to stderr; this takes its place.
    ...(log && { onAPIError: { onError: (error: unknown) => logAuthError(log, error) } }),
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email")
          throw new APIError("FORBIDDEN", {
            code: "SIGN_UP_CLOSED",
            message: SIGN_UP_CLOSED_MESSAGE,
          });
        if (ctx.path === "/sign-out") {
          // Global scope: signing out ends every session of the user.
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
        // "email" per failure would let a guesser fill the database with rate_events.
        if (email.length > MAX_EMAIL_LENGTH)
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_EMAIL",
            message: "Please enter a valid email address.",
          });
        const address = clientAddress(ctx.headers);
        const decision = await signInThrottle.check(email, address);
        if (!decision.allowed)
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "TOO_MANY_ATTEMPTS",
            message: throttledMessage(decision.retryAfterSeconds),
          });
        // An address taken off STAFF_EMAILS loses its account's access; the answer is the
        // same as for a wrong password.
        if (!isStaffEmail(email, staffEmails)) {
          await signInThrottle.recordFailure(email, address);
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
            await signInThrottle.recordFailure(email, address);
        } else {
          await signInThrottle.recordSuccess(email, address);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * One JSON line for an error better-auth answered: a refusal (4xx: a bad origin, a wrong
 * password) is a warning with its status and code; anything else is an error.
 */
function logAuthError(log: Logger, error: unknown): void {
  if (isAPIError(error) && error.statusCode < 500) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    log.warn("auth.refused", { status: error.statusCode, code: code ?? null });
    return;
  }
  log.error("auth.error", { error: error instanceof Error ? error.message : String(error) });
}
