import { expect, test } from "@playwright/test";
import { accessLogAfterSecrets, LOG_SECRETS } from "./support/access-log";
import { freePort } from "../src/test-support/ports";
import { startCaddy, PUBLIC_HOST, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";

/*
 * The README's Caddy snippet (deploy/Caddyfile as shipped) in front of the built server:
 * quotes work over TLS and each visitor is counted by its own address.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let caddy: TlsProxy;

test.beforeAll(async () => {
  const proxyPort = await freePort();
  site = await startSiteServer({
    SITE_URL: `https://${PUBLIC_HOST}:${proxyPort}`,
    TRUSTED_PROXIES: "127.0.0.1",
    QUOTE_RATE_LIMIT: "1",
  });
  caddy = await startCaddy(Number(new URL(site.url).port), proxyPort);
});

test.afterAll(async () => {
  await caddy?.stop();
  await site?.stop();
});

test("the quote form works through Caddy, with HSTS", async ({ page }) => {
  const response = await page.goto(`${caddy.origin}/contact`);
  expect(response?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  const form = page.locator("#quote-form form");
  await form.getByLabel("Full Name *").click();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Full Name *").fill("Casey Moreno");
  await form.getByLabel("Phone Number *").fill("(502) 555-0121");
  await form.getByLabel("Email Address *").fill("caddy@example.com");
  await form.getByLabel("Service Needed *").selectOption("inspection");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Request Sent!"),
  ).toBeVisible();
  expect(site.query("SELECT 1 FROM leads WHERE email = 'caddy@example.com'")).toHaveLength(1);
});

test("a visitor's own X-Forwarded-For neither hides it nor escapes the limit", async () => {
  const burst = visitorAt(caddy, "127.0.0.2");
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++) {
    const answer = await burst(
      QUOTE_ACTION_PATH,
      formPost(caddy, quoteFields({ email: `caddy-burst${index}@example.com` }), {
        "X-Forwarded-For": `198.51.100.${index + 1}`,
      }),
    );
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  expect(
    site.query<{ client_address: string }>(
      "SELECT DISTINCT client_address FROM leads WHERE email LIKE 'caddy-burst%'",
    ),
  ).toEqual([{ client_address: "127.0.0.2" }]);
  const neighbour = await visitorAt(caddy, "127.0.0.3")(
    QUOTE_ACTION_PATH,
    formPost(caddy, quoteFields({ email: "caddy-neighbour@example.com" })),
  );
  expect(neighbour.status).toBe(200);
});

test("Caddy's access log keeps paths: no query strings, no add-photos, booking or invitation tokens", async () => {
  const { log, logged } = await accessLogAfterSecrets(caddy, visitorAt(caddy, "127.0.0.60"));
  for (const path of logged) expect(log).toContain(`"uri":"${path}"`);
  for (const secret of LOG_SECRETS) expect(log).not.toContain(secret);
  for (const secret of LOG_SECRETS) expect(site.output()).not.toContain(secret);
});

test("Caddy's own log writes a failed request without its token", async () => {
  const token = "ErrorLogTokenSecret0123456789abcdefABCDEF";
  // The server down: Caddy logs the failed proxying as an error, with the request.
  await site.stop();
  const answer = await visitorAt(caddy, "127.0.0.61")(`/proposal/${token}`);
  expect(answer.status).toBe(502);
  await expect.poll(() => caddy.errorOutput()).toContain('"uri":"/proposal/"');
  expect(caddy.errorOutput()).not.toContain(token);
});
