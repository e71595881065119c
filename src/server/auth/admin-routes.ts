import {
  AUTH_BASE_PATH,
  INBOX_PATH,
  INVITATION_PATH,
  isAdminPath,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
} from "../../lib/admin-routes.ts";

/*
 * The server's judgements about staff paths. The paths themselves are in lib/admin-routes.ts.
 */

/** Admin paths anyone may reach: the account pages and better-auth's own endpoints. */
export function isPublicAdminPath(pathname: string): boolean {
  return (
    pathname === SIGN_IN_PATH ||
    pathname === INVITATION_PATH ||
    pathname === SIGN_OUT_PATH ||
    pathname === AUTH_BASE_PATH ||
    pathname.startsWith(`${AUTH_BASE_PATH}/`)
  );
}

/**
 * Where to go after signing in: a same-site admin path from `next`, else the inbox.
 * Anything else (another host, "//evil.example", a sign-in page) falls back.
 *
 * @example safeNextPath("/admin/leads/Q-7K4P9M") // "/admin/leads/Q-7K4P9M"
 * @example safeNextPath("https://evil.example/admin") // "/admin"
 */
export function safeNextPath(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!next || next.startsWith("//") || /[\\\s\u0000-\u001f\u007f]|%00/i.test(next))
    return INBOX_PATH;
  const base = "http://site.invalid";
  if (!URL.canParse(next, base)) return INBOX_PATH;
  // Re-serialised by URL, so it is percent-encoded and fits a Location header
  // ("/admin?q=Nguyễn" → "/admin?q=Nguy%E1%BB%85n").
  const url = new URL(next, base);
  // Judged on the path alone, so a filtered inbox ("/admin?status=won") is kept.
  if (url.origin !== base || !isAdminPath(url.pathname) || isPublicAdminPath(url.pathname))
    return INBOX_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
