import { site } from "../../config/site.ts";
import { bookingPagePaths } from "../public-routes.ts";

/*
 * "Add to Google Calendar" and "Add to Outlook" links for a booked inspection, beside the
 * .ics file. Written here rather than with the calendar-link package: it writes Outlook's
 * times in the server's own zone without an offset, which puts a Louisville inspection at
 * the wrong hour on a server that runs in UTC. Both forms below take UTC instants.
 *
 * Google: calendar.google.com/calendar/render?action=TEMPLATE with `text`, `dates`
 * (YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ in UTC), `details` and `location`, the form Google's
 * own "Add to calendar" links use (support.google.com/calendar/answer/41207).
 * Outlook: outlook.live.com/calendar/0/deeplink/compose with `path=/calendar/action/compose`,
 * `rru=addevent`, `subject`, `startdt` and `enddt` (ISO 8601 in UTC, with its Z), `body` and
 * `location`, the deep link Outlook on the web opens a new event from.
 */

export interface CalendarEventFacts {
  title: string;
  /** ISO instants, as the database stores them */
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** What a booking's confirmation links to. */
export interface BookingPageLinks extends CalendarLinks {
  /** The .ics download */
  calendar: string;
  reschedule: string;
  cancel: string;
}

/** "2026-12-02T13:00:00.000Z" → "20261202T130000Z" */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "2026-12-02T13:00:00.000Z" → "2026-12-02T13:00:00Z" */
const isoUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}/, "");

/** URLSearchParams writes a space as "+", which Outlook shows as a plus sign. */
const query = (pairs: Record<string, string>) =>
  new URLSearchParams(pairs).toString().replace(/\+/g, "%20");

/** Both links for one event. */
export function calendarLinks(event: CalendarEventFacts): CalendarLinks {
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: "TEMPLATE",
      text: event.title,
      dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
      details: event.details,
      location: event.location,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: event.title,
      startdt: isoUtc(event.startsAt),
      enddt: isoUtc(event.endsAt),
      body: event.details,
      location: event.location,
    })}`,
  };
}

/** The inspection's title and description, the same in the .ics file and both links. */
export function inspectionEventText(manageUrl: string) {
  return {
    title: `Roof inspection: ${site.shortName}`,
    details: [
      "An inspector arrives within this window, checks the roof, gutters and flashing, and walks you through photos of what they found.",
      `Reschedule or cancel: ${manageUrl}`,
      `Questions: ${site.phone.display}`,
    ].join("\n"),
  };
}

/** The links for a booking at `address`, managed at `manageUrl`. */
export const inspectionCalendarLinks = (booking: {
  startsAt: string;
  endsAt: string;
  address: string;
  manageUrl: string;
}): CalendarLinks =>
  calendarLinks({
    ...inspectionEventText(booking.manageUrl),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    location: booking.address,
  });

/**
 * Everything the confirmation offers for a booking: its calendar file (behind the page's
 * own token), both calendar links, and the reschedule and cancel pages, as paths on this
 * site where they are ours.
 */
export function bookingPageLinks(
  booking: { startsAt: string; endsAt: string; address: string },
  links: { view: string; reschedule: string; cancel: string },
  viewToken: string,
): BookingPageLinks {
  return {
    calendar: bookingPagePaths.calendar(viewToken),
    ...inspectionCalendarLinks({ ...booking, manageUrl: links.view }),
    reschedule: new URL(links.reschedule).pathname,
    cancel: new URL(links.cancel).pathname,
  };
}
