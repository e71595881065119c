import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { ServerConfig } from "../config/config.ts";
import { resolveAuthSecret } from "../staff/secret.ts";

/*
 * The access code's secrets. Each is an HMAC under a key of its own derived from the
 * server's secret (as the links are, proposal-links.ts), so a copy of the database gives
 * neither a code nor a cookie, and every instance sharing AUTH_SECRET checks what another
 * made. Every comparison is in constant time.
 */

/** The two keys: one for the stored codes, one for the cookie a correct code sets. */
export interface AccessKeys {
  code: string;
  cookie: string;
}

export const accessKeysOf = (config: Pick<ServerConfig, "dataDir" | "authSecret">): AccessKeys => {
  const secret = resolveAuthSecret(config.dataDir, config.authSecret);
  const derive = (purpose: string) =>
    createHmac("sha256", secret).update(purpose).digest("base64url");
  return { code: derive("proposal-access-code"), cookie: derive("proposal-access-cookie") };
};

/** A new code: six digits from the system's cryptographic generator, leading zeros kept. */
export const newAccessCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** What the database keeps of a code: its HMAC, bound to the version it opens. */
export const accessCodeHash = (key: string, versionId: number, code: string) =>
  createHmac("sha256", key)
    .update(`proposal-access-code\u0000${versionId}\u0000${code}`)
    .digest("hex");

/** Whether two strings are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the cookie is signed over: the version, the link (by its token's hash) and when it ends. */
const cookieMac = (key: string, versionId: number, tokenHash: string, until: number) =>
  createHmac("sha256", key)
    .update(["proposal-access-cookie", versionId, tokenHash, until].join("\u0000"))
    .digest("base64url");

/**
 * The cookie's value: when it stops opening the link (seconds since 1970) and the HMAC over
 * it, the version and the link. It names neither the version nor the homeowner.
 *
 * @example accessCookieValue(key, 41, "9f…", 1796000000) // "1796000000.Qm9i…"
 */
export const accessCookieValue = (
  key: string,
  versionId: number,
  tokenHash: string,
  until: number,
) => `${until}.${cookieMac(key, versionId, tokenHash, until)}`;

/**
 * Whether `value` opens this link's version at `now`: signed by this server for this very
 * version and link, and not past its end (nor further ahead than `longestSeconds`, which no
 * cookie of ours is).
 */
export function cookieOpens(
  key: string,
  value: string,
  link: { versionId: number; tokenHash: string },
  now: Date,
  longestSeconds: number,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return false;
  const until = Number(match[1]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (until <= nowSeconds || until > nowSeconds + longestSeconds) return false;
  return sameSecret(match[2]!, cookieMac(key, link.versionId, link.tokenHash, until));
}
