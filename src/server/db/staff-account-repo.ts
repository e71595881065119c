import { inTransaction, type Database } from "./connection.ts";
import { revokeInvitationsOf } from "./invitation-repo.ts";

/** A staff account as the staff page and the CLI list it. */
export interface StaffAccount {
  id: string;
  email: string;
  /** ISO time the account was created */
  createdAt: string;
  /** Sessions not yet expired: browsers where it is signed in */
  activeSessions: number;
}

/** Every staff account, by address. */
export function listStaffAccounts(db: Database, now = new Date().toISOString()): StaffAccount[] {
  return db
    .prepare(
      `SELECT "id", "email", "createdAt",
         (SELECT COUNT(*) FROM "session" WHERE "userId" = "user"."id" AND "expiresAt" > ?) AS "activeSessions"
       FROM "user" ORDER BY "email"`,
    )
    .all(now) as unknown as StaffAccount[];
}

/**
 * Deletes an account with its password and sessions (the foreign keys cascade), so it is
 * signed out everywhere at once (sessions are read from the table on every request), and
 * withdraws the invitations it sent or that were sent to its address.
 */
export function removeStaffAccount(db: Database, id: string, now = new Date().toISOString()) {
  return removeWhere(db, '"id" = ?', id, now);
}

/** The same, by address, for the CLI: "Office@Example.com" finds "office@example.com". */
export function removeStaffAccountByEmail(
  db: Database,
  email: string,
  now = new Date().toISOString(),
): boolean {
  return removeWhere(db, '"email" = ?', email.trim().toLowerCase(), now);
}

function removeWhere(db: Database, condition: string, value: string, now: string): boolean {
  return inTransaction(db, () => {
    const account = db.prepare(`SELECT "id", "email" FROM "user" WHERE ${condition}`).get(value) as
      { id: string; email: string } | undefined;
    if (!account) return false;
    db.prepare('DELETE FROM "user" WHERE "id" = ?').run(account.id);
    revokeInvitationsOf(db, account.id, account.email, now);
    return true;
  });
}

/** Whether the address has an account: "Office@Example.com" finds "office@example.com". */
export function hasStaffAccount(db: Database, email: string): boolean {
  return (
    db.prepare('SELECT 1 FROM "user" WHERE "email" = ?').get(email.trim().toLowerCase()) !==
    undefined
  );
}
