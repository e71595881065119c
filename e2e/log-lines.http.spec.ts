import { expect, test } from "@playwright/test";
import { startSiteServer } from "./support/site-server";

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
  expect(notJson).toEqual([]);
  // The refusal better-auth printed as coloured text before is one of these lines now.
  const refusals = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry["event"] === "auth.refused");
  expect(refusals).toContainEqual(expect.objectContaining({ status: 403, level: "warn" }));
});
