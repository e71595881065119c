import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { inspectionCalendarFile, type InvitationFacts } from "./calendar-file.ts";

const facts: InvitationFacts = {
  uid: "b7c1e0e2-1d3f-4c55-9a77-2c1f0d7e9a10@ridgeline.test",
  sequence: 0,
  startsAt: "2026-11-02T13:00:00.000Z",
  endsAt: "2026-11-02T15:00:00.000Z",
  address: "1200 Bardstown Rd, Louisville, KY 40204",
  email: "dana@example.com",
  manageUrl: "https://www.ridgeline.test/book/booking/abc",
};

/** The file parsed back with ical.js, as a calendar program reads it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("inspectionCalendar", () => {
  it("is a calendar request with UID, SEQUENCE, zoned times and the address", () => {
    const { calendar, vevent, event } = parse(
      inspectionCalendarFile(facts, "REQUEST", new Date("2026-10-30T12:00:00Z")),
    );
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(facts.uid);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe(facts.address);
    const start = vevent.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("America/Kentucky/Louisville");
    // 8 am local on the Monday after the fall-back change is 13:00 UTC.
    expect(event.startDate.toString()).toBe("2026-11-02T08:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(facts.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(facts.endsAt);
  });

  it("keeps the UID and carries the new SEQUENCE and times when moved", () => {
    const moved = {
      ...facts,
      sequence: 1,
      startsAt: "2027-03-15T12:00:00.000Z",
      endsAt: "2027-03-15T14:00:00.000Z",
    };
    const { event } = parse(
      inspectionCalendarFile(moved, "REQUEST", new Date("2027-03-10T12:00:00Z")),
    );
    expect(event.uid).toBe(facts.uid);
    expect(event.sequence).toBe(1);
    // Daylight time now: 8 am local is 12:00 UTC.
    expect(event.startDate.toString()).toBe("2027-03-15T08:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(moved.startsAt);
  });

  it("is the same file whatever the server's time zone", () => {
    const zone = process.env.TZ;
    const stamp = new Date("2026-10-30T12:00:00Z");
    try {
      process.env.TZ = "UTC";
      const inUtc = inspectionCalendarFile(facts, "REQUEST", stamp);
      process.env.TZ = "Pacific/Kiritimati";
      expect(inspectionCalendarFile(facts, "REQUEST", stamp)).toBe(inUtc);
      expect(inUtc).toContain("DTSTART;TZID=America/Kentucky/Louisville:20261102T080000");
      expect(inUtc).toContain("\r\nDTSTAMP:20261030T120000Z\r\n");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("names the attendee by address only: no CN from typed text", () => {
    const typed = { ...facts, name: "URGENT verify your payment at https://evil.example/pay" };
    const text = inspectionCalendarFile(typed, "REQUEST", new Date("2026-10-30T12:00:00Z"));
    const { vevent } = parse(text);
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe("mailto:dana@example.com");
    expect(attendee.getParameter("cn")).toBeUndefined();
    expect(text).not.toContain("evil.example");
  });

  it("says CANCEL with the event's status cancelled", () => {
    const { calendar, vevent } = parse(
      inspectionCalendarFile({ ...facts, sequence: 2 }, "CANCEL", new Date("2026-10-30T12:00:00Z")),
    );
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
  });
});
