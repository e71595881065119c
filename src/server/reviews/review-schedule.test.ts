import { describe, expect, it } from "vitest";
import { latestDueCompletionDay, reminderCutoff, requestDueAt } from "./review-schedule.ts";

describe("requestDueAt", () => {
  it("is 10:00 in Louisville the given days after the completion day", () => {
    // Wednesday 2026-11-25 + 2 days: Friday 10:00 EST is 15:00 UTC.
    expect(requestDueAt("2026-11-25", 2).toISOString()).toBe("2026-11-27T15:00:00.000Z");
  });

  it("with 0 days is the start of the completion day: at once, whenever the office records it", () => {
    expect(requestDueAt("2026-11-25", 0).toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("keeps 10:00 local on either side of a clock change", () => {
    // Completed Friday 30 October (EDT) + 2: Sunday 1 November is EST again.
    expect(requestDueAt("2026-10-30", 2).toISOString()).toBe("2026-11-01T15:00:00.000Z");
    // Completed Friday 12 March 2027 (EST) + 2: Sunday 14 March is EDT from 2 am.
    expect(requestDueAt("2027-03-12", 2).toISOString()).toBe("2027-03-14T14:00:00.000Z");
  });
});

describe("latestDueCompletionDay", () => {
  it("takes jobs completed the given days ago once 10:00 has passed, else a day earlier", () => {
    expect(latestDueCompletionDay(new Date("2026-11-28T15:00:00Z"), 2)).toBe("2026-11-26");
    expect(latestDueCompletionDay(new Date("2026-11-28T14:59:59Z"), 2)).toBe("2026-11-25");
  });

  it("with 0 days takes today's jobs at once", () => {
    expect(latestDueCompletionDay(new Date("2026-11-28T05:00:00Z"), 0)).toBe("2026-11-28");
    // 11:50 pm on New Year's Eve in Louisville is already 2027 in UTC.
    expect(latestDueCompletionDay(new Date("2027-01-01T04:50:00Z"), 0)).toBe("2026-12-31");
  });
});

describe("reminderCutoff", () => {
  it("is the given days of 24 hours before now", () => {
    expect(reminderCutoff(new Date("2026-12-08T15:00:00Z"), 7)).toBe("2026-12-01T15:00:00.000Z");
  });
});
