import { afterEach, describe, expect, it, vi } from "vitest";
import { MISSING_CREDENTIALS_MESSAGE } from "../../../lib/staff-auth";
import { createAuthClient, type AuthChangeEvent } from "./auth-client";

const user = { id: "u1", email: "office@example.com", name: "office" };
const sessionBody = (expiresAt: string) => ({ session: { expiresAt, token: "t" }, user });

/** A fake server: answers by path, records every request. */
function fakeFetch(routes: Record<string, () => { status: number; body: unknown }>) {
  const calls: string[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace("/admin/api/auth", "");
    calls.push(path);
    const route = routes[path];
    if (!route) throw new TypeError("Failed to fetch");
    const { status, body } = route();
    return new Response(JSON.stringify(body), { status });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

function record(client: ReturnType<typeof createAuthClient>) {
  const events: Array<[AuthChangeEvent, string | null]> = [];
  client.onAuthStateChange((event, session) => events.push([event, session?.user.email ?? null]));
  return events;
}

afterEach(() => vi.useRealTimers());

describe("createAuthClient", () => {
  it("reads the session and reports it as the initial session", async () => {
    const server = fakeFetch({
      "/get-session": () => ({ status: 200, body: sessionBody("2099-01-01T00:00:00.000Z") }),
    });
    const client = createAuthClient({ fetch: server.impl });
    const events = record(client);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data?.user).toEqual(user);
    expect(events).toEqual([["INITIAL_SESSION", "office@example.com"]]);
  });

  it("refuses to sign in without an email and a password, without asking the server", async () => {
    const server = fakeFetch({});
    const client = createAuthClient({ fetch: server.impl });
    for (const credentials of [
      { email: "", password: "secret password" },
      { email: "office@example.com", password: "" },
    ]) {
      expect((await client.signIn(credentials)).error?.message).toBe(MISSING_CREDENTIALS_MESSAGE);
    }
    expect(server.calls).toEqual([]);
    expect(MISSING_CREDENTIALS_MESSAGE).toBe(
      "You must provide either an email or phone number and a password",
    );
  });

  it("signs in, then out, telling subscribers each time", async () => {
    let signedIn = false;
    const server = fakeFetch({
      "/get-session": () => ({
        status: 200,
        body: signedIn ? sessionBody("2099-01-01T00:00:00.000Z") : null,
      }),
      "/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user } };
      },
      "/sign-out": () => {
        signedIn = false;
        return { status: 200, body: { success: true } };
      },
    });
    const client = createAuthClient({ fetch: server.impl });
    const events = record(client);
    await client.getSession();
    expect(
      (await client.signIn({ email: "office@example.com", password: "correct horse" })).data?.user,
    ).toEqual(user);
    expect(await client.signOut()).toEqual({ error: null });
    expect(events).toEqual([
      ["INITIAL_SESSION", null],
      ["SIGNED_IN", "office@example.com"],
      ["SIGNED_OUT", null],
    ]);
  });

  it("passes on the server's error message, and says when the server cannot be reached", async () => {
    const server = fakeFetch({
      "/sign-in/email": () => ({ status: 401, body: { message: "Invalid email or password" } }),
    });
    const client = createAuthClient({ fetch: server.impl });
    expect((await client.signIn({ email: "a@example.com", password: "wrong" })).error).toEqual({
      message: "Invalid email or password",
      status: 401,
    });
    const offline = createAuthClient({ fetch: fakeFetch({}).impl });
    expect((await offline.signIn({ email: "a@example.com", password: "x" })).error?.status).toBe(0);
  });

  it("treats a sign-out answered 401 or 404 as signed out, and reports other failures", async () => {
    for (const status of [401, 404]) {
      const client = createAuthClient({
        fetch: fakeFetch({ "/sign-out": () => ({ status, body: {} }) }).impl,
      });
      expect(await client.signOut()).toEqual({ error: null });
    }
    const failing = createAuthClient({
      fetch: fakeFetch({
        "/sign-out": () => ({ status: 500, body: { message: "Database locked" } }),
      }).impl,
    });
    expect(await failing.signOut()).toEqual({ error: { message: "Database locked", status: 500 } });
  });

  it("notices when the session expires and reports the sign-out without a reload", async () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00.000Z") });
    let expired = false;
    const server = fakeFetch({
      "/get-session": () => ({
        status: 200,
        body: expired ? null : sessionBody("2030-01-01T00:10:00.000Z"),
      }),
    });
    const client = createAuthClient({ fetch: server.impl, pollMs: 3_600_000 });
    const events = record(client);
    await client.getSession();
    expired = true;
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 + 1500);
    expect(events).toEqual([
      ["INITIAL_SESSION", "office@example.com"],
      ["SIGNED_OUT", null],
    ]);
  });

  it("reports a renewed session as refreshed", async () => {
    let expiresAt = "2099-01-01T00:00:00.000Z";
    const client = createAuthClient({
      fetch: fakeFetch({ "/get-session": () => ({ status: 200, body: sessionBody(expiresAt) }) })
        .impl,
    });
    const events = record(client);
    await client.getSession();
    expiresAt = "2099-01-02T00:00:00.000Z";
    await client.getSession();
    expect(events.map(([event]) => event)).toEqual(["INITIAL_SESSION", "TOKEN_REFRESHED"]);
  });
});
