import { describe, expect, it } from "vitest";
import { clockChangeProblem } from "./windows.ts";

// Louisville: clocks go forward at 2:00 am on Sunday, March 14, 2027, and back at 2:00 am on
// Sunday, November 7, 2027 (and on November 1, 2026).
const NOW = new Date("2026-12-01T20:00:00Z");
const sunday = (start: string, end: string) => ({ weekday: 7, start, end, capacity: 1 });

describe("a weekly window on the clock-change days", () => {
  it.each([
    [sunday("02:00", "04:00"), /^02:00 does not exist on Sunday, March 14, 2027.*forward/],
    [sunday("02:30", "05:00"), /^02:30 does not exist/],
    [sunday("00:00", "02:30"), /^02:30 does not exist/],
    [sunday("01:00", "03:00"), /^01:00 happens twice on Sunday, November 7, 2027.*back/],
    [sunday("00:30", "01:30"), /^01:30 happens twice/],
    // 01:00 itself is read twice in November: 1:00 daylight time and 1:00 standard time.
    [sunday("00:00", "01:00"), /^01:00 happens twice/],
  ])("refuses %j with a message saying when", (window, message) => {
    expect(clockChangeProblem(window, NOW)).toMatch(message);
  });

  it.each([
    sunday("03:00", "05:00"),
    sunday("00:00", "00:45"),
    sunday("09:00", "11:00"),
    // 02:00 on a Saturday or a Monday exists once.
    { weekday: 6, start: "02:00", end: "04:00", capacity: 1 },
    { weekday: 1, start: "01:00", end: "02:30", capacity: 1 },
  ])("keeps %j", (window) => {
    expect(clockChangeProblem(window, NOW)).toBeNull();
  });
});
