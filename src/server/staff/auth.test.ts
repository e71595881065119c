// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { memoryLogger } from "../log.ts";
import { AUTH_BASE_PATH } from "../../lib/admin-routes.ts";
import { MISSING_CREDENTIALS_MESSAGE } from "../../lib/staff-auth.ts";
import { createAuth, SESSION_EXPIRES_IN_S, type Auth } from "./auth.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { ACCOUNT_EXISTS_MESSAGE } from "./staff-accounts-plugin.ts";
import { NOT_STAFF_MESSAGE, SIGN_UP_CLOSED_MESSAGE } from "./staff-policy.ts";

const SITE = "http://localhost:4321";
const PASSWORD = "correct horse battery staple";
const SECRET = "test-secret-that-is-long-enough-0123456789";

describe.each(engines)("staff auth on %s", (engine) => {
  const database = useTestDatabase(engine);
  let auth: Auth;

  function post(path: string, body: unknown, cookie = "", address = "203.0.113.7") {
    return auth.handler(
      new Request(`${SITE}${AUTH_BASE_PATH}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: SITE,
          [CLIENT_ADDRESS_HEADER]: address,
          ...(cookie && { cookie }),
        },
        body: JSON.stringify(body),
      }),
    );
  }

  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

  async function session(cookie: string) {
    const response = await auth.handler(
      new Request(`${SITE}${AUTH_BASE_PATH}/get-session`, { headers: { cookie } }),
    );
    return (await response.json()) as { user: { email: string } } | null;
  }

  const countOf = async (table: "user" | "session") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const userCount = () => countOf("user");

  const createAccount = (email: string, password = PASSWORD) =>
    auth.api.createStaffAccount({ body: { email, password } });

  function makeAuth(throttle?: SignInThrottle) {
    const { db } = database;
    return createAuth({
      db,
      siteUrl: SITE,
      secret: SECRET,
      staffEmails: ["office@example.com", "estimator@example.com"],
      throttle:
        throttle ??
        new SignInThrottle(db, {
          windowMs: 60_000,
          perPair: 3,
          perAddress: 10,
          perAccountBeforeBackoff: 50,
          backoffMs: 1000,
          trustedPairMs: 60_000,
        }),
      log: memoryLogger(),
    });
  }

  beforeEach(() => {
    auth = makeAuth();
  });

  describe("sign-up is closed", () => {
    it("answers 403 and creates nothing, for an allowlisted address or any other", async () => {
      for (const body of [
        { email: "office@example.com", password: PASSWORD },
        { email: "Office@Example.com", password: PASSWORD, name: "Office" },
        { email: "someone@example.com", password: PASSWORD },
      ]) {
        const response = await post("/sign-up/email", body);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ message: SIGN_UP_CLOSED_MESSAGE });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      expect(await userCount()).toBe(0);
    });

    it("keeps the server-only account endpoint off the HTTP router", async () => {
      for (const path of ["/create-staff-account", "/createStaffAccount"]) {
        const response = await post(path, { email: "office@example.com", password: PASSWORD });
        expect(response.status).toBe(404);
      }
      expect(await userCount()).toBe(0);
    });
  });

  describe("createStaffAccount (the staff CLI and invitations)", () => {
    it("creates an account for an address in STAFF_EMAILS that can then sign in", async () => {
      const { user } = await createAccount(" Office@Example.com ");
      expect(user.email).toBe("office@example.com");
      expect(await countOf("session")).toBe(0);
      const response = await post("/sign-in/email", {
        email: "office@example.com",
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies[0]).toMatch(/^ridgeline\.session_token=/);
      expect(cookies[0]).toContain("HttpOnly");
      expect(cookies[0]).toContain("SameSite=Lax");
      expect(cookies[0]).not.toContain("Secure");
      expect((await session(cookieOf(response)))?.user.email).toBe("office@example.com");
    });

    it("refuses an address outside STAFF_EMAILS with a clear message", async () => {
      await expect(createAccount("someone@example.com")).rejects.toMatchObject({
        statusCode: 403,
        message: NOT_STAFF_MESSAGE,
      });
      expect(await userCount()).toBe(0);
    });

    it("refuses a short password, a second account for one address, and a bad address", async () => {
      await expect(createAccount("office@example.com", "elevenchars")).rejects.toMatchObject({
        message: expect.stringMatching(/at least 12/),
      });
      await createAccount("office@example.com");
      await expect(createAccount("OFFICE@example.com")).rejects.toMatchObject({
        statusCode: 422,
        message: ACCOUNT_EXISTS_MESSAGE,
      });
      await expect(createAccount("not an address")).rejects.toMatchObject({ statusCode: 400 });
      expect(await userCount()).toBe(1);
    });

    it("marks cookies Secure when the site is served over https", async () => {
      const secure = createAuth({
        db: database.db,
        siteUrl: "https://www.example.com",
        secret: SECRET,
        staffEmails: ["office@example.com"],
        log: memoryLogger(),
      });
      await secure.api.createStaffAccount({
        body: { email: "office@example.com", password: PASSWORD },
      });
      const response = await secure.handler(
        new Request(`https://www.example.com${AUTH_BASE_PATH}/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://www.example.com" },
          body: JSON.stringify({ email: "office@example.com", password: PASSWORD }),
        }),
      );
      expect(response.headers.getSetCookie()[0]).toMatch(
        /^__Secure-ridgeline\.session_token=.*; Secure/,
      );
    });
  });

  describe("sign-in input", () => {
    it("refuses an email longer than any address with a 400, before it is counted", async () => {
      const response = await post("/sign-in/email", {
        email: `${"a".repeat(65_000)}@example.com`,
        password: "whatever it is",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Please enter a valid email address.",
      });
      expect(await database.db.selectFrom("rate_events").select("key").execute()).toEqual([]);
    });
  });

  describe("sign-in and sign-out", () => {
    beforeEach(async () => {
      await createAccount("office@example.com");
    });

    it("refuses a wrong password, and a missing field with the spec's message", async () => {
      const wrong = await post("/sign-in/email", {
        email: "office@example.com",
        password: "wrong password!",
      });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: "Invalid email or password" });
      const missing = await post("/sign-in/email", { email: "office@example.com", password: "" });
      expect(await missing.json()).toMatchObject({ message: MISSING_CREDENTIALS_MESSAGE });
    });

    it("renews a session that is used, and ends one that expired", async () => {
      const cookie = cookieOf(
        await post("/sign-in/email", { email: "office@example.com", password: PASSWORD }),
      );
      // Make the session look two days old: one hour left.
      const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await database.db.updateTable("session").set({ expiresAt: soon }).execute();
      const used = await auth.handler(
        new Request(`${SITE}${AUTH_BASE_PATH}/get-session`, { headers: { cookie } }),
      );
      expect(used.headers.getSetCookie()[0]).toMatch(/^ridgeline\.session_token=.*Max-Age=259200/);
      const { expiresAt } = await database.db
        .selectFrom("session")
        .select("expiresAt")
        .orderBy("expiresAt", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(
        SESSION_EXPIRES_IN_S * 1000 - 60_000,
      );

      await database.db
        .updateTable("session")
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect(await session(cookie)).toBeNull();
    });

    it("signing out in one browser ends every session of the user", async () => {
      const first = cookieOf(
        await post("/sign-in/email", { email: "office@example.com", password: PASSWORD }),
      );
      const second = cookieOf(
        await post("/sign-in/email", { email: "office@example.com", password: PASSWORD }),
      );
      expect(await session(second)).not.toBeNull();
      const signedOut = await post("/sign-out", {}, first);
      expect(signedOut.status).toBe(200);
      expect(signedOut.headers.getSetCookie()[0]).toMatch(/^ridgeline\.session_token=; Max-Age=0/);
      expect(await session(first)).toBeNull();
      expect(await session(second)).toBeNull();
      expect(await countOf("session")).toBe(0);
    });
  });

  describe("sign-in throttle, through the handler", () => {
    const OWNER = "198.51.100.10";
    const STRANGER = "203.0.113.66";
    const signIn = (password: string, address: string) =>
      post("/sign-in/email", { email: "office@example.com", password }, "", address);

    beforeEach(async () => {
      await createAccount("office@example.com");
    });

    it("locks one address out of an account after wrong passwords, even with the right one", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push((await signIn("wrong password!", STRANGER)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const locked = await signIn(PASSWORD, STRANGER);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({
        // The lock runs from the oldest failure still counted: about a minute from now.
        message: expect.stringMatching(
          /Too many failed sign-in attempts. Please wait (1 minute|\d+ seconds)/,
        ),
      });
    });

    it("lets the owner in from their own address after a stranger's 100 guesses", async () => {
      for (let attempt = 0; attempt < 100; attempt++) await signIn(`guess ${attempt}`, STRANGER);
      const owner = await signIn(PASSWORD, OWNER);
      expect(owner.status).toBe(200);
      expect((await session(cookieOf(owner)))?.user.email).toBe("office@example.com");
    }, 20_000);

    it("only slows an account down when the guesses come from many addresses", async () => {
      auth = makeAuth(
        new SignInThrottle(database.db, {
          windowMs: 60_000,
          perPair: 3,
          perAddress: 10,
          perAccountBeforeBackoff: 5,
          // Long enough that the next guess is still inside it on a busy machine.
          backoffMs: 30_000,
          trustedPairMs: 60_000,
        }),
      );
      // Four addresses, each guessing twice: past the fifth failure the account slows down.
      for (let attempt = 0; attempt < 8; attempt++)
        await signIn(`guess ${attempt}`, `192.0.2.${attempt % 4}`);
      const tooSoon = await signIn("guess again", "192.0.2.1");
      expect(tooSoon.status).toBe(429);
      expect(await tooSoon.json()).toMatchObject({
        message: expect.stringMatching(/Please wait \d+ seconds and try again/),
      });
      // The owner, from an address with no failure, has a turn of their own.
      expect((await signIn(PASSWORD, OWNER)).status).toBe(200);
    }, 30_000);
  });
});

describe.each(engines)("staff auth on several instances sharing %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("keeps a member of staff signed in whichever instance answers, and out everywhere after sign-out", async () => {
    const instances = [database.db, (await database.connect()).db].map((db) =>
      createAuth({
        db,
        siteUrl: SITE,
        secret: SECRET,
        staffEmails: ["office@example.com"],
        log: memoryLogger(),
      }),
    );
    const [one, two] = instances as [Auth, Auth];
    await one.api.createStaffAccount({ body: { email: "office@example.com", password: PASSWORD } });
    const request = (auth: Auth, path: string, init: RequestInit = {}) =>
      auth.handler(new Request(`${SITE}${AUTH_BASE_PATH}${path}`, init));
    const signedIn = await request(two, "/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE,
        [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
      },
      body: JSON.stringify({ email: "office@example.com", password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const sessionOn = async (auth: Auth) =>
      (
        (await (await request(auth, "/get-session", { headers: { cookie } })).json()) as {
          user: { email: string };
        } | null
      )?.user.email;
    expect(await sessionOn(one)).toBe("office@example.com");
    expect(await sessionOn(two)).toBe("office@example.com");

    await request(one, "/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, cookie },
      body: "{}",
    });
    expect(await sessionOn(two)).toBeUndefined();
  });

  it("counts better-auth's request limits in the shared database", async () => {
    const auth = createAuth({
      db: database.db,
      siteUrl: SITE,
      secret: SECRET,
      staffEmails: ["office@example.com"],
      log: memoryLogger(),
    });
    await auth.handler(
      new Request(`${SITE}${AUTH_BASE_PATH}/get-session`, {
        headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" },
      }),
    );
    const other = (await database.connect()).db;
    expect(await other.selectFrom("rateLimit").select("count").execute()).toEqual([{ count: 1 }]);
  });
});
