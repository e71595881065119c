// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dayInWords, isCalendarDay } from "./calendar-day.ts";

describe("a calendar day", () => {
  it("is a day that exists, written YYYY-MM-DD", () => {
    for (const day of ["2026-11-28", "2028-02-29", "2026-03-08"])
      expect(isCalendarDay(day)).toBe(true);
    for (const text of [
      "2026-02-30",
      "2027-02-29",
      "2026-11-28T00:00",
      "28/11/2026",
      "2026-1-5",
      "",
      " 2026-11-28",
      "２０２６-11-28",
    ])
      expect(isCalendarDay(text), text).toBe(false);
  });

  it("reads in words, and what is not a day stays as it is", () => {
    expect(dayInWords("2026-11-28")).toBe("Nov 28, 2026");
    expect(dayInWords("2026-03-08")).toBe("Mar 8, 2026");
    expect(dayInWords("2026-02-30")).toBe("2026-02-30");
  });
});
