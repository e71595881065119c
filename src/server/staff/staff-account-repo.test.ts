// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertInvitation, invitationState, listInvitations } from "./invitation-repo.ts";
import {
  hasStaffAccount,
  listStaffAccounts,
  removeStaffAccount,
  removeStaffAccountByEmail,
} from "./staff-account-repo.ts";

async function account(db: Db, id: string, email: string, createdAt: string) {
  // 1 is true to both engines: Postgres reads it into its boolean column.
  await db
    .insertInto("user")
    .values({ id, name: email, email, emailVerified: 1, createdAt, updatedAt: createdAt })
    .execute();
  await db
    .insertInto("account")
    .values({
      id: `a-${id}`,
      accountId: id,
      providerId: "credential",
      userId: id,
      password: "hash",
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}

async function session(db: Db, userId: string, expiresAt: string) {
  await db
    .insertInto("session")
    .values({
      id: `s-${expiresAt}-${userId}`,
      expiresAt,
      token: `t-${expiresAt}-${userId}`,
      createdAt: expiresAt,
      updatedAt: expiresAt,
      ipAddress: null,
      userAgent: null,
      userId,
    })
    .execute();
}

describe.each(engines)("staff accounts on %s", (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    const { db } = database;
    await account(db, "u2", "sales@example.com", "2025-06-02T10:00:00.000Z");
    await account(db, "u1", "office@example.com", "2025-06-01T10:00:00.000Z");
    await session(db, "u1", "2025-06-20T00:00:00.000Z");
    await session(db, "u1", "2025-06-10T00:00:00.000Z");
  });

  it("lists accounts by address with their sessions that have not expired", async () => {
    const { db } = database;
    expect(await listStaffAccounts(db, "2025-06-15T00:00:00.000Z")).toEqual([
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
    expect(await hasStaffAccount(db, " Office@Example.com")).toBe(true);
    expect(await hasStaffAccount(db, "nobody@example.com")).toBe(false);
  });

  it("removes an account with its password and sessions", async () => {
    const { db } = database;
    expect(await removeStaffAccount(db, "u1")).toBe(true);
    expect(await removeStaffAccount(db, "u1")).toBe(false);
    expect(await db.selectFrom("session").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("account").select("userId").execute()).toEqual([{ userId: "u2" }]);
    expect(await removeStaffAccountByEmail(db, " Sales@Example.com")).toBe(true);
    expect(await listStaffAccounts(db)).toEqual([]);
  });

  it("withdraws the invitations a removed account sent, and those sent to its address", async () => {
    const { db } = database;
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
    await invite("i1", "office.personal@example.net", office);
    await invite("i2", "office@example.com", sales);
    await invite("i3", "newhire@example.com", sales);
    expect(await removeStaffAccount(db, "u1", "2025-06-06T10:00:00.000Z")).toBe(true);
    const states = Object.fromEntries(
      (await listInvitations(db)).map((it) => [
        it.id,
        invitationState(it, "2025-06-06T11:00:00.000Z"),
      ]),
    );
    expect(states).toEqual({ i1: "revoked", i2: "revoked", i3: "pending" });
  });

  it("withdraws them too when the account is removed by address", async () => {
    const { db } = database;
    await insertInvitation(db, {
      id: "i1",
      email: "office.personal@example.net",
      tokenHash: "hash-i1",
      invitedBy: { id: "u1", email: "office@example.com" },
      createdAt: "2025-06-05T10:00:00.000Z",
      expiresAt: "2025-06-08T10:00:00.000Z",
    });
    expect(
      await removeStaffAccountByEmail(db, "Office@Example.com", "2025-06-06T10:00:00.000Z"),
    ).toBe(true);
    const [invitation] = await listInvitations(db);
    expect(invitationState(invitation!, "2025-06-06T11:00:00.000Z")).toBe("revoked");
  });
});
