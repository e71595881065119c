import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { accessLogAfterSecrets, LOG_SECRETS } from "./support/access-log";
import { watchPageErrors } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { startNginx, PUBLIC_HOST, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script.ts";
import { startMailbox, type TestMailbox } from "./support/smtp";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";

/*
 * The topology the README deploys: the built server behind Debian's nginx with TLS
 * (deploy/nginx-site.conf as shipped), visitors on distinct addresses. Chromium reaches
 * www.example.test through a host-resolver rule (playwright.config.ts); Node clients
 * connect from 127.0.0.2, 127.0.0.3, … so nginx sees each as its own client.
 */
test.describe.configure({ mode: "serial" });

const OFFICE = "office@contractor.example.com";
const PASSWORD = "slate shingles and copper flashing";
/** Hard limit 4 × 2: a client's ninth quote in ten minutes is refused. */
const RATE_LIMIT = 2;

let mailbox: TestMailbox;
let site: SiteServer;
let nginx: TlsProxy;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  const proxyPort = await freePort();
  site = await startSiteServer({
    SITE_URL: `https://${PUBLIC_HOST}:${proxyPort}`,
    TRUSTED_PROXIES: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: OFFICE,
    STAFF_EMAILS: OFFICE,
    QUOTE_RATE_LIMIT: String(RATE_LIMIT),
  });
  nginx = await startNginx(Number(new URL(site.url).port), proxyPort);
  const created = await runNodeScript(["scripts/staff.ts", "add", OFFICE], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: site.dataDir, STAFF_EMAILS: OFFICE, SITE_URL: nginx.origin },
  });
  expect(created.status, created.stderr).toBe(0);
});

test.afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  await mailbox?.stop();
});

const form = (page: Page) => page.locator("#quote-form form");
const leadsFrom = (address: string) =>
  site.query<{ reference: string; spam_reason: string | null }>(
    "SELECT reference, spam_reason FROM leads WHERE client_address = ? ORDER BY id",
    address,
  );

async function fillQuote(page: Page, email: string) {
  await form(page).getByLabel("Full Name *").fill("Jordan Pike");
  await form(page).getByLabel("Phone Number *").fill("(812) 555-0134");
  await form(page).getByLabel("Email Address *").fill(email);
  await form(page).getByLabel("Service Needed *").selectOption("repair");
  await form(page).getByLabel("Property Address").fill("118 Spring St, Jeffersonville, IN 47130");
  await form(page).getByRole("checkbox").check();
}

test("pages come over TLS with HSTS, and plain http is sent to https", async () => {
  const visitor = visitorAt(nginx, "127.0.0.2");
  const home = await visitor("/");
  expect(home.status).toBe(200);
  expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");

  const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/contact`, {
    headers: { Host: PUBLIC_HOST },
    redirect: "manual",
  });
  expect(plain.status).toBe(301);
  expect(plain.headers.get("location")).toBe(`https://${PUBLIC_HOST}/contact`);
});

test("the quote form with JavaScript: Request Sent! and the office is emailed", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  await page.goto(`${nginx.origin}/residential/roof-repair`);
  await form(page).evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
  await form(page).getByLabel("Full Name *").click();
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
  await fillQuote(page, "island@example.com");
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Request Sent!"),
  ).toBeVisible();
  expect(errors).toEqual([]);
  const [lead] = site.query<{ source_page: string; spam_reason: string | null }>(
    "SELECT source_page, spam_reason FROM leads WHERE email = ?",
    "island@example.com",
  );
  expect(lead).toEqual({ source_page: "/residential/roof-repair", spam_reason: null });
  const mails = await mailbox.waitFor(1);
  expect(mails.some((mail) => mail.to.includes(OFFICE))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote form posts through the proxy and shows the reference", async ({ page }) => {
    await page.goto(`${nginx.origin}/contact`);
    await fillQuote(page, "plain-form@example.com");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Sent!");
    const reference = (await page.getByText(/reference number is/).textContent())?.match(
      /Q-[A-Z0-9]{6}/,
    )?.[0];
    const [lead] = site.query<{ reference: string }>(
      "SELECT reference FROM leads WHERE email = ?",
      "plain-form@example.com",
    );
    expect(lead?.reference).toBe(reference);
  });

  test("staff sign in with the plain form, see the inbox and change a lead's status", async ({
    page,
  }) => {
    await page.goto(`${nginx.origin}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await page.getByLabel("Email").fill(OFFICE);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /sign in/i }).click();
    await expect(page).toHaveURL(`${nginx.origin}/admin`);
    const [lead] = site.query<{ reference: string }>(
      "SELECT reference FROM leads WHERE email = ?",
      "plain-form@example.com",
    );
    await page.goto(`${nginx.origin}/admin/leads/${lead!.reference}`);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save Status" }).click();
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    expect(site.query("SELECT status FROM leads WHERE reference = ?", lead!.reference)).toEqual([
      { status: "contacted" },
    ]);
    await page.goto(`${nginx.origin}/admin`);
    await expect(
      page.getByRole("link", { name: /plain-form@example\.com|Jordan Pike/ }).first(),
    ).toBeVisible();
  });
});

test("staff sign in with JavaScript through the proxy", async ({ page }) => {
  await page.goto(`${nginx.origin}/admin/sign-in`);
  const signIn = page.locator("form[data-hydrated]");
  await expect(signIn).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Email").fill(OFFICE);
  await page.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button").click();
  await expect(page).toHaveURL(`${nginx.origin}/admin`);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.includes("session_token"))).toMatchObject({
    secure: true,
    httpOnly: true,
  });
});

test("the quote limit counts each visitor, and a forged X-Forwarded-For does not escape it", async () => {
  const burst = visitorAt(nginx, "127.0.0.2");
  const statuses: number[] = [];
  for (let index = 0; index < RATE_LIMIT * 4 + 2; index++) {
    const answer = await burst(
      QUOTE_ACTION_PATH,
      formPost(nginx, quoteFields({ email: `burst${index}@example.com` }), {
        // A new made-up address each time, as a bot rotating "its" address would send.
        "X-Forwarded-For": `198.51.100.${index + 1}`,
        "X-Real-IP": `198.51.100.${index + 1}`,
      }),
    );
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT * 4).fill(200), 429, 429]);
  const stored = leadsFrom("127.0.0.2");
  expect(stored).toHaveLength(RATE_LIMIT * 4);
  expect(stored.slice(0, RATE_LIMIT).every((lead) => lead.spam_reason === null)).toBe(true);
  expect(stored.slice(RATE_LIMIT).every((lead) => lead.spam_reason === "rate-limit")).toBe(true);
  expect(site.query("SELECT 1 FROM leads WHERE client_address LIKE '198.51.100.%'")).toEqual([]);

  // Another visitor on the same proxy is not caught by the first one's limit.
  const neighbour = await visitorAt(nginx, "127.0.0.3")(
    QUOTE_ACTION_PATH,
    formPost(nginx, quoteFields({ email: "neighbour@example.com" })),
  );
  expect(neighbour.status).toBe(200);
  expect(leadsFrom("127.0.0.3")).toEqual([expect.objectContaining({ spam_reason: null })]);
});

test("a stranger's wrong passwords from one address do not lock the owner out", async () => {
  const stranger = visitorAt(nginx, "127.0.0.4");
  const guess = (password: string) =>
    stranger("/admin/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: nginx.origin },
      body: JSON.stringify({ email: OFFICE, password }),
    });
  const statuses = [];
  for (let attempt = 0; attempt < 12; attempt++)
    statuses.push((await guess(`wrong guess ${attempt}`)).status);
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);

  const owner = await visitorAt(nginx, "127.0.0.5")("/admin/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: nginx.origin },
    body: JSON.stringify({ email: OFFICE, password: PASSWORD }),
  });
  expect(owner.status).toBe(200);
});

test("the issue's reproduction: a same-origin https POST is not refused as cross-site", async () => {
  const answer = await visitorAt(nginx, "127.0.0.6")(
    QUOTE_ACTION_PATH,
    formPost(nginx, { name: "a" }),
  );
  expect(answer.status).toBe(400);
  expect(answer.body).not.toContain("Cross-site");
  const crossSite = await visitorAt(nginx, "127.0.0.6")(
    QUOTE_ACTION_PATH,
    formPost(nginx, quoteFields(), { Origin: "https://evil.example" }),
  );
  expect(crossSite.status).toBe(403);
});

test("nginx's access log keeps paths: no query strings, no add-photos, booking or invitation tokens", async () => {
  const { log, logged } = await accessLogAfterSecrets(nginx, visitorAt(nginx, "127.0.0.60"));
  for (const path of logged) expect(log).toContain(`GET ${path}`);
  for (const secret of LOG_SECRETS) expect(log).not.toContain(secret);
  // The server's own log line for each request cuts the token too.
  for (const secret of LOG_SECRETS) expect(site.output()).not.toContain(secret);
});

test("nginx's error log never writes a refused request's token", async () => {
  const token = "ErrorLogTokenSecret0123456789abcdefABCDEF";
  // Too large a body: nginx refuses it itself, and its error log (which has no format)
  // would write the request line, token and all.
  const answer = await visitorAt(nginx, "127.0.0.61")(`/proposal/${token}`, {
    ...formPost(nginx, { intent: "decline", reason: "x".repeat(100_000) }),
  });
  expect(answer.status).toBe(413);
  await expect
    .poll(() => readFileSync(nginx.accessLog, "utf8"))
    .toContain('"POST /proposal/(token)" 413');
  expect(nginx.errorOutput()).not.toContain(token);
});
