import type { Database } from "./connection.ts";

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

interface InvitationRow {
  id: string;
  email: string;
  invited_by_email: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = "id, email, invited_by_email, created_at, expires_at, accepted_at, revoked_at";

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
const STILL_PENDING = "accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?";

/**
 * Stores an invitation and withdraws the address's earlier pending ones, so only the
 * newest link works. Call inside the transaction that also queues its email.
 */
export function insertInvitation(db: Database, invitation: NewInvitation): void {
  db.prepare(
    `UPDATE staff_invitations SET revoked_at = ? WHERE email = ? AND ${STILL_PENDING}`,
  ).run(invitation.createdAt, invitation.email, invitation.createdAt);
  db.prepare(
    `INSERT INTO staff_invitations (id, email, token_hash, invited_by_id, invited_by_email, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    invitation.id,
    invitation.email,
    invitation.tokenHash,
    invitation.invitedBy.id,
    invitation.invitedBy.email,
    invitation.createdAt,
    invitation.expiresAt,
  );
}

export function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
): StaffInvitation | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM staff_invitations WHERE token_hash = ?`)
    .get(tokenHash) as InvitationRow | undefined;
  return row && toInvitation(row);
}

/**
 * Marks a pending invitation used, in one conditional statement: of two requests with
 * the same link (or two server instances) exactly one gets true and may create the account.
 */
export function claimInvitation(db: Database, id: string, now: string): boolean {
  return (
    db
      .prepare(`UPDATE staff_invitations SET accepted_at = ? WHERE id = ? AND ${STILL_PENDING}`)
      .run(now, id, now).changes === 1
  );
}

/** Undoes a claim whose account could not be created, so the link can be tried again. */
export function releaseInvitation(db: Database, id: string, claimedAt: string): void {
  db.prepare(
    "UPDATE staff_invitations SET accepted_at = NULL WHERE id = ? AND accepted_at = ?",
  ).run(id, claimedAt);
}

/** Withdraws a pending invitation; false when it was already used, withdrawn or expired. */
export function revokeInvitation(db: Database, id: string, now: string): boolean {
  return (
    db
      .prepare(`UPDATE staff_invitations SET revoked_at = ? WHERE id = ? AND ${STILL_PENDING}`)
      .run(now, id, now).changes === 1
  );
}

/**
 * Withdraws every pending invitation sent by `accountId` or sent to `email`: run when an
 * account is removed, so a removed colleague cannot come back through a link they sent to
 * another address of theirs, nor through an old link to their own.
 */
export function revokeInvitationsOf(
  db: Database,
  accountId: string,
  email: string,
  now: string,
): number {
  return Number(
    db
      .prepare(
        `UPDATE staff_invitations SET revoked_at = ?
         WHERE (invited_by_id = ? OR email = ?) AND ${STILL_PENDING}`,
      )
      .run(now, accountId, email.trim().toLowerCase(), now).changes,
  );
}

/** The newest invitations first, for the staff page. */
export function listInvitations(db: Database, limit = 50): StaffInvitation[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM staff_invitations ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    .all(limit) as unknown as InvitationRow[];
  return rows.map(toInvitation);
}
