import { proposalAccess } from "../../config/proposal-access.ts";
import { PROPOSAL_TOKEN_PATTERN, proposalPagePaths } from "../public-routes.ts";

/*
 * The access code's rules that need no database: when a link asks for it, how the address
 * it goes to is shown, what the gate's form may post, and which paths the gate guards.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a link sent at `sentAt` asks for the code at `now`: more than codeAfterDays
 * after the version was sent (config/proposal-access.ts).
 *
 * @example linkNeedsCode("2026-11-01T15:00:00.000Z", new Date("2026-11-15T15:00:00.001Z")) // true
 */
export function linkNeedsCode(sentAt: string, now: Date): boolean {
  const sent = Date.parse(sentAt);
  // A time that does not parse is treated as old: the code is the safe side.
  if (Number.isNaN(sent)) return true;
  return now.getTime() - sent > proposalAccess.codeAfterDays * DAY_MS;
}

/**
 * The address on file as the gate shows it: enough for the homeowner to know which
 * mailbox to look in, not enough to learn it from the page.
 *
 * @example maskedAddress("jordan@example.com") // "j•••@example.com"
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export type CodePost = { intent: "send" } | { intent: "verify"; code: string };

/**
 * What the gate's form may post: "send" with nothing else (never an address: the code goes
 * to the address on file), or "verify" with the code. Spaces and dashes a person types or
 * pastes between the digits are dropped.
 *
 * @example readCodePost([["intent", "verify"], ["code", "123 456"]])
 * // { ok: true, post: { intent: "verify", code: "123456" } }
 */
export function readCodePost(
  entries: Iterable<[string, unknown]>,
): { ok: true; post: CodePost } | { ok: false; problem: "form" | "code" } {
  const fields = new Map<string, string>();
  for (const [key, value] of entries) {
    if (typeof value !== "string" || fields.has(key)) return { ok: false, problem: "form" };
    fields.set(key, value);
  }
  const intent = fields.get("intent");
  if (intent === "send" && fields.size === 1) return { ok: true, post: { intent: "send" } };
  if (intent !== "verify" || fields.size !== 2 || !fields.has("code"))
    return { ok: false, problem: "form" };
  const code = fields.get("code")!.slice(0, 40).replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(code)) return { ok: false, problem: "code" };
  return { ok: true, post: { intent: "verify", code } };
}

const GUARDED = new RegExp(`^${proposalPagePaths.page("")}([^/]+)(/.*)?$`);

/**
 * The token of a path under a proposal's link that the gate guards (the page and
 * everything under it but the gate's own page), or undefined.
 *
 * @example guardedProposalToken("/proposal/Zx3kP0aB9qZx3kP0aB9q/proposal.pdf") // "Zx3kP0aB9qZx3kP0aB9q"
 */
export function guardedProposalToken(pathname: string): string | undefined {
  const match = GUARDED.exec(pathname);
  if (!match || !PROPOSAL_TOKEN_PATTERN.test(match[1]!)) return undefined;
  // The gate's own page, where the code is asked for and given.
  if (pathname === proposalPagePaths.accessCode(match[1]!)) return undefined;
  return match[1];
}

/** The first segment of a path under /proposal/ that names a page of its own, not a token. */
const segmentOf = (path: string) =>
  path.slice(proposalPagePaths.page("").length).replace(/\/$/, "");

/**
 * The names under /proposal/ that are not a link's token: the deposit's return page and
 * the co-signer's page. Neither is behind the access code: each opens with a token of its
 * own purpose, which no view link's code could vouch for (the co-signer's expires with its
 * invitation instead: lib/proposals/cosigner-rules.ts).
 */
const OWN_PAGE_SEGMENTS: readonly string[] = [
  segmentOf(proposalPagePaths.depositReturn("")),
  segmentOf(proposalPagePaths.cosign("")),
];

/**
 * A path under /proposal/ whose first segment is neither a token as links spell it nor one
 * of the pages of their own (the deposit's return, the co-signer's). The router is more forgiving than the gate's pattern (Astro drops a
 * ".html" and decodes "%5F" before it reads the token), so such a path could reach a
 * proposal ungated: it is refused instead.
 *
 * @example isMisspelledProposalPath("/proposal/Zx3kP0aB9qZx3kP0aB9q.html") // true
 */
export function isMisspelledProposalPath(pathname: string): boolean {
  const prefix = proposalPagePaths.page("");
  if (!pathname.startsWith(prefix)) return false;
  const segment = pathname.slice(prefix.length).split("/")[0]!;
  if (OWN_PAGE_SEGMENTS.includes(segment)) return false;
  return !PROPOSAL_TOKEN_PATTERN.test(segment);
}

/** The cookie a correct code sets, on the link's own path (its value: access-code-keys.ts). */
export const ACCESS_COOKIE = "proposal_access";

/**
 * Every value of the access cookie a request carries. A browser may send two of one name
 * (one set on a longer path); each is checked, and a value that is not ours opens nothing.
 *
 * @example accessCookieValues("a=1; proposal_access=17.x; proposal_access=18.y") // ["17.x", "18.y"]
 */
export function accessCookieValues(header: string | null): string[] {
  if (header === null) return [];
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${ACCESS_COOKIE}=`))
    .map((pair) => pair.slice(ACCESS_COOKIE.length + 1))
    .slice(0, 10);
}

/** The Set-Cookie header of a correct code: HttpOnly, Secure, SameSite=Lax, the link's path only. */
export const accessCookieHeader = (token: string, value: string, maxAgeSeconds: number) =>
  `${ACCESS_COOKIE}=${value}; Path=${proposalPagePaths.page(token)}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;

/**
 * Where a code's email stands, as a homeowner waiting for it needs to know: still being
 * sent, handed to their mail provider, or refused by the mail server so far (the outbox
 * keeps trying, or gave up).
 */
export type CodeMail = "on-its-way" | "sent" | "not-sent-yet";
