import { expect, test, type Page } from "@playwright/test";
import { waitFor } from "../src/test-support/wait-for.ts";
import {
  bookOverHttp,
  invitationIn,
  pickFirstWindow,
  pickWindow,
  fillContact,
} from "./support/booking";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

// /book with JavaScript: the form's code loads on first use and books without a page
// load, under the same rules as the plain post.
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let mailbox: TestMailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
});
test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

/** Marks the document: still there after sending means no page load happened. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const documentKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

test(
  "picking a window and booking happen without a page load; a double click books once",
  { tag: "@dates" },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });

    await page.goto(`${site.url}/book`);
    expect(scripts).toEqual([]);
    await pickFirstWindow(page);
    const contact = await fillContact(page, 1);
    await expect(page.locator('form[data-enhanced="true"]')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    await markDocument(page);
    await page.getByRole("button", { name: "Book My Inspection" }).dblclick();
    // The confirmation replaces the page's heading and form, focused, in place.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Your inspection is booked");
    await expect(heading).toBeFocused();
    await expect(page.locator("#booking-form")).toHaveCount(0);
    await expect(page.getByText(contact.address)).toBeVisible();
    expect(await documentKept(page)).toBe(true);
    expect(page.url()).toBe(`${site.url}/book`);
    expect(site.query<{ n: number }>("SELECT count(*) AS n FROM bookings")[0]!.n).toBe(1);

    // Its links are the confirmation page's: reschedule opens this booking.
    await page.getByRole("link", { name: "Reschedule" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick a new time");
    const mail = await waitFor(
      () => mailbox.messages.find((message) => message.to.includes(contact.email)),
      `the confirmation to ${contact.email}`,
    );
    expect(invitationIn(mail)).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      location: contact.address,
    });
  },
);

test(
  "a window taken meanwhile is refused in place, taken off the list, and the typing kept",
  { tag: "@dates" },
  async ({ page }) => {
    await page.goto(`${site.url}/book`);
    const taken = (await page.locator('input[name="window"]').nth(3).getAttribute("value"))!;
    // Two other households fill that window while this page is open.
    await bookOverHttp(site.url, 2, () => taken);
    await bookOverHttp(site.url, 3, () => taken);
    await pickWindow(page, taken);
    const contact = await fillContact(page, 4);
    await markDocument(page);
    await page.getByRole("button", { name: "Book My Inspection" }).click();
    await expect(page.getByText("Someone just took the last place in that window")).toBeVisible();
    await expect(page.locator(`input[value="${taken}"]`)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: /^Full Name/ })).toHaveValue(contact.name);
    expect(await documentKept(page)).toBe(true);
    // A field the server refuses gets its message beside it.
    await pickFirstWindow(page);
    // The browser lets a short number through; the server's rule refuses it.
    await page.getByRole("textbox", { name: /^Phone Number/ }).fill("12345");
    await page.getByRole("button", { name: "Book My Inspection" }).click();
    await expect(page.getByText(/Please enter a phone number with/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Phone Number/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByRole("textbox", { name: /^Phone Number/ }).fill(contact.phone);
    await page.getByRole("button", { name: "Book My Inspection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your inspection is booked");
    expect(await documentKept(page)).toBe(true);
  },
);

test(
  "the quote form's success message offers 'Pick your inspection time now' for that lead",
  { tag: "@dates" },
  async ({ page }) => {
    await page.goto(`${site.url}/contact`);
    const quote = page.locator("#quote-form");
    await quote.getByRole("textbox", { name: /^Full Name/ }).fill("Casey Nguyen");
    await quote.getByRole("textbox", { name: /^Phone Number/ }).fill("(502) 555-0188");
    await quote.getByRole("textbox", { name: /^Email/ }).fill("casey@example.com");
    await quote.getByRole("combobox").selectOption("inspection");
    await quote.getByRole("checkbox", { name: /I agree/ }).check();
    await quote.getByRole("button", { name: "Get My Free Quote" }).click();
    const link = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("link", { name: "Pick your inspection time now" });
    await expect(link).toHaveAttribute("href", /^\/book\?lead=Q-[A-Z0-9]{6}\./);
    await link.click();
    await expect(page.getByText("Booking for Casey")).toBeVisible();
  },
);
