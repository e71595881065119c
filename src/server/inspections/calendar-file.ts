import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { site } from "../../config/site.ts";
import { inspectionEventText } from "../../lib/booking/calendar-links.ts";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";

/*
 * The calendar file of an inspection, made with ical-generator: one VEVENT with a UID that
 * stays the same through every change, a SEQUENCE that goes up with each, DTSTART/DTEND
 * with the business zone's TZID (and its VTIMEZONE, from @touch4it/ical-timezones, which
 * Outlook needs), LOCATION the property's address. METHOD:REQUEST makes Gmail, Outlook and
 * Apple Calendar show it as an invitation; METHOD:CANCEL takes it off their calendars.
 */

export interface InvitationFacts {
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  address: string;
  /** The homeowner, as the attendee: by address only (see the attendee below) */
  email: string;
  /** The inspection's page: the reschedule and cancel links */
  manageUrl: string;
}

export function inspectionCalendarFile(
  facts: InvitationFacts,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  now: Date,
): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Inspections", language: "EN" },
    method: ICalCalendarMethod[method],
    timezone: { name: BUSINESS_ZONE, generator: getVtimezoneComponent },
  });
  const text = inspectionEventText(facts.manageUrl);
  calendar.createEvent({
    id: facts.uid,
    sequence: facts.sequence,
    stamp: now,
    start: DateTime.fromISO(facts.startsAt, { zone: BUSINESS_ZONE }),
    end: DateTime.fromISO(facts.endsAt, { zone: BUSINESS_ZONE }),
    timezone: BUSINESS_ZONE,
    summary: text.title,
    description: text.details,
    location: facts.address,
    url: facts.manageUrl,
    organizer: { name: site.name, email: site.email },
    // No CN from the name the visitor typed: a calendar shows it beside our name as a
    // guest, and typed text never speaks in our invitations (issue 37).
    attendees: [{ email: facts.email, rsvp: false }],
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 wants DTSTAMP in UTC; with a calendar zone set, ical-generator writes it as a
  // floating local time in the server's own zone, so it is written here instead.
  const stamp = DateTime.fromJSDate(now, { zone: "utc" }).toFormat("yyyyMMdd'T'HHmmss'Z'");
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${stamp}`);
}
