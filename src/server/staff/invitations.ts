import { createHash, randomBytes, randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "../../lib/staff-auth.ts";
import { inTransaction } from "../db/database.ts";
import { type Db } from "../tables.ts";
import {
  claimInvitation,
  findInvitationByTokenHash,
  insertInvitation,
  invitationState,
  releaseInvitation,
  type StaffInvitation,
} from "./invitation-repo.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { composeInvitation } from "../mail/compose-invitation.ts";
import { invitationUrl } from "../../lib/admin-routes.ts";
import { isStaffEmail, NOT_STAFF_MESSAGE, type StaffAllowlist } from "./staff-policy.ts";

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** The SHA-256 of a link's token, hex: all the database keeps of it. */
export const hashInvitationToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");

export class InvitationRefusedError extends Error {
  readonly reason: "not-staff" | "has-account";

  constructor(reason: "not-staff" | "has-account", message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface InviteDependencies {
  db: Db;
  /** e.g. "https://www.example.com": the link and the Message-ID's host come from it */
  siteUrl: string;
  staffEmails: StaffAllowlist;
  hasAccount: (email: string) => Promise<boolean>;
}

/**
 * Invites an address to a staff account: stores a one-time token's hash, withdraws the
 * address's earlier pending invitations and queues the email with the link, all at once.
 * The caller wakes the outbox drain. Refused for an address outside STAFF_EMAILS or one
 * that already has an account.
 */
export async function inviteStaff(
  deps: InviteDependencies,
  address: string,
  invitedBy: { id: string; email: string },
  now = new Date(),
): Promise<{ id: string; email: string; expiresAt: string }> {
  const email = address.trim().toLowerCase();
  if (!isStaffEmail(email, deps.staffEmails))
    throw new InvitationRefusedError("not-staff", NOT_STAFF_MESSAGE);
  if (await deps.hasAccount(email))
    throw new InvitationRefusedError(
      "has-account",
      `${email} already has a staff account, so there is no need to invite it.`,
    );
  const token = randomBytes(32).toString("base64url");
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const id = randomUUID();
  const link = invitationUrl(deps.siteUrl, token);
  await inTransaction(deps.db, async (trx) => {
    const tokenHash = hashInvitationToken(token);
    await insertInvitation(trx, { id, email, tokenHash, invitedBy, createdAt, expiresAt });
    const message = composeInvitation({
      to: email,
      invitedBy: invitedBy.email,
      link: link.href,
      expiresAt,
    });
    await enqueueMessage(trx, null, message, createdAt, new URL(deps.siteUrl).hostname);
  });
  return { id, email, expiresAt };
}

export type Refusal = { status: number; message: string };

/** What an invitation's page says when its link no longer works. */
export const invitationRefusals = {
  unknown: {
    status: 404,
    message:
      "This invitation link is not valid. Check that you opened the whole link from the email, or ask a colleague to send a new one.",
  },
  expired: {
    status: 410,
    message: "This invitation has expired. Ask a colleague to send a new one.",
  },
  accepted: {
    status: 410,
    message:
      "This invitation has already been used. Sign in with the password chosen then, or ask a colleague to send a new one.",
  },
  revoked: {
    status: 410,
    message: "This invitation was withdrawn. Ask a colleague to send a new one.",
  },
} satisfies Record<string, Refusal>;

export type InvitationLookup =
  { ok: true; invitation: StaffInvitation } | { ok: false; refusal: Refusal };

/** The pending invitation a link's token belongs to, or why the link does not work. */
export async function findPendingInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<InvitationLookup> {
  const invitation = token
    ? await findInvitationByTokenHash(db, hashInvitationToken(token))
    : undefined;
  if (!invitation) return { ok: false, refusal: invitationRefusals.unknown };
  const state = invitationState(invitation, now.toISOString());
  return state === "pending"
    ? { ok: true, invitation }
    : { ok: false, refusal: invitationRefusals[state] };
}

export interface AcceptDependencies {
  db: Db;
  staffEmails: StaffAllowlist;
  /** Creates the account with its password (better-auth's createStaffAccount) */
  createAccount: (email: string, password: string) => Promise<unknown>;
}

export type AcceptResult =
  | { ok: true; email: string }
  /** `retry`: the link still works and the form may be sent again (e.g. a short password) */
  | { ok: false; status: number; message: string; retry: boolean };

/**
 * Uses an invitation's link once: sets the password it was sent to choose. The claim on
 * the invitation is taken before the account is made, so two submissions of one link
 * make one account; a failure to make it releases the claim.
 */
export async function acceptInvitation(
  deps: AcceptDependencies,
  token: string,
  password: string,
  confirmation: string,
  now = new Date(),
): Promise<AcceptResult> {
  const lookup = await findPendingInvitation(deps.db, token, now);
  if (!lookup.ok) return { ok: false, ...lookup.refusal, retry: false };
  const { invitation } = lookup;
  const problem = passwordProblem(password, confirmation);
  if (problem) return { ok: false, status: 400, message: problem, retry: true };
  if (!isStaffEmail(invitation.email, deps.staffEmails))
    return { ok: false, status: 403, message: NOT_STAFF_MESSAGE, retry: false };

  const claimedAt = now.toISOString();
  if (!(await claimInvitation(deps.db, invitation.id, claimedAt))) {
    const again = await findPendingInvitation(deps.db, token, now);
    const refusal = again.ok ? invitationRefusals.accepted : again.refusal;
    return { ok: false, ...refusal, retry: false };
  }
  try {
    await deps.createAccount(invitation.email, password);
  } catch (error) {
    await releaseInvitation(deps.db, invitation.id, claimedAt);
    if (!isAPIError(error)) throw error;
    return { ok: false, status: error.statusCode, message: error.message, retry: false };
  }
  return { ok: true, email: invitation.email };
}

function passwordProblem(password: string, confirmation: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Please keep the password under ${MAX_PASSWORD_LENGTH} characters.`;
  if (password !== confirmation)
    return "The two passwords are not the same. Please type the same password twice.";
  return undefined;
}
