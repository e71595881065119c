import { describe, expect, it } from "vitest";
import { formatMinutes, minutesBetween, waitLabel, waitShown } from "./waited.ts";

describe("formatMinutes", () => {
  it.each([
    [0, "under 1 min"],
    [0.6, "under 1 min"],
    [1, "1 min"],
    [12.9, "12 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [24 * 60, "1 d"],
    [3 * 24 * 60 + 4 * 60 + 59, "3 d 4 h"],
  ])("%s minutes read %j", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe("minutesBetween", () => {
  it("measures from arrival to contact, and is null until both are known", () => {
    expect(minutesBetween("2026-05-14T15:00:00.000Z", "2026-05-14T15:12:30.000Z")).toBe(12.5);
    expect(minutesBetween("2026-05-14T15:00:00.000Z", null)).toBeNull();
    expect(minutesBetween("not a time", "2026-05-14T15:12:30.000Z")).toBeNull();
  });
});

describe("waitLabel", () => {
  const createdAt = "2026-05-14T15:00:00.000Z";
  const now = "2026-05-14T15:12:40.000Z";

  it("says how long a new lead has waited", () => {
    expect(waitLabel({ status: "new", createdAt, firstContactedAt: null }, now)).toBe(
      "Waiting 12 min",
    );
  });

  it("says how fast a contacted lead was answered, whatever its status now", () => {
    const firstContactedAt = "2026-05-14T15:04:00.000Z";
    expect(waitLabel({ status: "won", createdAt, firstContactedAt }, now)).toBe(
      "Answered in 4 min",
    );
  });

  it("says nothing of spam or of a lead closed without a call", () => {
    expect(waitLabel({ status: "spam", createdAt, firstContactedAt: null }, now)).toBeNull();
    expect(waitLabel({ status: "lost", createdAt, firstContactedAt: null }, now)).toBeNull();
  });
});

describe("waitShown", () => {
  const arrived = "2030-01-01T10:00:00.000Z";
  const lead = { status: "new", createdAt: arrived, firstContactedAt: null };

  it("is overdue once a new lead has waited as long as the escalation time", () => {
    expect(waitShown(lead, "2030-01-01T10:14:00.000Z", 15)).toEqual({
      label: "Waiting 14 min",
      overdue: false,
    });
    expect(waitShown(lead, "2030-01-01T10:15:00.000Z", 15)).toEqual({
      label: "Waiting 15 min",
      overdue: true,
    });
  });

  it("is never overdue once answered, however long the answer took", () => {
    expect(
      waitShown(
        { status: "contacted", createdAt: arrived, firstContactedAt: "2030-01-01T12:00:00.000Z" },
        "2030-01-02T10:00:00.000Z",
        15,
      ),
    ).toEqual({ label: "Answered in 2 h", overdue: false });
  });

  it("is null for a lead that shows no wait", () => {
    expect(waitShown({ ...lead, status: "spam" }, "2030-01-01T11:00:00.000Z", 15)).toBeNull();
  });
});
