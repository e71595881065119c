import { describe, expect, it } from "vitest";
import { calendarLinks, inspectionCalendarLinks } from "./calendar-links";

// 8 to 10 am in Louisville on Wednesday 2026-12-02 (EST, UTC-5).
const event = {
  title: "Roof inspection: Ridgeline Roofing",
  startsAt: "2026-12-02T13:00:00.000Z",
  endsAt: "2026-12-02T15:00:00.000Z",
  location: "2204 Frankfort Ave, Louisville, KY 40206 & Co",
  details: "Line one\nReschedule or cancel: https://www.example.test/book/booking/abc",
};

describe("calendar links", () => {
  it("gives Google the UTC instants in its compact form, and every field encoded", () => {
    const url = new URL(calendarLinks(event).google);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261202T130000Z/20261202T150000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("location")).toBe(event.location);
    expect(url.searchParams.get("details")).toBe(event.details);
  });

  it("gives Outlook ISO instants with their Z, whatever zone the server runs in", () => {
    const link = calendarLinks(event).outlook;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("path")).toBe("/calendar/action/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("startdt")).toBe("2026-12-02T13:00:00Z");
    expect(url.searchParams.get("enddt")).toBe("2026-12-02T15:00:00Z");
    expect(url.searchParams.get("subject")).toBe(event.title);
    // A space is %20: Outlook would show a "+" as a plus sign.
    expect(link).not.toContain("+");
  });

  it("carries the booking's own link in both, as the .ics file does", () => {
    const links = inspectionCalendarLinks({
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      address: "1 Main St, Louisville, KY 40202",
      manageUrl: "https://www.example.test/book/booking/tok",
    });
    for (const link of [links.google, links.outlook])
      expect(decodeURIComponent(link)).toContain("https://www.example.test/book/booking/tok");
  });
});
