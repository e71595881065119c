import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { startSiteServer, type SiteServer } from "./support/site-server";

/** Every non-empty line the stopped server wrote, each parsed, or the raw line when it is not JSON */
function logLines(site: SiteServer) {
  const lines = site
    .output()
    .split("\n")
    .filter((line) => line !== "");
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  return {
    notJson,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A request with the path sent as written: fetch would normalise a malformed one first */
function rawRequest(url: string, method: string, path: string) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, { method, path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

/*
 * The README promises one JSON object per log line, for journald or a log shipper:
 * better-auth's own messages included, which it prints as coloured text by default.
 */
test("after better-auth's error paths, every line the server wrote to stdout and stderr is one JSON object", async () => {
  const site = await startSiteServer({ STAFF_EMAILS: "office@contractor.example.com" });
  const signIn = (body: Record<string, unknown>, origin = site.url) =>
    fetch(`${site.url}/admin/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    });
  const credentials = { email: "office@contractor.example.com", password: "not the password" };
  const statuses = [
    (await signIn(credentials, "https://evil.example")).status,
    (await signIn({ ...credentials, callbackURL: "https://evil.example/next" })).status,
    (await signIn(credentials)).status,
    (await signIn({ email: "", password: "" })).status,
  ];
  expect(statuses).toEqual([403, 403, 401, 400]);
  expect(await site.stop()).toBe(0);

  const { notJson, parsed } = logLines(site);
  expect(notJson).toEqual([]);
  // The refusal better-auth printed as coloured text before is one of these lines now.
  const refusals = parsed().filter((entry) => entry["event"] === "auth.refused");
  expect(refusals).toContainEqual(expect.objectContaining({ status: 403, level: "warn" }));
});

/*
 * Astro's own logger printed plain text, e.g. `[WARN] [router] No API Route handler exists
 * for the method "GET" for the route "/_actions/quote".`, for requests anyone can send
 * without limit. Its messages go to the server's JSON log now (astro-log-destination.ts).
 */
test("after requests Astro itself warns about, every line the server wrote is one JSON object", async () => {
  const site = await startSiteServer();
  const send = (method: string, path: string) => rawRequest(site.url, method, path);
  const answers = {
    getAction: await send("GET", "/_actions/quote"),
    getActionCall: await send("GET", "/_actions/quote.submit"),
    optionsAction: await send("OPTIONS", "/_actions/quote"),
    optionsActionCall: await send("OPTIONS", "/_actions/quote.submit"),
    headActionCall: await send("HEAD", "/_actions/quote.submit"),
    postUnknownAction: await send("POST", "/_actions/x"),
    missingPage: await send("GET", "/no-such-page"),
    trailingSlash: await send("GET", "/contact/"),
    onDemandTrailingSlash: await send("GET", "/admin/sign-in/"),
    onDemandMissing: await send("GET", "/admin/no-such-page"),
    malformedPath: await send("GET", "/%E0%A4%A"),
    malformedAction: await send("GET", "/_actions/%E0%A4%A"),
  };
  // None of them is a server error; each is refused or answered as a missing page.
  for (const [request, status] of Object.entries(answers)) {
    expect.soft(status, request).toBeGreaterThanOrEqual(200);
    expect.soft(status, request).toBeLessThan(500);
  }
  expect(await site.stop()).toBe(0);

  const { notJson, parsed } = logLines(site);
  expect(notJson).toEqual([]);
  // Astro's router warning is still logged, as a JSON line with the route it names.
  expect(parsed()).toContainEqual(
    expect.objectContaining({
      level: "warn",
      event: "astro.router",
      message: expect.stringContaining('"/_actions/quote"'),
    }),
  );
});
