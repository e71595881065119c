// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { hasStaffAccount } from "./staff-account-repo.ts";
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

describe.each(engines)("on %s", (engine) => {
  const database = useTestDatabase(engine);
  let auth: Auth;

  const invite = (email = "estimator@example.com", now = new Date()) =>
    inviteStaff(
      {
        db: database.db,
        siteUrl: SITE,
        staffEmails: STAFF_EMAILS,
        hasAccount: (it) => hasStaffAccount(database.db, it),
      },
      email,
      inviter,
      now,
    );

  /** The token in the newest queued invitation's link. */
  async function tokenFromOutbox(): Promise<string> {
    const last = (await listMessages(database.db, ["pending"])).at(-1);
    return last?.text.match(/\/admin\/invitation\?token=([\w-]+)/)?.[1] ?? "";
  }

  const accept = (token: string, password = PASSWORD, confirmation = password, now = new Date()) =>
    acceptInvitation(
      {
        db: database.db,
        staffEmails: STAFF_EMAILS,
        createAccount: (email, secret) =>
          auth.api.createStaffAccount({ body: { email, password: secret } }),
      },
      token,
      password,
      confirmation,
      now,
    );

  const userCount = async () =>
    (await database.db.selectFrom("user").select("id").execute()).length;

  beforeEach(() => {
    auth = createAuth({
      db: database.db,
      siteUrl: SITE,
      secret: "test-secret-that-is-long-enough-0123456789",
      staffEmails: STAFF_EMAILS,
      log: memoryLogger(),
    });
  });

  describe("inviteStaff", () => {
    it("queues the email with a one-time link and keeps only the token's hash", async () => {
      const now = new Date("2025-06-14T12:00:00.000Z");
      const invitation = await invite(" Estimator@Example.com ", now);
      expect(invitation).toMatchObject({
        email: "estimator@example.com",
        expiresAt: "2025-06-17T12:00:00.000Z",
      });
      const [message] = await listMessages(database.db, ["pending"]);
      expect(message).toMatchObject({
        kind: "invitation",
        leadId: null,
        recipients: ["estimator@example.com"],
        replyTo: "office@example.com",
      });
      expect(message?.messageId).toMatch(/@www\.example\.com>$/);
      const token = await tokenFromOutbox();
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const stored = await database.db.selectFrom("staff_invitations").selectAll().execute();
      expect(stored.map((row) => row.token_hash)).toEqual([hashInvitationToken(token)]);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it("refuses an address outside STAFF_EMAILS, or one with an account, and stores nothing", async () => {
      await expect(invite("stranger@example.com")).rejects.toThrow(NOT_STAFF_MESSAGE);
      await auth.api.createStaffAccount({
        body: { email: "estimator@example.com", password: PASSWORD },
      });
      await expect(invite("estimator@example.com")).rejects.toThrow(/already has a staff account/);
      expect(await database.db.selectFrom("staff_invitations").select("id").execute()).toEqual([]);
      expect(await listMessages(database.db, ["pending"])).toEqual([]);
    });

    it("withdraws the earlier link when the address is invited again", async () => {
      await invite();
      const first = await tokenFromOutbox();
      await invite();
      expect(await findPendingInvitation(database.db, first)).toEqual({
        ok: false,
        refusal: invitationRefusals.revoked,
      });
      expect((await findPendingInvitation(database.db, await tokenFromOutbox())).ok).toBe(true);
    });
  });

  describe("acceptInvitation", () => {
    it("sets the password once: the account signs in, and the link is then refused", async () => {
      await invite();
      const token = await tokenFromOutbox();
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
      expect(await userCount()).toBe(1);
    });

    it("makes one account when one link is sent twice at once", async () => {
      await invite();
      const token = await tokenFromOutbox();
      const results = await Promise.all([accept(token), accept(token, "another long password")]);
      expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
      expect(results.find((result) => !result.ok)).toMatchObject({ status: 410 });
      expect(await userCount()).toBe(1);
    });

    it("refuses an expired, withdrawn or unknown link clearly, creating nothing", async () => {
      const sent = new Date("2025-06-14T12:00:00.000Z");
      await invite("estimator@example.com", sent);
      const expired = await accept(
        await tokenFromOutbox(),
        PASSWORD,
        PASSWORD,
        new Date("2025-06-17T12:00:00.000Z"),
      );
      expect(expired).toMatchObject({ ok: false, status: 410 });
      expect(expired.ok || expired.message).toBe(
        "This invitation has expired. Ask a colleague to send a new one.",
      );

      await invite();
      const withdrawn = await tokenFromOutbox();
      await invite();
      expect(await accept(withdrawn)).toMatchObject(invitationRefusals.revoked);
      expect(await accept("not-a-real-token")).toMatchObject({ ok: false, status: 404 });
      expect(await accept("")).toMatchObject({ ok: false, status: 404 });
      expect(await userCount()).toBe(0);
    });

    it("keeps the link working after a short or mistyped password", async () => {
      await invite();
      const token = await tokenFromOutbox();
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
      expect((await findPendingInvitation(database.db, token)).ok).toBe(true);
      expect((await accept(token)).ok).toBe(true);
    });

    it("refuses an address taken off STAFF_EMAILS since it was invited", async () => {
      await invite();
      const result = await acceptInvitation(
        {
          db: database.db,
          staffEmails: ["office@example.com"],
          createAccount: async () => undefined,
        },
        await tokenFromOutbox(),
        PASSWORD,
        PASSWORD,
      );
      expect(result).toMatchObject({ ok: false, status: 403, message: NOT_STAFF_MESSAGE });
    });

    it("releases the link when the account cannot be made, e.g. one was added meanwhile", async () => {
      await invite();
      const token = await tokenFromOutbox();
      await auth.api.createStaffAccount({
        body: { email: "estimator@example.com", password: PASSWORD },
      });
      expect(await accept(token)).toMatchObject({
        ok: false,
        status: 422,
        message: expect.stringMatching(/already a staff account/),
      });
      expect((await findPendingInvitation(database.db, token)).ok).toBe(true);
      expect(await userCount()).toBe(1);
    });
  });
});
