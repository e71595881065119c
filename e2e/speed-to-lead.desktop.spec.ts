import { expect, test, type Page } from "@playwright/test";
import { join } from "node:path";
import { openSiteDatabase } from "../src/server/site-database.ts";
import { startReceiver, type Receiver } from "../src/test-support/receiver-test-support.ts";
import { seedReportLeads } from "../src/test-support/report-seed.ts";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The office's side of speed to lead on the built server: the reports page over a known
 * set of leads, read without JavaScript and on paper, and the lead page and integrations
 * page with a chat room and a CRM webhook configured. Every page passes axe.
 */
test.describe.configure({ mode: "serial" });

const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
let site: SiteServer;
let chat: Receiver;
let crm: Receiver;
let cookie: string;

test.beforeAll(async () => {
  chat = await startReceiver();
  crm = await startReceiver();
  site = await startSiteServer({
    ...STAFF_ENV,
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const database = await openSiteDatabase({ sqlitePath: join(site.dataDir, "site.db") });
  try {
    await seedReportLeads(database.db, new Date(), site.url);
  } finally {
    await database.close();
  }
  cookie = await addStaffAccount(site, STAFF.office);
});

test.afterAll(async () => {
  await site.stop();
  await Promise.all([chat.close(), crm.close()]);
});

async function signIn(page: Page) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: site.url }]);
}

/** The cells of the table captioned `caption`, one array per body row: [row heading, ...cells]. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.locator("table", { has: page.locator("caption", { hasText: caption }) });
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the reports page shows the seeded counts in charts and tables",
    { tag: "@dates" },
    async ({ page }) => {
      const errors = await watchPageErrors(page);
      await signIn(page);
      await page.goto(`${site.url}/admin/reports`);
      await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
      await expect(page.locator("main p").first()).toContainText("11 real leads");

      // Each chart is drawn for a phone's width and a wider one; CSS shows one of the two.
      const charts = page.locator('svg[role="img"]').filter({ visible: true });
      await expect(charts).toHaveCount(8);
      for (const chart of await charts.all()) await expect(chart).toBeVisible();
      await expect(page.getByRole("img", { name: /Leads per week by service/ })).toBeVisible();
      // Bars are drawn: one part per non-zero count of service and week.
      expect(await page.locator('[data-chart="per-week-chart"] rect').count()).toBeGreaterThan(5);

      expect(await tableRows(page, "Leads by source")).toEqual([
        ["direct", "7"],
        ["google / cpc", "3"],
        ["facebook.com", "1"],
      ]);
      expect(await tableRows(page, "Leads by area")).toEqual([
        ["Louisville", "6"],
        ["Shively", "2"],
        ["Crestwood", "1"],
        ["Jeffersonville", "1"],
        ["Oldham County", "1"],
      ]);
      expect(await tableRows(page, "Share contacted within 5, 30 and 60 minutes")).toEqual([
        ["Within 5 min", "2", "18%"],
        ["Within 30 min", "4", "36%"],
        ["Within 60 min", "5", "45%"],
      ]);
      const perWeek = await tableRows(page, "Leads per week by service");
      expect(perWeek).toHaveLength(12);
      expect(perWeek.reduce((sum, row) => sum + Number(row.at(-1)), 0)).toBe(11);
      const spam = await tableRows(page, "Spam and real leads per week");
      expect(spam.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(2);
      expect(spam.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(11);

      // On paper the charts and tables are all there.
      await page.emulateMedia({ media: "print" });
      await expect(charts).toHaveCount(8);
      for (const chart of await charts.all()) await expect(chart).toBeVisible();
      // Eight charts' tables (the inspections' among them), the proposals' monthly table (no
      // proposal is signed here, so no table by option), the instant estimate's weekly table,
      // the review requests' monthly one and the storms beside leads.
      await expect(page.locator("table")).toHaveCount(12);
      await expect(
        page.getByRole("table", { name: "Review requests and projects per month" }),
      ).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Proposals sent and signed per month" }),
      ).toBeVisible();
      // Nothing the page draws with was refused by the CSP (no inline styles).
      expect(errors).toEqual([]);
    },
  );

  test("tapping Called on a lead stores its response time", { tag: "@dates" }, async ({ page }) => {
    const reference = await referenceOf(await postQuote(site.url, quoteFields()));
    await signIn(page);
    await page.goto(`${site.url}/admin`);
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: reference })
        .getByText(/^Waiting /),
    ).toBeVisible();

    await page.goto(`${site.url}/admin/leads/${reference}`);
    const response = page.getByRole("region", { name: "Response" });
    await expect(response).toContainText("Not yet");
    await page
      .getByRole("region", { name: "Contact the customer" })
      .getByRole("button", { name: "Called" })
      .click();
    await expect(page.getByRole("status")).toHaveText("Marked as called.");
    await expect(response).not.toContainText("Not yet");
    await expect(response).toContainText("Response time");
    const [lead] = site.query<{ status: string; first_contacted_at: string | null }>(
      "SELECT status, first_contacted_at FROM leads WHERE reference = ?",
      reference,
    );
    expect(lead?.status).toBe("contacted");
    expect(lead?.first_contacted_at).toBeTruthy();

    // The chat alert and the webhook event went out and are listed on the lead.
    const deliveries = page.getByRole("region", { name: "Chat and webhooks" });
    await expect
      .poll(async () => {
        await page.reload();
        return deliveries.getByText("Delivered", { exact: true }).count();
      })
      .toBe(2);
    expect(chat.requests.some((request) => request.body.includes(reference))).toBe(true);
    expect(crm.requests.some((request) => request.body.includes(reference))).toBe(true);

    // Resend puts the chat alert out again.
    const alerts = () => chat.requests.filter((request) => request.body.includes(reference)).length;
    await deliveries
      .getByRole("listitem")
      .filter({ hasText: "Chat alert" })
      .getByRole("button", { name: "Resend" })
      .click();
    await expect(page.getByRole("status")).toHaveText(/Queued to be sent again/);
    await expect.poll(alerts).toBe(2);

    // On a phone the page, deliveries and all, fits the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("the integrations page sends a test event", async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/admin/integrations`);
    const chatCard = page.getByRole("region", { name: /^Chat alert/ });
    await expect(chatCard).toContainText("http://127.0.0.1");
    const before = chat.requests.length;
    await chatCard.getByRole("button", { name: "Send a test event" }).click();
    await expect(page.getByRole("status")).toContainText("Test event queued");
    await expect.poll(() => chat.requests.length).toBe(before + 1);
    expect(chat.requests.at(-1)?.body).toContain("new leads will show up here");
  });
});

test("the new actions answer bad input with a clear 4xx and change nothing", async () => {
  const post = (action: string, fields: Record<string, string>, withCookie = true) =>
    fetch(`${site.url}/_actions/admin.${action}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: site.url, ...(withCookie && { Cookie: cookie }) },
    });
  const deliveries = () => site.query<{ n: number }>("SELECT count(*) AS n FROM deliveries")[0]?.n;
  const before = deliveries();

  expect((await post("sendTestEvent", { endpoint: "99" })).status).toBe(404);
  expect((await post("sendTestEvent", { endpoint: "first" })).status).toBe(400);
  expect((await post("sendTestEvent", { endpoint: "0" }, false)).status).toBe(401);
  expect((await post("resumeEndpoint", { endpoint: "0" })).status).toBe(409);
  expect((await post("markCalled", { reference: "Q-ZZZZZZ" })).status).toBe(404);
  expect((await post("markCalled", { reference: "'; DROP TABLE leads" })).status).toBe(400);
  expect((await post("resendDelivery", { reference: "Q-ZZZZZZ", deliveryId: "1" })).status).toBe(
    404,
  );
  expect((await post("resendDelivery", { reference: "Q-R00000", deliveryId: "-1" })).status).toBe(
    400,
  );
  expect(deliveries()).toBe(before);
});

test("the reports, lead and integrations pages pass axe", async ({ page }) => {
  await signIn(page);
  const reference = await referenceOf(
    await postQuote(site.url, quoteFields({ email: "axe@example.com", serviceType: "emergency" })),
  );
  for (const path of [
    "/admin/reports",
    `/admin/leads/${reference}`,
    "/admin/integrations",
    "/admin",
  ]) {
    await page.goto(`${site.url}${path}`);
    expect(await axeViolations(page), path).toEqual([]);
  }
});
