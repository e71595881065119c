import ICAL from "ical.js";
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
