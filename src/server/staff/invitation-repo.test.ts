// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  claimInvitation,
  findInvitationByTokenHash,
  insertInvitation,
  invitationState,
  listInvitations,
  releaseInvitation,
  revokeInvitation,
  type NewInvitation,
} from "./invitation-repo.ts";

const DAY1 = "2025-06-14T12:00:00.000Z";
const DAY2 = "2025-06-15T12:00:00.000Z";
const LATER = "2025-06-30T12:00:00.000Z";
const inviter = { id: "user-1", email: "office@example.com" };

async function invite(db: Db, id: string, fields: Partial<NewInvitation> = {}) {
  await insertInvitation(db, {
    id,
    email: "estimator@example.com",
    tokenHash: `hash-${id}`,
    invitedBy: inviter,
    createdAt: DAY1,
    expiresAt: "2025-06-17T12:00:00.000Z",
    ...fields,
  });
  return (await findInvitationByTokenHash(db, `hash-${id}`))!;
}

const stateOf = async (db: Db, id: string, now: string) =>
  invitationState((await findInvitationByTokenHash(db, `hash-${id}`))!, now);

describe.each(engines)("invitation repository on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("finds an invitation by its token's hash, pending until it expires", async () => {
    const { db } = database;
    const invitation = await invite(db, "a");
    expect(invitation).toMatchObject({
      email: "estimator@example.com",
      invitedByEmail: "office@example.com",
      acceptedAt: null,
      revokedAt: null,
    });
    expect(invitationState(invitation, DAY2)).toBe("pending");
    expect(invitationState(invitation, LATER)).toBe("expired");
    expect(await findInvitationByTokenHash(db, "hash-unknown")).toBeUndefined();
  });

  it("withdraws the address's pending invitations when a new one is stored", async () => {
    const { db } = database;
    await invite(db, "old");
    await invite(db, "other", { email: "sales@example.com" });
    await invite(db, "new", { createdAt: DAY2, expiresAt: LATER });
    expect(await stateOf(db, "old", DAY2)).toBe("revoked");
    expect(await stateOf(db, "other", DAY2)).toBe("pending");
    expect((await listInvitations(db)).map((row) => row.id)).toEqual(["new", "other", "old"]);
  });

  it("lets exactly one claim use a pending invitation", async () => {
    const { db } = database;
    await invite(db, "a");
    expect(await claimInvitation(db, "a", DAY2)).toBe(true);
    expect(await claimInvitation(db, "a", DAY2)).toBe(false);
    expect(await stateOf(db, "a", DAY2)).toBe("accepted");
    await releaseInvitation(db, "a", DAY2);
    expect(await claimInvitation(db, "a", DAY2)).toBe(true);
  });

  it("claims or withdraws neither an expired nor a withdrawn invitation", async () => {
    const { db } = database;
    await invite(db, "a");
    expect(await claimInvitation(db, "a", LATER)).toBe(false);
    expect(await revokeInvitation(db, "a", LATER)).toBe(false);
    expect(await revokeInvitation(db, "a", DAY2)).toBe(true);
    expect(await claimInvitation(db, "a", DAY2)).toBe(false);
    expect(await stateOf(db, "a", DAY2)).toBe("revoked");
  });
});

describe.each(engines)("one invitation link used on two instances at once, on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("is claimed by exactly one of them", async () => {
    const other = (await database.connect()).db;
    await invite(database.db, "a");
    const claims = await Promise.all([
      claimInvitation(database.db, "a", DAY2),
      claimInvitation(other, "a", DAY2),
    ]);
    expect(claims.sort()).toEqual([false, true]);
  });
});
