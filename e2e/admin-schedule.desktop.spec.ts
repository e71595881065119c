import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import {
  startReceiver,
  WEBHOOK_SECRET,
  type Receiver,
} from "../src/test-support/receiver-test-support.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { bookOverHttp, bookingContact, invitationIn } from "./support/booking";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

// The office's week of inspections: each booking with its lead, moved, cancelled and closed
// from /admin/schedule (the homeowner told by email, the CRM by signed webhooks), times
// blocked, and the booking rules changed, all without JavaScript.
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let mailbox: TestMailbox;
let crm: Receiver;
let chat: Receiver;
let cookie: string;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  [crm, chat] = await Promise.all([startReceiver(), startReceiver()]);
  site = await startSiteServer({
    ...STAFF_ENV,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  cookie = await addStaffAccount(site, STAFF.office);
});
test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
  await Promise.all([crm.close(), chat.close()]);
});

test.beforeEach(async ({ context }) => {
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: site.url }]);
});

const waitUntil = <T>(what: string, find: () => T | undefined) => waitFor(find, what);

const bookingRow = (page: Page, n: number) =>
  page.locator("li[data-inspection]").filter({ hasText: bookingContact(n).name });

test(
  "the week shows each booking with its lead; staff move, close and cancel them, and everyone is told",
  { tag: "@dates" },
  async ({ page }) => {
    // The first windows offered are on the next business day: inside the week from today.
    await bookOverHttp(site.url, 1, (windows) => windows[0]!);
    await bookOverHttp(site.url, 2, (windows) => windows[1]!);
    await bookOverHttp(site.url, 3, (windows) => windows[2]!);
    await page.goto(`${site.url}/admin/schedule`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inspection schedule");
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^Today, /);
    const first = bookingRow(page, 1);
    await expect(first).toContainText("2204 Frankfort Ave, Louisville, KY 40206");
    await expect(first).toContainText("Roof Inspection");
    await expect(first.getByRole("link", { name: bookingContact(1).phone })).toHaveAttribute(
      "href",
      /^tel:/,
    );

    // Its lead, with the appointment on the lead page.
    await first.getByRole("link", { name: bookingContact(1).name }).click();
    await expect(page.getByText("Inspection booked for")).toBeVisible();
    await expect(page.getByText("Scheduled").first()).toBeVisible();
    await page.goto(`${site.url}/admin/schedule`);

    // Move the first to another window: the homeowner gets SEQUENCE 1 of the same event.
    await bookingRow(page, 1).getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText(/Inspection moved/);
    const moved = await waitUntil("the new time email", () =>
      mailbox.messages.find(
        (mail) => mail.to.includes(bookingContact(1).email) && /new time/.test(mail.subject),
      ),
    );
    expect(invitationIn(moved)).toMatchObject({ method: "REQUEST", sequence: 1 });

    // Close the second as done, the third as cancelled (homeowner told).
    await bookingRow(page, 2).getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("status")).toHaveText("Inspection marked.");
    await expect(bookingRow(page, 2)).toContainText("Done");
    await bookingRow(page, 3)
      .getByRole("button", { name: /^Cancel/ })
      .click();
    await expect(page.getByRole("status")).toHaveText(/Inspection cancelled/);
    const cancelled = await waitUntil("the cancellation", () =>
      mailbox.messages.find(
        (mail) => mail.to.includes(bookingContact(3).email) && /cancelled/.test(mail.subject),
      ),
    );
    expect(invitationIn(cancelled).method).toBe("CANCEL");

    // Signed webhooks for each change, and a chat line.
    const events = await waitUntil("the webhook events", () => {
      const types = crm.requests.map((request) => JSON.parse(request.body).type as string);
      return types.includes("inspection.cancelled") && types.includes("inspection.rescheduled")
        ? crm.requests
        : undefined;
    });
    const webhook = new Webhook(WEBHOOK_SECRET);
    for (const request of events)
      webhook.verify(request.body, {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      });
    expect(
      events
        .map((request) => JSON.parse(request.body).type)
        .filter((type) => type.startsWith("inspection."))
        .sort(),
    ).toEqual([
      "inspection.booked",
      "inspection.booked",
      "inspection.booked",
      "inspection.cancelled",
      "inspection.rescheduled",
    ]);
    expect(chat.requests.some((request) => request.body.includes("Inspection booked"))).toBe(true);
  },
);

test(
  "blocking a day takes it off /book, and the rules edited here are what /book offers",
  { tag: "@dates" },
  async ({ page }) => {
    const firstDay = async () =>
      (await (await fetch(`${site.url}/book`)).text()).match(
        /name="window" value="(\d{4}-\d{2}-\d{2})T/,
      )![1]!;
    const day = await firstDay();
    await page.goto(`${site.url}/admin/schedule`);
    const dayPanel = page.locator("section").filter({ has: page.locator(`#day-${day}`) });
    await dayPanel.getByRole("button", { name: "Block the whole day" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Blocked/);
    expect(await firstDay()).not.toBe(day);
    await page
      .locator("section")
      .filter({ has: page.locator(`#day-${day}`) })
      .getByRole("button", { name: "Unblock the day" })
      .click();
    expect(await firstDay()).toBe(day);

    // One window: blocked, it leaves /book; the day's other windows stay.
    const offered = async () =>
      [
        ...(await (await fetch(`${site.url}/book`)).text()).matchAll(
          /name="window" value="([^"]+)"/g,
        ),
      ].map((m) => m[1]!);
    const [firstWindow, secondWindow] = await offered();
    await page
      .locator("section")
      .filter({ has: page.locator(`#day-${day}`) })
      .getByRole("button", { name: "Block window" })
      .first()
      .click();
    await expect(page.getByRole("status")).toHaveText(/^Blocked/);
    const afterBlock = await offered();
    expect(afterBlock).not.toContain(firstWindow);
    expect(afterBlock).toContain(secondWindow);
    await page
      .locator("section")
      .filter({ has: page.locator(`#day-${day}`) })
      .getByRole("button", { name: "Unblock window" })
      .click();
    expect(await offered()).toContain(firstWindow);

    // A wrong line is refused with its line number, and nothing changes.
    await page.getByLabel("Weekly windows").fill("Monday 08:00-10:00 x2\nFunday 9-5");
    await page.getByRole("button", { name: "Save the rules" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      'Line 2: write it like "Monday 08:00-10:00 x2".',
    );
    // A Sunday window in the hour the spring change skips is refused, with the day named.
    await page.getByLabel("Weekly windows").fill("Monday 08:00-10:00 x2\nSunday 02:00-04:00 x1");
    await page.getByRole("button", { name: "Save the rules" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^Sunday 02:00-04:00 x1: 02:00 does not exist on Sunday, March \d{1,2}, \d{4}, when the clocks go forward an hour\./,
    );
    // Only Saturday mornings, for three weeks.
    await page.getByLabel("Weekly windows").fill("Saturday 07:00-09:00 x3");
    await page.getByLabel("Days offered ahead").fill("21");
    await page.getByRole("button", { name: "Save the rules" }).click();
    await expect(page.getByRole("status")).toHaveText(/Booking rules saved/);
    const ruled = [
      ...(await (await fetch(`${site.url}/book`)).text()).matchAll(
        /name="window" value="([^"]+)"/g,
      ),
    ].map((m) => m[1]!);
    expect(ruled.length).toBeGreaterThanOrEqual(3);
    expect(ruled.every((id) => id.endsWith("T07:00"))).toBe(true);
  },
);
