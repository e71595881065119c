import ICAL from "ical.js";
import { defaultBookingRules } from "../../src/config/booking.ts";
import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../../src/test-support/parse-mail.ts";

/** The calendar file a message carries, parsed as a calendar program reads it. */
export function invitationIn(mail: ReceivedMail) {
  const part = mail.calendars[0];
  if (!part) throw new Error(`No calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return {
    partType: part.type,
    method: calendar.getFirstPropertyValue("method") as string,
    uid: vevent.getFirstPropertyValue("uid") as string,
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    location: vevent.getFirstPropertyValue("location") as string,
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    start: String(vevent.getFirstPropertyValue("dtstart")),
  };
}

/** A link of the mail's text that starts with `prefix`, e.g. "Cancel: ". */
export function linkAfter(mail: ReceivedMail, prefix: string): string {
  const line = mail.text.split("\n").find((text) => text.startsWith(prefix));
  if (!line) throw new Error(`No "${prefix}" line in "${mail.subject}"`);
  return line.slice(prefix.length).trim();
}

/** The contact fields of /book, as a visitor fills them in. */
export const bookingContact = (n: number) => ({
  name: `Pat Homeowner ${n}`,
  phone: `(502) 555-${String(2000 + n)}`,
  email: `pat${n}@example.com`,
  address: "2204 Frankfort Ave, Louisville, KY 40206",
});

/** Books `window` on /book as the no-JavaScript form posts it; returns the confirmation's path. */
export async function bookOverHttp(
  siteUrl: string,
  n: number,
  pick: (windows: string[]) => string,
) {
  const html = await (await fetch(`${siteUrl}/book`)).text();
  const windows = [...html.matchAll(/name="window" value="([^"]+)"/g)].map((match) => match[1]!);
  const shown = html.match(/name="shown" value="([^"]+)"/)![1]!;
  const answer = await fetch(`${siteUrl}/book`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
    body: new URLSearchParams({
      ...bookingContact(n),
      window: pick(windows),
      shown,
      consent: "on",
      website: "",
    }),
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`Booking refused: ${answer.status}`);
  return answer.headers.get("location")!;
}

/** "10:00" → "10 am", "12:00" → "noon", "15:30" → "3:30 pm": the site's words for a time. */
function spokenTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  if (time === "12:00") return "noon";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return minutes === 0
    ? `${hour} ${suffix}`
    : `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/**
 * An offered window's id ("2026-12-03T10:00", a Louisville day and start), read the way the
 * confirmation must say it ("Thursday, December 3, between 10 am and noon"), with the end
 * from the default weekly rules. Worked out here without the site's own date code, so a
 * page that showed the server's zone, or the wrong day, fails.
 */
export function louisvilleWindow(id: string) {
  const [day, start] = id.split("T") as [string, string];
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const weekday = noonUtc.getUTCDay() === 0 ? 7 : noonUtc.getUTCDay();
  const rule = defaultBookingRules.weekly.find(
    (window) => window.weekday === weekday && window.start === start,
  );
  if (!rule) throw new Error(`${id} is not a window of the default rules`);
  const dayWords = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(noonUtc);
  return {
    day,
    start,
    inWords: `${dayWords}, between ${spokenTime(start)} and ${spokenTime(rule.end)}`,
  };
}

/** The windows of the day /book's strip shows, as their tappable labels. */
export const shownWindows = (page: Page) =>
  page
    .locator("label")
    .filter({ has: page.locator('input[name="window"]') })
    .filter({ visible: true });

/** Taps the first window of the day shown. */
export const pickFirstWindow = (page: Page) => shownWindows(page).first().click();

/** Shows the window's day in the strip, then taps the window. */
export async function pickWindow(page: Page, windowId: string) {
  await page.locator(`label[for="day-${windowId.slice(0, 10)}"]`).click();
  await page
    .locator("label")
    .filter({ has: page.locator(`input[value="${windowId}"]`) })
    .click();
}

/** Fills /book's contact fields and consent as a visitor does; returns what was typed. */
export async function fillContact(page: Page, n: number) {
  const contact = bookingContact(n);
  await page.getByRole("textbox", { name: /^Full Name/ }).fill(contact.name);
  await page.getByRole("textbox", { name: /^Phone Number/ }).fill(contact.phone);
  await page.getByRole("textbox", { name: /^Email/ }).fill(contact.email);
  await page.getByRole("textbox", { name: /^Property Address/i }).fill(contact.address);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  return contact;
}
