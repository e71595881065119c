import { describe, expect, it } from "vitest";
import { formatDateTime, statusLabel } from "./format";

describe("formatDateTime", () => {
  it("shows a stored UTC time as the Louisville office reads its clock", () => {
    // Summer: Eastern Daylight Time, UTC−4
    expect(formatDateTime("2025-06-14T15:30:00.000Z")).toBe("Jun 14, 2025, 11:30 AM");
    // Winter: Eastern Standard Time, UTC−5, and the date rolls back across midnight
    expect(formatDateTime("2025-01-03T02:15:00.000Z")).toBe("Jan 2, 2025, 9:15 PM");
  });

  it("gives back a value that is not a time unchanged rather than 'Invalid Date'", () => {
    expect(formatDateTime("not a time")).toBe("not a time");
  });
});

describe("statusLabel", () => {
  it("capitalises a status for display", () => {
    expect(statusLabel("contacted")).toBe("Contacted");
  });
});
