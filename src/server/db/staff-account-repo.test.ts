// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./connection.ts";
import { insertInvitation, listInvitations, invitationState } from "./invitation-repo.ts";
import {
  hasStaffAccount,
  listStaffAccounts,
  removeStaffAccount,
  removeStaffAccountByEmail,
} from "./staff-account-repo.ts";

let db: Database;

function account(id: string, email: string, createdAt: string) {
  db.prepare(
    `INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt") VALUES (?, ?, ?, 1, ?, ?)`,
  ).run(id, email, email, createdAt, createdAt);
  db.prepare(
    `INSERT INTO "account" ("id", "accountId", "providerId", "userId", "password", "createdAt", "updatedAt")
     VALUES (?, ?, 'credential', ?, 'hash', ?, ?)`,
  ).run(`a-${id}`, id, id, createdAt, createdAt);
}

function session(userId: string, expiresAt: string) {
  db.prepare(
    `INSERT INTO "session" ("id", "expiresAt", "token", "createdAt", "updatedAt", "userId") VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    `s-${expiresAt}-${userId}`,
    expiresAt,
    `t-${expiresAt}-${userId}`,
    expiresAt,
    expiresAt,
    userId,
  );
}

beforeEach(() => {
  db = openDatabase(":memory:");
  account("u2", "sales@example.com", "2025-06-02T10:00:00.000Z");
  account("u1", "office@example.com", "2025-06-01T10:00:00.000Z");
  session("u1", "2025-06-20T00:00:00.000Z");
  session("u1", "2025-06-10T00:00:00.000Z");
});
afterEach(() => db.close());

describe("staff accounts", () => {
  it("lists accounts by address with their sessions that have not expired", () => {
    expect(listStaffAccounts(db, "2025-06-15T00:00:00.000Z")).toEqual([
      {
        id: "u1",
        email: "office@example.com",
        createdAt: "2025-06-01T10:00:00.000Z",
        activeSessions: 1,
      },
      {
        id: "u2",
        email: "sales@example.com",
        createdAt: "2025-06-02T10:00:00.000Z",
        activeSessions: 0,
      },
    ]);
    expect(hasStaffAccount(db, " Office@Example.com")).toBe(true);
    expect(hasStaffAccount(db, "nobody@example.com")).toBe(false);
  });

  it("removes an account with its password and sessions", () => {
    expect(removeStaffAccount(db, "u1")).toBe(true);
    expect(removeStaffAccount(db, "u1")).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS count FROM "session"').get()).toEqual({ count: 0 });
    expect(db.prepare('SELECT "userId" FROM "account"').all()).toEqual([{ userId: "u2" }]);
    expect(removeStaffAccountByEmail(db, " Sales@Example.com")).toBe(true);
    expect(listStaffAccounts(db)).toEqual([]);
  });

  it("withdraws the invitations a removed account sent, and those sent to its address", () => {
    const invite = (id: string, email: string, by: { id: string; email: string }) =>
      insertInvitation(db, {
        id,
        email,
        tokenHash: `hash-${id}`,
        invitedBy: by,
        createdAt: "2025-06-05T10:00:00.000Z",
        expiresAt: "2025-06-08T10:00:00.000Z",
      });
    const office = { id: "u1", email: "office@example.com" };
    const sales = { id: "u2", email: "sales@example.com" };
    invite("i1", "office.personal@example.net", office);
    invite("i2", "office@example.com", sales);
    invite("i3", "newhire@example.com", sales);
    expect(removeStaffAccount(db, "u1", "2025-06-06T10:00:00.000Z")).toBe(true);
    const states = Object.fromEntries(
      listInvitations(db).map((it) => [it.id, invitationState(it, "2025-06-06T11:00:00.000Z")]),
    );
    expect(states).toEqual({ i1: "revoked", i2: "revoked", i3: "pending" });
  });
});
