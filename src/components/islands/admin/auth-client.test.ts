import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_BASE_PATH } from "../../../lib/admin-routes";
import { MISSING_CREDENTIALS_MESSAGE } from "../../../lib/staff-auth";
import { useTestDatabase } from "../../../test-support/db-test-support";
import { memoryLogger } from "../../../server/log";
import { createAuth, SESSION_EXPIRES_IN_S, type Auth } from "../../../server/staff/auth";
import { CLIENT_ADDRESS_HEADER } from "../../../server/staff/client-address";
import { BUSY_MESSAGE } from "../../../server/staff/password-gate";
import { SignInThrottle } from "../../../server/staff/sign-in-throttle";
import { createAuthClient } from "./auth-client";
import type { AuthChangeEvent, AuthClient } from "./auth-types";

const EMAIL = "office@example.com";
/** nanostores' STORE_UNMOUNT_DELAY: how long better-auth's session store stays mounted. */
const SESSION_STORE_RELEASE_MS = 1000;
const PASSWORD = "slate shingles and copper flashing";

/*
 * These tests run better-auth's browser client (through createAuthClient) against the
 * project's real better-auth server (createAuth, on SQLite): each "browser" is a fetch that
 * hands the request to the server's handler and keeps that browser's cookies, as a tab does.
 */
describe("createAuthClient against the staff auth server", () => {
  const database = useTestDatabase("sqlite");
  let auth: Auth;
  const subscriptions: Array<{ unsubscribe(): void }> = [];

  beforeEach(async () => {
    auth = createAuth({
      db: database.db,
      siteUrl: window.location.origin,
      secret: "test-secret-that-is-long-enough-0123456789",
      staffEmails: [EMAIL],
      throttle: new SignInThrottle(database.db, {
        windowMs: 60_000,
        perPair: 3,
        perAddress: 10,
        perAccountBeforeBackoff: 50,
        backoffMs: 1000,
        trustedPairMs: 60_000,
      }),
      log: memoryLogger(),
    });
    await auth.api.createStaffAccount({ body: { email: EMAIL, password: PASSWORD } });
  });

  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    // The session store lets go of the window's "storage" listener a while after its last
    // subscriber leaves; under fake timers that moment is brought forward here.
    if (vi.isFakeTimers()) vi.advanceTimersByTime(SESSION_STORE_RELEASE_MS);
    vi.useRealTimers();
  });

  // Waited out once at the end: a release that came after the test window was torn down
  // threw "removeEventListener is not a function" into the run.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, SESSION_STORE_RELEASE_MS + 50)));

  /** A browser: its own cookie jar, every request recorded by path. */
  function browser(address = "203.0.113.7") {
    let cookie = "";
    const paths: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      headers.set("origin", window.location.origin);
      headers.set(CLIENT_ADDRESS_HEADER, address);
      if (cookie) headers.set("cookie", cookie);
      paths.push(new URL(request.url).pathname.replace(AUTH_BASE_PATH, ""));
      const response = await auth.handler(new Request(request, { headers }));
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const name = pair.slice(0, pair.indexOf("="));
        const others = cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`));
        cookie = [...others, ...(/Max-Age=0/i.test(line) ? [] : [pair])].join("; ");
      }
      return response;
    };
    return { fetch: fetch as typeof globalThis.fetch, paths };
  }

  function watch(client: AuthClient) {
    const events: Array<[AuthChangeEvent, string | null]> = [];
    subscriptions.push(
      client.onAuthStateChange((event, session) =>
        events.push([event, session?.user.email ?? null]),
      ),
    );
    return events;
  }

  const sessionRows = async () =>
    (await database.db.selectFrom("session").select("id").execute()).length;

  it("reads the session on subscription and reports no one as the initial session", async () => {
    const client = createAuthClient({ fetch: browser().fetch });
    const events = watch(client);
    await vi.waitFor(() => expect(events).toEqual([["INITIAL_SESSION", null]]));
    expect(await client.getSession()).toEqual({ data: null, error: null });
  });

  it("refuses to sign in without an email and a password, without asking the server", async () => {
    const { fetch, paths } = browser();
    const client = createAuthClient({ fetch });
    for (const credentials of [
      { email: "", password: PASSWORD },
      { email: "   ", password: PASSWORD },
      { email: EMAIL, password: "" },
    ]) {
      expect((await client.signIn(credentials)).error).toEqual({
        message: MISSING_CREDENTIALS_MESSAGE,
        status: 400,
      });
    }
    expect(paths).toEqual([]);
  });

  it("signs in, then out, telling subscribers each time and ending the session on the server", async () => {
    const client = createAuthClient({ fetch: browser().fetch });
    const events = watch(client);
    await vi.waitFor(() => expect(events).toHaveLength(1));

    const signedIn = await client.signIn({ email: ` ${EMAIL} `, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.user).toMatchObject({ email: EMAIL, name: "office" });
    expect(Date.parse(signedIn.data?.expiresAt ?? "")).toBeGreaterThan(Date.now());
    await vi.waitFor(() => expect(events.at(-1)).toEqual(["SIGNED_IN", EMAIL]));
    expect(await sessionRows()).toBe(1);

    expect(await client.signOut()).toEqual({ error: null });
    await vi.waitFor(() => expect(events.at(-1)).toEqual(["SIGNED_OUT", null]));
    expect(events).toEqual([
      ["INITIAL_SESSION", null],
      ["SIGNED_IN", EMAIL],
      ["SIGNED_OUT", null],
    ]);
    expect(await sessionRows()).toBe(0);
  });

  it("passes on the server's message for a wrong password, then the throttle's wait", async () => {
    const client = createAuthClient({ fetch: browser().fetch });
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await client.signIn({ email: EMAIL, password: "not the password" })).error).toEqual({
        message: "Invalid email or password",
        status: 401,
      });
    const throttled = await client.signIn({ email: EMAIL, password: PASSWORD });
    expect(throttled.error?.status).toBe(429);
    expect(throttled.error?.message).toMatch(
      // The window is a minute; a slow run has used a second or two of it.
      /^Too many failed sign-in attempts\. Please wait (1 minute|5\d seconds) and try again\.$/,
    );
    expect(await sessionRows()).toBe(0);
  });

  it("passes on the password gate's 503 as the sign-in route answers it", async () => {
    const busy = async () =>
      Response.json({ code: "BUSY", message: BUSY_MESSAGE }, { status: 503 });
    const client = createAuthClient({ fetch: busy as typeof fetch });
    expect((await client.signIn({ email: EMAIL, password: PASSWORD })).error).toEqual({
      message: BUSY_MESSAGE,
      status: 503,
    });
  });

  it("says when the server cannot be reached, for every call", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    const client = createAuthClient({ fetch: offline as typeof fetch });
    const unreachable = {
      message: "Could not reach the server. Check the connection and try again.",
      status: 0,
    };
    expect((await client.signIn({ email: EMAIL, password: PASSWORD })).error).toEqual(unreachable);
    expect(await client.signOut()).toEqual({ error: unreachable });
    expect((await client.getSession()).error).toEqual(unreachable);
    // Unreadable is not signed in: the provider leaves "loading" either way.
    const events = watch(client);
    await vi.waitFor(() => expect(events).toEqual([["INITIAL_SESSION", null]]));
  });

  it("treats a sign-out answered 401 or 404 as done, and reports any other failure", async () => {
    for (const status of [401, 404]) {
      const answer = async () => Response.json({}, { status });
      expect(await createAuthClient({ fetch: answer as typeof fetch }).signOut()).toEqual({
        error: null,
      });
    }
    const locked = async () => Response.json({ message: "Database locked" }, { status: 500 });
    expect(await createAuthClient({ fetch: locked as typeof fetch }).signOut()).toEqual({
      error: { message: "Database locked", status: 500 },
    });
  });

  it("learns of a sign-out in another browser when the page is looked at again", async () => {
    const here = createAuthClient({ fetch: browser().fetch });
    const elsewhere = createAuthClient({ fetch: browser().fetch });
    expect((await here.signIn({ email: EMAIL, password: PASSWORD })).error).toBeNull();
    expect((await elsewhere.signIn({ email: EMAIL, password: PASSWORD })).error).toBeNull();
    const events = watch(here);
    await vi.waitFor(() => expect(events).toEqual([["INITIAL_SESSION", EMAIL]]));

    expect(await elsewhere.signOut()).toEqual({ error: null });
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(events.at(-1)).toEqual(["SIGNED_OUT", null]));
  });

  it("notices when the session expires unused and reports the sign-out without a reload", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    const client = createAuthClient({ fetch: browser().fetch, pollSeconds: 0 });
    expect((await client.signIn({ email: EMAIL, password: PASSWORD })).error).toBeNull();
    const events = watch(client);
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual([["INITIAL_SESSION", EMAIL]]);
    // better-auth reads the session again after a sign-in. On a busy machine that read may
    // still be on its way to the server when the clock jumps below; the server would then
    // see an old session and renew it (TOKEN_REFRESHED). Settle every read first.
    await client.getSession();

    await vi.advanceTimersByTimeAsync(SESSION_EXPIRES_IN_S * 1000 - 60_000);
    expect(events).toHaveLength(1);
    // The server's answer hashes a cookie off the main thread: wait for it, not a timer.
    await vi.advanceTimersByTimeAsync(61_500);
    await vi.waitFor(() =>
      expect(events).toEqual([
        ["INITIAL_SESSION", EMAIL],
        ["SIGNED_OUT", null],
      ]),
    );
  });

  it("reports a session the server renewed on use as refreshed", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    const client = createAuthClient({ fetch: browser().fetch, pollSeconds: 0 });
    const first = await client.signIn({ email: EMAIL, password: PASSWORD });
    const events = watch(client);
    await vi.advanceTimersByTimeAsync(100);

    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    const renewed = await client.getSession();
    expect(Date.parse(renewed.data?.expiresAt ?? "")).toBeGreaterThan(
      Date.parse(first.data?.expiresAt ?? ""),
    );
    expect(events.map(([event]) => event)).toEqual(["INITIAL_SESSION", "TOKEN_REFRESHED"]);
  });
});
