import { quoteFieldsSchema } from "../quote-schema.ts";
import { signerName, signerNameProblem } from "./signer-name.ts";

/*
 * The second signer's rules that need no database: how often a signed proposal's
 * homeowner may invite one (an email we send to an address they type is an email anyone
 * holding the link could aim at a stranger), how long the invitation's link works, and
 * what the invitation's and the co-signer's forms may post.
 */

export const COSIGN_LIMITS = {
  /** At most one invitation in this many minutes, per version */
  minutesBetween: 10,
  /** At most this many invitations per version, ever */
  perVersion: 3,
  /**
   * Days an invitation's link works. It is sent the moment the homeowner types the
   * address, so within this time it is as fresh as a new proposal's link, which asks no
   * access code either (config/proposal-access.ts: codeAfterDays, also 14); after it the
   * link opens nothing and the homeowner sends a new one.
   */
  linkDays: 14,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an invitation sent at `invitedAt` has expired at `now`. A time that does not
 * parse reads as expired: the safe side.
 *
 * @example cosignLinkExpired("2026-12-01T15:00:00.000Z", new Date("2026-12-15T15:00:00.001Z")) // true
 */
export function cosignLinkExpired(invitedAt: string, now: Date): boolean {
  const invited = Date.parse(invitedAt);
  return Number.isNaN(invited) || now.getTime() - invited > COSIGN_LIMITS.linkDays * DAY_MS;
}

/** The last instant an invitation sent at `invitedAt` works. */
export const cosignLinkExpiresAt = (invitedAt: string) =>
  new Date(Date.parse(invitedAt) + COSIGN_LIMITS.linkDays * DAY_MS);

/** When the next invitation may be sent after one at `lastAt`. */
export const nextInvitationAt = (lastAt: string) =>
  new Date(Date.parse(lastAt) + COSIGN_LIMITS.minutesBetween * 60_000);

/** What the signed page shows of a second signer. */
export interface CosignStatus {
  /** The latest invitation: to whom, when, and whether its link has expired */
  invited: { name: string; invitedAt: string; expired: boolean } | null;
  /** Once they signed: who, when, and the co-signed PDF at the homeowner's link */
  cosigned: { name: string; signedAt: string; pdfPath: string } | null;
  /** Whether another invitation may be sent now, and if not yet, from when */
  canInvite: boolean;
  nextAt: string | null;
  invitationsLeft: number;
}

export interface InviteForm {
  name: string;
  email: string;
}

/**
 * The invitation's name and address checked as a signature's name (signer-name.ts) and
 * as the quote form's address (quote-schema.ts), or which one is wrong.
 *
 * @example checkedInvitation({ name: " Pat  Whitfield ", email: "pat@example.com " })
 * // { ok: true, name: "Pat Whitfield", email: "pat@example.com" }
 */
export function checkedInvitation(
  form: InviteForm,
): { ok: true; name: string; email: string } | { ok: false; problem: "name" | "email" } {
  if (signerNameProblem(form.name) !== null) return { ok: false, problem: "name" };
  const email = quoteFieldsSchema.shape.email.safeParse(form.email);
  if (!email.success || email.data === "") return { ok: false, problem: "email" };
  return { ok: true, name: signerName(form.name), email: email.data };
}

export interface CosignPost {
  name: string;
  consented: boolean;
  shownSha256: string;
}

const COSIGN_FIELDS = new Set(["intent", "name", "consent", "shown"]);
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * What the co-signer's form may post, read strictly as the proposal page's forms are
 * (proposal-post.ts): ids and words only, a field given twice or unknown refuses it all.
 *
 * @example readCosignPost([["intent", "sign"], ["name", "Pat"], ["shown", "0".repeat(64)]])
 * // { ok: true, post: { name: "Pat", consented: false, shownSha256: "000…" } }
 */
export function readCosignPost(
  entries: Iterable<[string, unknown]>,
): { ok: true; post: CosignPost } | { ok: false; message: string } {
  const fields = new Map<string, string>();
  for (const [key, value] of entries) {
    if (typeof value !== "string") return { ok: false, message: `"${key}" is not text.` };
    if (!COSIGN_FIELDS.has(key)) return { ok: false, message: `The form has no field "${key}".` };
    if (fields.has(key)) return { ok: false, message: `"${key}" was sent twice.` };
    fields.set(key, value);
  }
  if (fields.get("intent") !== "sign") {
    return { ok: false, message: "The form did not say what to do." };
  }
  const shown = fields.get("shown") ?? "";
  if (!SHA256.test(shown)) return { ok: false, message: "The form is missing its proposal." };
  const consent = fields.get("consent");
  if (consent !== undefined && consent !== "on") {
    return { ok: false, message: 'The consent box sends only "on".' };
  }
  return {
    ok: true,
    post: { name: fields.get("name") ?? "", consented: consent === "on", shownSha256: shown },
  };
}
