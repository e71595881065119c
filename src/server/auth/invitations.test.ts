// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/connection.ts";
import { listMessages } from "../db/outbox-repo.ts";
import { hasStaffAccount } from "../db/staff-account-repo.ts";
import { memoryLogger } from "../log.ts";
import { createAuth, type Auth } from "./auth.ts";
import {
  acceptInvitation,
  findPendingInvitation,
  hashInvitationToken,
  invitationRefusals,
  inviteStaff,
} from "./invitations.ts";
import { NOT_STAFF_MESSAGE } from "./staff-policy.ts";

const SITE = "https://www.example.com";
const STAFF_EMAILS = ["office@example.com", "estimator@example.com"];
const PASSWORD = "correct horse battery staple";
const inviter = { id: "user-1", email: "office@example.com" };
let db: Database;
let auth: Auth;

const invite = (email = "estimator@example.com", now = new Date()) =>
  inviteStaff(
    { db, siteUrl: SITE, staffEmails: STAFF_EMAILS, hasAccount: (it) => hasStaffAccount(db, it) },
    email,
    inviter,
    now,
  );

/** The token in the newest queued invitation's link. */
function tokenFromOutbox(): string {
  const last = listMessages(db, ["pending"]).at(-1);
  return last?.text.match(/\/admin\/invitation\?token=([\w-]+)/)?.[1] ?? "";
}

const accept = (token: string, password = PASSWORD, confirmation = password, now = new Date()) =>
  acceptInvitation(
    {
      db,
      staffEmails: STAFF_EMAILS,
      createAccount: (email, secret) =>
        auth.api.createStaffAccount({ body: { email, password: secret } }),
    },
    token,
    password,
    confirmation,
    now,
  );

const userCount = () =>
  (db.prepare('SELECT COUNT(*) AS count FROM "user"').get() as { count: number }).count;

beforeEach(() => {
  db = openDatabase(":memory:");
  auth = createAuth({
    db,
    siteUrl: SITE,
    secret: "test-secret-that-is-long-enough-0123456789",
    staffEmails: STAFF_EMAILS,
    log: memoryLogger(),
  });
});
afterEach(() => db.close());

describe("inviteStaff", () => {
  it("queues the email with a one-time link and keeps only the token's hash", () => {
    const now = new Date("2025-06-14T12:00:00.000Z");
    const invitation = invite(" Estimator@Example.com ", now);
    expect(invitation).toMatchObject({
      email: "estimator@example.com",
      expiresAt: "2025-06-17T12:00:00.000Z",
    });
    const [message] = listMessages(db, ["pending"]);
    expect(message).toMatchObject({
      kind: "invitation",
      leadId: null,
      recipients: ["estimator@example.com"],
      replyTo: "office@example.com",
    });
    expect(message?.messageId).toMatch(/@www\.example\.com>$/);
    const token = tokenFromOutbox();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = db.prepare("SELECT token_hash FROM staff_invitations").get();
    expect(stored).toEqual({ token_hash: hashInvitationToken(token) });
    expect(JSON.stringify(db.prepare("SELECT * FROM staff_invitations").all())).not.toContain(
      token,
    );
  });

  it("refuses an address outside STAFF_EMAILS, or one with an account, and stores nothing", async () => {
    expect(() => invite("stranger@example.com")).toThrow(NOT_STAFF_MESSAGE);
    await auth.api.createStaffAccount({
      body: { email: "estimator@example.com", password: PASSWORD },
    });
    expect(() => invite("estimator@example.com")).toThrow(/already has a staff account/);
    expect(db.prepare("SELECT COUNT(*) AS count FROM staff_invitations").get()).toEqual({
      count: 0,
    });
    expect(listMessages(db, ["pending"])).toEqual([]);
  });

  it("withdraws the earlier link when the address is invited again", () => {
    invite();
    const first = tokenFromOutbox();
    invite();
    expect(findPendingInvitation(db, first)).toEqual({
      ok: false,
      refusal: invitationRefusals.revoked,
    });
    expect(findPendingInvitation(db, tokenFromOutbox()).ok).toBe(true);
  });
});

describe("acceptInvitation", () => {
  it("sets the password once: the account signs in, and the link is then refused", async () => {
    invite();
    const token = tokenFromOutbox();
    expect(await accept(token)).toEqual({ ok: true, email: "estimator@example.com" });
    const signedIn = await auth.api.signInEmail({
      body: { email: "estimator@example.com", password: PASSWORD },
    });
    expect(signedIn.user.email).toBe("estimator@example.com");

    expect(await accept(token, "another long password")).toEqual({
      ok: false,
      ...invitationRefusals.accepted,
      retry: false,
    });
    expect(userCount()).toBe(1);
  });

  it("makes one account when one link is sent twice at once", async () => {
    invite();
    const token = tokenFromOutbox();
    const results = await Promise.all([accept(token), accept(token, "another long password")]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.ok)).toMatchObject({ status: 410 });
    expect(userCount()).toBe(1);
  });

  it("refuses an expired, withdrawn or unknown link clearly, creating nothing", async () => {
    const sent = new Date("2025-06-14T12:00:00.000Z");
    invite("estimator@example.com", sent);
    const expired = await accept(
      tokenFromOutbox(),
      PASSWORD,
      PASSWORD,
      new Date("2025-06-17T12:00:00.000Z"),
    );
    expect(expired).toMatchObject({ ok: false, status: 410 });
    expect(expired.ok || expired.message).toBe(
      "This invitation has expired. Ask a colleague to send a new one.",
    );

    invite();
    const withdrawn = tokenFromOutbox();
    invite();
    expect(await accept(withdrawn)).toMatchObject(invitationRefusals.revoked);
    expect(await accept("not-a-real-token")).toMatchObject({ ok: false, status: 404 });
    expect(await accept("")).toMatchObject({ ok: false, status: 404 });
    expect(userCount()).toBe(0);
  });

  it("keeps the link working after a short or mistyped password", async () => {
    invite();
    const token = tokenFromOutbox();
    expect(await accept(token, "too short")).toMatchObject({
      status: 400,
      message: expect.stringMatching(/at least 12/),
      retry: true,
    });
    expect(await accept(token, PASSWORD, `${PASSWORD}!`)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not the same/),
      retry: true,
    });
    expect(findPendingInvitation(db, token).ok).toBe(true);
    expect((await accept(token)).ok).toBe(true);
  });

  it("refuses an address taken off STAFF_EMAILS since it was invited", async () => {
    invite();
    const result = await acceptInvitation(
      { db, staffEmails: ["office@example.com"], createAccount: async () => undefined },
      tokenFromOutbox(),
      PASSWORD,
      PASSWORD,
    );
    expect(result).toMatchObject({ ok: false, status: 403, message: NOT_STAFF_MESSAGE });
  });

  it("releases the link when the account cannot be made, e.g. one was added meanwhile", async () => {
    invite();
    const token = tokenFromOutbox();
    await auth.api.createStaffAccount({
      body: { email: "estimator@example.com", password: PASSWORD },
    });
    expect(await accept(token)).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringMatching(/already a staff account/),
    });
    expect(findPendingInvitation(db, token).ok).toBe(true);
    expect(userCount()).toBe(1);
  });
});
