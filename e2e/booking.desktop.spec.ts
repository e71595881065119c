import { expect, test } from "@playwright/test";
import { waitFor } from "../src/test-support/wait-for.ts";
import {
  invitationIn,
  linkAfter,
  louisvilleWindow,
  pickFirstWindow,
  pickWindow,
  shownWindows,
  fillContact,
} from "./support/booking";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

// Booking an inspection with JavaScript off: /book, the confirmation, the email and its
// invitation, rescheduling and cancelling through the email's links, all on the built server.
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let mailbox: TestMailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: "office@ridgeline.test",
    // A server far from Louisville (UTC+14): every time shown must still be Louisville's.
    TZ: "Pacific/Kiritimati",
  });
});
test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

const mailTo = (address: string, subject: RegExp, count = 1) =>
  waitFor(
    () =>
      mailbox.messages.filter((mail) => mail.to.includes(address) && subject.test(mail.subject))[
        count - 1
      ],
    `mail "${subject}" to ${address}`,
  );

test(
  "book, confirm, get the invitation, reschedule and cancel, all without JavaScript",
  { tag: "@dates" },
  async ({ page }) => {
    await page.goto(`${site.url}/book`);
    // Whatever today is, the first window the page shows: its value is its Louisville day
    // and start ("2026-12-03T10:00"), which every time shown must match on this server.
    const firstWindow = shownWindows(page).first();
    const windowId = await firstWindow.locator('input[name="window"]').getAttribute("value");
    const offered = louisvilleWindow(windowId!);
    await firstWindow.click();
    const contact = await fillContact(page, 1);
    await page.getByRole("button", { name: "Book My Inspection" }).click();

    await expect(page).toHaveURL(/\/book\/booking\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your inspection is booked");
    const when = page.getByTestId("booking-when");
    await expect(when).toHaveText(offered.inWords);
    await expect(page.getByText(contact.address)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "What happens at the inspection" }),
    ).toBeVisible();

    // The .ics download is the same event.
    const calendarHref = await page
      .getByRole("link", { name: /Add to my calendar/ })
      .getAttribute("href");
    const ics = await (await fetch(`${site.url}${calendarHref}`)).text();
    expect(ics).toContain("BEGIN:VEVENT");

    const confirmation = await mailTo(contact.email, /inspection is booked/);
    const invitation = invitationIn(confirmation);
    expect(invitation.partType).toMatch(/^text\/calendar;.*method=REQUEST/);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      location: contact.address,
      tzid: "America/Kentucky/Louisville",
    });
    expect(invitation.start).toBe(`${offered.day}T${offered.start}:00`);
    const office = await mailTo("office@ridgeline.test", /^Inspection booked/);
    expect(invitationIn(office).uid).toBe(invitation.uid);
    expect(confirmation.text).toContain(`When: ${offered.inWords}`);

    // Reschedule from the email's link.
    const rescheduleUrl = linkAfter(confirmation, "Reschedule: ");
    await page.goto(rescheduleUrl.replace(/^https?:\/\/[^/]+/, site.url));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick a new time");
    await pickFirstWindow(page);
    await page.getByRole("button", { name: "Move My Inspection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your inspection is booked");
    const moved = await mailTo(contact.email, /new time/);
    const updated = invitationIn(moved);
    expect([updated.method, updated.uid, updated.sequence]).toEqual(["REQUEST", invitation.uid, 1]);
    // The first email's links were replaced.
    expect((await fetch(rescheduleUrl.replace(/^https?:\/\/[^/]+/, site.url))).status).toBe(404);

    // Cancel from the new email's link: a GET asks, the POST cancels.
    const cancelUrl = linkAfter(moved, "Cancel: ").replace(/^https?:\/\/[^/]+/, site.url);
    await page.goto(cancelUrl);
    await page.getByRole("button", { name: "Yes, Cancel the Inspection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your inspection is cancelled",
    );
    const cancelled = invitationIn(await mailTo(contact.email, /is cancelled/));
    expect([cancelled.method, cancelled.uid, cancelled.sequence]).toEqual([
      "CANCEL",
      invitation.uid,
      2,
    ]);
    // A replayed cancel link is answered, not obeyed twice.
    const replay = await page.goto(cancelUrl);
    expect(replay?.status()).toBe(410);
    // The view link and its calendar file stop showing the cancelled booking.
    const viewUrl = linkAfter(moved, "Your booking: ").replace(/^https?:\/\/[^/]+/, site.url);
    const view = await page.goto(viewUrl);
    expect(view?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This inspection is over or cancelled",
    );
    await expect(page.locator("main")).not.toContainText(contact.email);
    const closedCalendar = await fetch(viewUrl.replace("/book/booking/", "/book/calendar/"));
    expect(closedCalendar.status).toBe(410);
    const rows = site.query<{ status: string }>("SELECT status FROM bookings");
    expect(rows).toEqual([{ status: "cancelled" }]);
  },
);

test(
  "a full window sends the last visitor back to the list with what they typed",
  { tag: "@dates" },
  async ({ page }) => {
    await page.goto(`${site.url}/book`);
    const windowId = await page.locator('input[name="window"]').last().getAttribute("value");
    // Two other households take both places while this visitor is still typing.
    for (const n of [2, 3]) {
      const other = await page.context().newPage();
      await other.goto(`${site.url}/book`);
      await pickWindow(other, windowId!);
      await fillContact(other, n);
      await other.getByRole("button", { name: "Book My Inspection" }).click();
      await expect(other).toHaveURL(/\/book\/booking\//);
      await other.close();
    }
    await pickWindow(page, windowId!);
    const contact = await fillContact(page, 4);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      page.getByRole("button", { name: "Book My Inspection" }).click(),
    ]);
    expect(response.status()).toBe(409);
    await expect(page.getByRole("alert").first()).toContainText(/no longer offered|last place/);
    await expect(page.getByRole("textbox", { name: /^Full Name/ })).toHaveValue(contact.name);
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue(contact.email);
    await expect(page.locator(`input[value="${windowId}"]`)).toHaveCount(0);
    expect(
      site.query<{ n: number }>(
        "SELECT count(*) AS n FROM bookings WHERE window_id = ?",
        windowId!,
      )[0]!.n,
    ).toBe(2);
  },
);

test(
  "an address outside the service area is told so and offered the quote form",
  { tag: "@dates" },
  async ({ page }) => {
    await page.goto(`${site.url}/book`);
    await pickFirstWindow(page);
    await fillContact(page, 5);
    await page
      .getByRole("textbox", { name: /^Property Address/i })
      .fill("233 S Wacker Dr, Chicago, IL 60606");
    await page.getByRole("button", { name: "Book My Inspection" }).click();
    await expect(page.getByText("That address is outside our service area")).toBeVisible();
    await expect(page.getByRole("link", { name: "Send the quote form" })).toHaveAttribute(
      "href",
      "/contact#quote-form",
    );
  },
);

test(
  "after a quote request, 'Pick your inspection time now' books for that same lead without asking again",
  { tag: "@dates" },
  async ({ page }) => {
    // The no-JavaScript quote form and its result page.
    await page.goto(`${site.url}/contact`);
    const quote = page.locator("#quote-form");
    await expect(quote.getByRole("link", { name: "Book your inspection online" })).toHaveAttribute(
      "href",
      "/book",
    );
    await quote.getByRole("textbox", { name: /^Full Name/ }).fill("Jordan Baker");
    await quote.getByRole("textbox", { name: /^Phone Number/ }).fill("(502) 555-0177");
    await quote.getByRole("textbox", { name: /^Email/ }).fill("jordan@example.com");
    await quote
      .getByRole("textbox", { name: /^Property Address/i })
      .fill("1500 Bardstown Rd, Louisville, KY 40205");
    await quote.getByRole("combobox").selectOption("inspection");
    await quote.getByRole("checkbox", { name: /I agree/ }).check();
    await quote.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Sent!");
    await page.getByRole("link", { name: "Pick your inspection time now" }).click();

    await expect(page).toHaveURL(/\/book\?lead=Q-/);
    await expect(page.getByText("Booking for Jordan")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Full Name/ })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: /Property address/i })).toHaveValue(
      "1500 Bardstown Rd, Louisville, KY 40205",
    );
    await pickFirstWindow(page);
    await page.getByRole("button", { name: "Book My Inspection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your inspection is booked");
    const leads = site.query<{ id: number; status: string }>(
      "SELECT id, status FROM leads WHERE email = 'jordan@example.com'",
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]!.status).toBe("scheduled");
    expect(
      site.query<{ lead_id: number }>(
        "SELECT lead_id FROM bookings WHERE lead_id = ?",
        leads[0]!.id,
      ),
    ).toHaveLength(1);
  },
);

test("the inspection and emergency service pages offer /book beside the quote form", async ({
  page,
}) => {
  for (const path of [
    "/residential/roof-inspection",
    "/commercial/roof-inspection",
    "/emergency/storm-damage",
    "/emergency/roof-tarping",
  ]) {
    await page.goto(`${site.url}${path}`);
    await expect(
      page.locator("#quote-form").getByRole("link", { name: "Book your inspection online" }),
      path,
    ).toHaveAttribute("href", "/book");
  }
  // The specification's buttons keep their target.
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Book an Inspection" }).first(),
  ).toHaveAttribute("href", "/contact#quote-form");
});
