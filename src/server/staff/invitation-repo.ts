import type { ExpressionBuilder, Selectable } from "kysely";
import type { DatabaseSchema, Db } from "../tables.ts";
import type { StaffInvitationsTable } from "./staff-tables.ts";

export type InvitationState = "pending" | "accepted" | "expired" | "revoked";

export interface StaffInvitation {
  id: string;
  email: string;
  invitedByEmail: string;
  /** ISO times */
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

export interface NewInvitation {
  id: string;
  /** Lower case, e.g. "estimator@example.com" */
  email: string;
  /** SHA-256 of the token in the link, hex; the token itself is never stored here */
  tokenHash: string;
  invitedBy: { id: string; email: string };
  createdAt: string;
  expiresAt: string;
}

const COLUMNS = [
  "id",
  "email",
  "invited_by_email",
  "created_at",
  "expires_at",
  "accepted_at",
  "revoked_at",
] as const;

type InvitationRow = Pick<Selectable<StaffInvitationsTable>, (typeof COLUMNS)[number]>;

const toInvitation = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  invitedByEmail: row.invited_by_email,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  acceptedAt: row.accepted_at,
  revokedAt: row.revoked_at,
});

/** Where an invitation stands at `now` (ISO): used and withdrawn win over expired. */
export function invitationState(invitation: StaffInvitation, now: string): InvitationState {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt <= now ? "expired" : "pending";
}

/** The condition under which an invitation can still be used or withdrawn. */
const stillPending =
  (now: string) => (eb: ExpressionBuilder<DatabaseSchema, "staff_invitations">) =>
    eb.and([
      eb("accepted_at", "is", null),
      eb("revoked_at", "is", null),
      eb("expires_at", ">", now),
    ]);

/**
 * Stores an invitation and withdraws the address's earlier pending ones, so only the
 * newest link works. Call inside the transaction that also queues its email.
 */
export async function insertInvitation(db: Db, invitation: NewInvitation): Promise<void> {
  await db
    .updateTable("staff_invitations")
    .set({ revoked_at: invitation.createdAt })
    .where("email", "=", invitation.email)
    .where(stillPending(invitation.createdAt))
    .execute();
  await db
    .insertInto("staff_invitations")
    .values({
      id: invitation.id,
      email: invitation.email,
      token_hash: invitation.tokenHash,
      invited_by_id: invitation.invitedBy.id,
      invited_by_email: invitation.invitedBy.email,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<StaffInvitation | undefined> {
  const row = await db
    .selectFrom("staff_invitations")
    .select(COLUMNS)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row && toInvitation(row);
}

/**
 * Marks a pending invitation used, in one conditional statement: of two requests with
 * the same link (or two server instances) exactly one gets true and may create the account.
 */
export async function claimInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("staff_invitations")
    .set({ accepted_at: now })
    .where("id", "=", id)
    .where(stillPending(now))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Undoes a claim whose account could not be created, so the link can be tried again. */
export async function releaseInvitation(db: Db, id: string, claimedAt: string): Promise<void> {
  await db
    .updateTable("staff_invitations")
    .set({ accepted_at: null })
    .where("id", "=", id)
    .where("accepted_at", "=", claimedAt)
    .execute();
}

/** Withdraws a pending invitation; false when it was already used, withdrawn or expired. */
export async function revokeInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("staff_invitations")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where(stillPending(now))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Withdraws every pending invitation sent by `accountId` or sent to `email`: run when an
 * account is removed, so a removed colleague cannot come back through a link they sent to
 * another address of theirs, nor through an old link to their own.
 */
export async function revokeInvitationsOf(
  db: Db,
  accountId: string,
  email: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable("staff_invitations")
    .set({ revoked_at: now })
    .where((eb) =>
      eb.or([eb("invited_by_id", "=", accountId), eb("email", "=", email.trim().toLowerCase())]),
    )
    .where(stillPending(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The newest invitations first, for the staff page. Two made in the same millisecond
 * (only ever in tests) come in id order.
 */
export async function listInvitations(db: Db, limit = 50): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .select(COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toInvitation);
}
