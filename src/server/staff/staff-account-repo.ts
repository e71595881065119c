import { inTransaction } from "../db/database.ts";
import { revokeInvitationsOf } from "./invitation-repo.ts";
import type { Db } from "../tables.ts";

/** A staff account as the staff page and the CLI list it. */
export interface StaffAccount {
  id: string;
  email: string;
  /** ISO time the account was created */
  createdAt: string;
  /** Sessions not yet expired: browsers where it is signed in */
  activeSessions: number;
}

/** better-auth's times are ISO text on SQLite and a Date from Postgres. */
const isoTime = (value: Date | string) => new Date(value).toISOString();

/** Every staff account, by address. */
export async function listStaffAccounts(
  db: Db,
  now = new Date().toISOString(),
): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("user")
    .select((eb) => [
      "user.id",
      "user.email",
      "user.createdAt",
      eb
        .selectFrom("session")
        .select(eb.fn.countAll().as("count"))
        .whereRef("session.userId", "=", "user.id")
        .where("session.expiresAt", ">", now)
        .as("activeSessions"),
    ])
    .orderBy("user.email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: isoTime(row.createdAt),
    activeSessions: Number(row.activeSessions),
  }));
}

/**
 * Deletes an account with its password and sessions (the foreign keys cascade), so it is
 * signed out everywhere at once (sessions are read from the table on every request), and
 * withdraws the invitations it sent or that were sent to its address.
 */
export function removeStaffAccount(
  db: Db,
  id: string,
  now = new Date().toISOString(),
): Promise<boolean> {
  return removeWhere(db, "id", id, now);
}

/** The same, by address, for the CLI: "Office@Example.com" finds "office@example.com". */
export function removeStaffAccountByEmail(
  db: Db,
  email: string,
  now = new Date().toISOString(),
): Promise<boolean> {
  return removeWhere(db, "email", email.trim().toLowerCase(), now);
}

function removeWhere(db: Db, column: "id" | "email", value: string, now: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const account = await trx
      .selectFrom("user")
      .select(["id", "email"])
      .where(column, "=", value)
      .executeTakeFirst();
    if (!account) return false;
    await revokeInvitationsOf(trx, account.id, account.email, now);
    const result = await trx.deleteFrom("user").where("id", "=", account.id).executeTakeFirst();
    return result.numDeletedRows === 1n;
  });
}

/** Whether the address has an account: "Office@Example.com" finds "office@example.com". */
export async function hasStaffAccount(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
