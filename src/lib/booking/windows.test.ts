import { afterEach, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../config/booking.ts";
import type { BookingRules } from "../../config/booking-types.ts";
import { clockInWords, windowInWords } from "./window-words.ts";
import { groupByDay, offeredWindow, offeredWindows, parseWindowId } from "./windows.ts";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Tuesday 2026-12-01, 15:00 in Louisville (EST, UTC-5).
const tuesdayAfternoon = new Date("2026-12-01T20:00:00Z");

describe("offeredWindows", () => {
  it("starts on the next business morning and offers the default week for 14 days", () => {
    const windows = offeredWindows(defaultBookingRules, [], tuesdayAfternoon);
    expect(windows[0]).toEqual({
      id: "2026-12-02T08:00",
      day: "2026-12-02",
      start: "08:00",
      end: "10:00",
      startsAt: "2026-12-02T13:00:00.000Z",
      endsAt: "2026-12-02T15:00:00.000Z",
      capacity: 2,
    });
    // Wednesday 2 … Tuesday 15: ten weekdays of four windows, two Saturdays of one.
    expect(windows).toHaveLength(10 * 4 + 2);
    expect(windows.at(-1)!.day).toBe("2026-12-15");
    expect(windows.some((window) => window.day === "2026-12-06")).toBe(false); // Sunday
  });

  it("offers nothing today, even early in the morning", () => {
    const early = new Date("2026-12-01T11:00:00Z"); // 6 am in Louisville
    expect(offeredWindows(defaultBookingRules, [], early)[0]!.day).toBe("2026-12-02");
  });

  it("skips Sunday after a Saturday booking: Saturday afternoon offers Monday first", () => {
    const saturday = new Date("2026-12-05T19:00:00Z");
    expect(offeredWindows(defaultBookingRules, [], saturday)[0]!.id).toBe("2026-12-07T08:00");
  });

  it("adds the notice hours and leaves out blocked days and windows", () => {
    const rules: BookingRules = { ...defaultBookingRules, noticeHours: 24 };
    const windows = offeredWindows(
      rules,
      [
        { day: "2026-12-03", start: null },
        { day: "2026-12-04", start: "10:00" },
      ],
      tuesdayAfternoon,
    );
    expect(windows[0]!.id).toBe("2026-12-02T15:00"); // 24 hours after 3 pm Tuesday
    expect(windows.some((window) => window.day === "2026-12-03")).toBe(false);
    expect(windows.filter((window) => window.day === "2026-12-04").map((w) => w.start)).toEqual([
      "08:00",
      "13:00",
      "15:00",
    ]);
  });

  it("keeps local times across the fall-back change on 2026-11-01", () => {
    const friday = new Date("2026-10-30T18:00:00Z");
    const windows = offeredWindows(defaultBookingRules, [], friday);
    const saturday = windows.find((window) => window.id === "2026-10-31T09:00")!;
    const monday = windows.find((window) => window.id === "2026-11-02T08:00")!;
    expect(saturday.startsAt).toBe("2026-10-31T13:00:00.000Z"); // EDT, UTC-4
    expect(monday.startsAt).toBe("2026-11-02T13:00:00.000Z"); // EST, UTC-5
  });

  it("keeps a window's length right over the change itself (a Sunday window at 1 am)", () => {
    const rules: BookingRules = {
      ...defaultBookingRules,
      weekly: [{ weekday: 7, start: "01:00", end: "03:00", capacity: 1 }],
    };
    const fallBack = offeredWindows(rules, [], new Date("2026-10-30T18:00:00Z"))[0]!;
    expect(fallBack.id).toBe("2026-11-01T01:00");
    // 1 am EDT to 3 am EST is three hours of real time.
    expect(Date.parse(fallBack.endsAt) - Date.parse(fallBack.startsAt)).toBe(3 * 3_600_000);
    const springForward = offeredWindows(rules, [], new Date("2027-03-12T18:00:00Z"))[0]!;
    expect(springForward.id).toBe("2027-03-14T01:00");
    expect(springForward.startsAt).toBe("2027-03-14T06:00:00.000Z"); // EST
    expect(springForward.endsAt).toBe("2027-03-14T07:00:00.000Z"); // 3 am EDT: one hour later
  });

  it("keeps local times across the spring-forward change on 2027-03-14", () => {
    const windows = offeredWindows(defaultBookingRules, [], new Date("2027-03-11T18:00:00Z"));
    expect(windows.find((w) => w.id === "2027-03-13T09:00")!.startsAt).toBe(
      "2027-03-13T14:00:00.000Z",
    );
    expect(windows.find((w) => w.id === "2027-03-15T08:00")!.startsAt).toBe(
      "2027-03-15T12:00:00.000Z",
    );
  });

  it("gives the same windows whatever the server's own time zone is", () => {
    process.env.TZ = "UTC";
    const inUtc = offeredWindows(defaultBookingRules, [], new Date("2026-10-30T18:00:00Z"));
    process.env.TZ = "Pacific/Kiritimati"; // UTC+14: already Saturday there
    const inKiritimati = offeredWindows(defaultBookingRules, [], new Date("2026-10-30T18:00:00Z"));
    process.env.TZ = "America/Los_Angeles";
    const inLosAngeles = offeredWindows(defaultBookingRules, [], new Date("2026-10-30T18:00:00Z"));
    expect(inKiritimati).toEqual(inUtc);
    expect(inLosAngeles).toEqual(inUtc);
    expect(inUtc[0]!.id).toBe("2026-10-31T09:00");
  });
});

describe("offeredWindow", () => {
  it("finds an offered id and refuses forged, stale, blocked and malformed ones", () => {
    const rules = defaultBookingRules;
    expect(offeredWindow("2026-12-02T10:00", rules, [], tuesdayAfternoon)?.end).toBe("12:00");
    expect(offeredWindow("2026-12-02T09:00", rules, [], tuesdayAfternoon)).toBeUndefined();
    expect(offeredWindow("2026-12-01T15:00", rules, [], tuesdayAfternoon)).toBeUndefined();
    expect(offeredWindow("2027-01-04T08:00", rules, [], tuesdayAfternoon)).toBeUndefined();
    const blocked = [{ day: "2026-12-02", start: "10:00" }];
    expect(offeredWindow("2026-12-02T10:00", rules, blocked, tuesdayAfternoon)).toBeUndefined();
    expect(offeredWindow("x".repeat(5000), rules, [], tuesdayAfternoon)).toBeUndefined();
    expect(parseWindowId("2026-12-02T10:00")).toEqual({ day: "2026-12-02", start: "10:00" });
    expect(parseWindowId("2026-12-02T10:00' OR 1=1")).toBeUndefined();
  });
});

describe("window words", () => {
  it("says a window as the confirmation does", () => {
    expect(windowInWords({ day: "2026-12-03", start: "10:00", end: "12:00" })).toBe(
      "Thursday, December 3, between 10 am and noon",
    );
    expect(clockInWords("13:30")).toBe("1:30 pm");
    expect(clockInWords("00:00")).toBe("12 am");
  });

  it("groups windows by day in order", () => {
    const windows = offeredWindows(defaultBookingRules, [], tuesdayAfternoon);
    const days = groupByDay(windows);
    expect(days[0]![0]).toBe("2026-12-02");
    expect(days[0]![1]).toHaveLength(4);
  });
});
