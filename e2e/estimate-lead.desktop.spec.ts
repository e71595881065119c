import { expect, test, type Page } from "@playwright/test";
import { startReceiver, type Receiver } from "../src/test-support/receiver-test-support.ts";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { watchPageErrors } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { storedEstimateOf } from "./support/estimate-lead";
import { postQuote, quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

/*
 * From an instant estimate to a lead on the built server, with JavaScript and without:
 * "Get my exact quote" opens the quote form with the estimate attached, and the lead's
 * office email (real SMTP on loopback), chat alert, webhook and lead page carry it.
 */
test.describe.configure({ mode: "serial" });

const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1&zip=40207";
let mailbox: TestMailbox;
let chat: Receiver;
let crm: Receiver;
let site: SiteServer;
let cookie: string;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  chat = await startReceiver();
  crm = await startReceiver();
  site = await startSiteServer({
    ...STAFF_ENV,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: "office@contractor.example.com",
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  });
  cookie = await addStaffAccount(site, STAFF.office);
});

test.afterAll(async () => {
  await site.stop();
  await Promise.all([mailbox.stop(), chat.close(), crm.close()]);
});

const form = (page: Page) => page.locator("#quote-form form");

async function fillContact(page: Page, email: string) {
  await form(page).getByLabel("Full Name *").fill("Jordan Pike");
  await form(page).getByLabel("Phone Number *").fill("(502) 555-0142");
  await form(page).getByLabel("Email Address *").fill(email);
  await form(page)
    .getByRole("checkbox", { name: /agree|contact/i })
    .check();
}

/** The office email, chat alert and webhook event of the lead sent from `email`. */
async function deliveredFor(email: string) {
  await expect
    .poll(() => mailbox.messages.filter((mail) => mail.replyTo.includes(email)).length)
    .toBe(1);
  const notification = mailbox.messages.find((mail) => mail.replyTo.includes(email))!;
  const [lead] = site.query<{ reference: string; estimate: string | null }>(
    "SELECT reference, estimate FROM leads WHERE email = ?",
    email,
  );
  await expect.poll(() => crm.requests.some((r) => r.body.includes(lead!.reference))).toBe(true);
  await expect.poll(() => chat.requests.some((r) => r.body.includes(lead!.reference))).toBe(true);
  const webhook = JSON.parse(crm.requests.find((r) => r.body.includes(lead!.reference))!.body);
  const alert = chat.requests.find((r) => r.body.includes(lead!.reference))!.body;
  return { lead: lead!, notification, webhook, alert };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an option's quote link opens the form prefilled, and the lead carries the estimate", async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    await page.goto(`${site.url}/estimate?${ranch}`);
    await page
      .getByRole("link", { name: /exact quote for this option: Standing-seam metal/ })
      .click();
    expect(new URL(page.url()).pathname).toBe("/estimate/quote");
    await expect(
      form(page).getByRole("radio", { name: "Standing-seam metal: $33,100 – $49,800" }),
    ).toBeChecked();
    await expect(form(page).getByLabel("Service Needed *")).toHaveValue("replacement");
    await fillContact(page, "jordan.nojs@example.com");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { name: "Request Sent!" })).toBeVisible();

    const { lead, notification, webhook, alert } = await deliveredFor("jordan.nojs@example.com");
    const line =
      "Instant estimate: Chose Standing-seam metal $33,100 – $49,800. About 25.5 squares " +
      "(footprint 1800, pitch medium, shape moderate, layers 1, zip 40207). Price book default-2026-11.";
    expect(notification.text).toContain(line);
    expect(webhook.data.estimate).toEqual({
      inputs: ranch,
      squares: 25.5,
      option: { id: "standing-seam", name: "Standing-seam metal", low: 33100, high: 49800 },
      ranges: expect.arrayContaining([expect.objectContaining({ id: "architectural" })]),
      priceBookVersion: "default-2026-11",
    });
    expect(alert).toContain("From the instant estimate: Standing-seam metal, $33,100 – $49,800");
    expect(JSON.parse(lead.estimate!)).toEqual(webhook.data.estimate);

    // The lead page shows it to staff.
    const [name = "", value = ""] = cookie.split("=");
    await page.context().addCookies([{ name, value, url: site.url }]);
    await page.goto(`${site.url}/admin/leads/${lead.reference}`);
    await expect(page.getByText(line.replace("Instant estimate: ", ""))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a refused request shows the form again with the estimate still attached and its option chosen", async () => {
    const response = await fetch(`${site.url}/quote-request?_action=quote.submit`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(
        quoteFields({
          email: "not-an-address",
          estimate: ranch,
          estimateOption: "standing-seam",
          estimateBook: "default-2026-11",
        }),
      ),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`name="estimate" value="${ranch.replaceAll("&", "&amp;")}"`);
    expect(html).toMatch(/<input(?=[^>]*value="standing-seam")(?=[^>]*checked="")[^>]*>/);
    expect(html).not.toMatch(/<input(?=[^>]*value="architectural")(?=[^>]*checked="")[^>]*>/);
    expect(html).toContain("Standing-seam metal: $33,100 – $49,800");
  });

  test("a quote link without a complete estimate goes back to the estimate, which says what is missing", async ({
    page,
  }) => {
    await page.goto(`${site.url}/estimate/quote?footprint=1800&pitch=medium`);
    expect(new URL(page.url()).pathname).toBe("/estimate");
    // Listed at the top of the form, a link to the question, and said beside it.
    await expect(
      page.getByRole("link", { name: "Choose the picture closest to your roof's shape." }),
    ).toBeVisible();
    await expect(
      page.getByRole("group", { name: "What shape is the roof?" }),
    ).toHaveAccessibleDescription("Choose the picture closest to your roof's shape.");
  });
});

test.describe("with JavaScript", () => {
  test("the live estimate's quote button carries the estimate; the visitor picks the option on the form", async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    await page.goto(`${site.url}/estimate`);
    await page.getByRole("textbox", { name: /footprint/ }).fill("1800");
    await page.getByText("Medium", { exact: true }).click();
    await page.getByText("Moderate", { exact: true }).click();
    await page.getByText("One layer", { exact: true }).click();
    await expect(page.locator('[data-price="architectural"]')).toHaveText("$14,000 – $20,400");
    await page.getByRole("link", { name: "Get my exact quote" }).click();
    expect(new URL(page.url()).pathname).toBe("/estimate/quote");
    await expect(form(page).getByRole("radio", { name: /^Not sure yet/ })).toBeChecked();
    await form(page)
      .getByRole("radio", { name: /^Architectural asphalt shingles/ })
      .check();
    await form(page).getByLabel("Full Name *").focus();
    await expect(form(page)).toHaveAttribute("data-hydrated", "true");
    await fillContact(page, "jordan.js@example.com");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Request Sent!"),
    ).toBeVisible();

    const { notification, webhook } = await deliveredFor("jordan.js@example.com");
    expect(notification.text).toContain(
      "Instant estimate: Chose Architectural asphalt shingles $14,000 – $20,400.",
    );
    expect(webhook.data.estimate.option.id).toBe("architectural");
    expect(webhook.data.estimate.priceBookVersion).toBe("default-2026-11");
    expect(errors).toEqual([]);
  });
});

test.describe("a forged estimate", () => {
  test("hostile quote links get a clear answer, never a 5xx nor an echo", async () => {
    for (const [query, status] of [
      // Past the server's request-line limit.
      [`${ranch}&option=${"x".repeat(5000)}&book=${"y".repeat(5000)}`, 414],
      // A malformed percent-escape is refused before anything reads it.
      [`${ranch}&option=%E0%A4%A&book=%00`, 400],
      // The first value counts; an unknown option or book is no choice, the current book.
      [`${ranch}&footprint=1e309&footprint=2000&option=gold&book=forged`, 200],
      [`${ranch}&book=default-2026-11&book=office-1&option[]=architectural`, 200],
      // Not an estimate: back to the estimate, which says what is wrong.
      ["footprint=%25ZZ&pitch=medium&shape=moderate&layers=1", 303],
    ] as const) {
      const response = await fetch(`${site.url}/estimate/quote?${query}`, { redirect: "manual" });
      expect(response.status, query.slice(0, 60)).toBe(status);
      if (status === 200) {
        const html = await response.text();
        expect(html).toContain('name="estimateBook" value="default-2026-11"');
        expect(html).not.toMatch(/forged|gold/);
      }
    }
  });

  test("a posted price is refused and nothing is stored", async () => {
    const email = "forged.price@example.com";
    const response = await postQuote(
      site.url,
      quoteFields({ email, estimate: ranch, estimateOption: "architectural", estimateHigh: "1" }),
    );
    expect(response.status).toBe(400);
    expect(site.query("SELECT id FROM leads WHERE email = ?", email)).toEqual([]);
  });

  test("a version that never existed is recomputed with the current book", async () => {
    expect(
      await storedEstimateOf(site, "forged.book@example.com", {
        estimate: ranch,
        estimateOption: "architectural",
        estimateBook: "office-999",
      }),
    ).toMatchObject({
      option: { id: "architectural", low: 14000, high: 20400 },
      priceBookVersion: "default-2026-11",
    });
  });
});
