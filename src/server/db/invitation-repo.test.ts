// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./connection.ts";
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
let db: Database;

function invite(id: string, fields: Partial<NewInvitation> = {}) {
  insertInvitation(db, {
    id,
    email: "estimator@example.com",
    tokenHash: `hash-${id}`,
    invitedBy: inviter,
    createdAt: DAY1,
    expiresAt: "2025-06-17T12:00:00.000Z",
    ...fields,
  });
  return findInvitationByTokenHash(db, `hash-${id}`)!;
}

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("invitation repository", () => {
  it("finds an invitation by its token's hash, pending until it expires", () => {
    const invitation = invite("a");
    expect(invitation).toMatchObject({
      email: "estimator@example.com",
      invitedByEmail: "office@example.com",
      acceptedAt: null,
      revokedAt: null,
    });
    expect(invitationState(invitation, DAY2)).toBe("pending");
    expect(invitationState(invitation, LATER)).toBe("expired");
    expect(findInvitationByTokenHash(db, "hash-unknown")).toBeUndefined();
  });

  it("withdraws the address's pending invitations when a new one is stored", () => {
    invite("old");
    invite("other", { email: "sales@example.com" });
    invite("new", { createdAt: DAY2, expiresAt: LATER });
    expect(invitationState(findInvitationByTokenHash(db, "hash-old")!, DAY2)).toBe("revoked");
    expect(invitationState(findInvitationByTokenHash(db, "hash-other")!, DAY2)).toBe("pending");
    expect(listInvitations(db).map((row) => row.id)).toEqual(["new", "other", "old"]);
  });

  it("lets exactly one claim use a pending invitation", () => {
    invite("a");
    expect(claimInvitation(db, "a", DAY2)).toBe(true);
    expect(claimInvitation(db, "a", DAY2)).toBe(false);
    expect(invitationState(findInvitationByTokenHash(db, "hash-a")!, DAY2)).toBe("accepted");
    releaseInvitation(db, "a", DAY2);
    expect(claimInvitation(db, "a", DAY2)).toBe(true);
  });

  it("claims or withdraws neither an expired nor a withdrawn invitation", () => {
    invite("a");
    expect(claimInvitation(db, "a", LATER)).toBe(false);
    expect(revokeInvitation(db, "a", LATER)).toBe(false);
    expect(revokeInvitation(db, "a", DAY2)).toBe(true);
    expect(claimInvitation(db, "a", DAY2)).toBe(false);
    expect(invitationState(findInvitationByTokenHash(db, "hash-a")!, DAY2)).toBe("revoked");
  });
});
