import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDollars } from "./format";

describe("formatClock", () => {
  it.each([
    ["07:00", "7 am"],
    ["12:00", "12 pm"],
    ["18:00", "6 pm"],
    ["00:00", "12 am"],
    ["12:30", "12:30 pm"],
  ])("%s reads as %s", (input, expected) => {
    expect(formatClock(input)).toBe(expected);
  });
});

describe("formatDate", () => {
  it("formats in UTC so the build machine's zone cannot move the day", () => {
    expect(formatDate(new Date("2025-10-03"))).toBe("October 3, 2025");
  });
});

describe("formatDollars", () => {
  it("groups thousands with commas", () => {
    expect(formatDollars(14_000)).toBe("$14,000");
    expect(formatDollars(185)).toBe("$185");
  });
});
