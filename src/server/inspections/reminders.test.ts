// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { bookAsVisitor } from "./book.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
  SITE,
} from "../../test-support/inspection-test-support.ts";
import { expectHomeownerPageLink } from "../../test-support/homeowner-test-support.ts";
import { rescheduleInspection } from "./change-inspection.ts";
import { queueDueReminders, reminderTime } from "./reminders.ts";

// Tuesday 2026-12-01, 3 pm in Louisville; the inspection is Thursday at 8 am.
const NOW = new Date("2026-12-01T20:00:00Z");
const THURSDAY = "2026-12-03T08:00";

const reminders = async (db: Parameters<typeof listMessages>[0]) =>
  (await listMessages(db, ["pending"])).filter((message) => message.subject.startsWith("Reminder"));

describe("reminderTime", () => {
  it("is 9:00 in Louisville the day before, on either side of a clock change", () => {
    expect(reminderTime("2026-12-03T13:00:00.000Z").toISOString()).toBe("2026-12-02T14:00:00.000Z");
    // Monday 2 November 8 am EST: Sunday 1 November 9 am is already EST.
    expect(reminderTime("2026-11-02T13:00:00.000Z").toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // Monday 15 March 8 am EDT: Sunday 14 March 9 am is EDT (after 2 am).
    expect(reminderTime("2027-03-15T12:00:00.000Z").toISOString()).toBe("2027-03-14T13:00:00.000Z");
  });
});

describe.each(engines)("reminders (%s)", (engine) => {
  const test = useTestDatabase(engine, { shared: true });

  it("queues one reminder at 9:00 the day before, however many instances look at once", async () => {
    const booked = await bookAsVisitor(bookDependencies(test.db), bookingRequest(THURSDAY, NOW), {
      client: "203.0.113.7",
      now: NOW,
    });
    expect(booked.kind).toBe("booked");
    const other = await test.connect();
    expect(
      await queueDueReminders(test.db, inspectionSettings, new Date("2026-12-02T13:59:00Z")),
    ).toBe(0);
    const nine = new Date("2026-12-02T14:00:00Z");
    const counts = await Promise.all([
      queueDueReminders(test.db, inspectionSettings, nine),
      queueDueReminders(other.db, inspectionSettings, nine),
      queueDueReminders(other.db, inspectionSettings, nine),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [reminder] = await reminders(test.db);
    expect(reminder!.recipients).toEqual(["dana@example.com"]);
    expect(reminder!.text).toContain("Thursday, December 3, between 8 am and 10 am");
    if (booked.kind !== "booked") return;
    await expectHomeownerPageLink(test.db, reminder!, SITE, booked.inspection.reference);
    expect(
      await queueDueReminders(test.db, inspectionSettings, new Date("2026-12-02T15:00:00Z")),
    ).toBe(0);
    expect(await reminders(test.db)).toHaveLength(1);
  });

  it("reminds again for a new time, and never for a booking made after its reminder time", async () => {
    const late = new Date("2026-12-02T19:00:00Z"); // Wednesday 2 pm, for Thursday 8 am
    const booked = await bookAsVisitor(bookDependencies(test.db), bookingRequest(THURSDAY, late), {
      client: "203.0.113.7",
      now: late,
    });
    if (booked.kind !== "booked") throw new Error(booked.kind);
    expect(await queueDueReminders(test.db, inspectionSettings, late)).toBe(0);
    expect(await reminders(test.db)).toHaveLength(0);
    const moved = await rescheduleInspection(
      test.db,
      booked.inspection.id,
      "2026-12-04T10:00",
      inspectionSettings,
      late,
    );
    expect(moved.kind).toBe("changed");
    expect(
      await queueDueReminders(test.db, inspectionSettings, new Date("2026-12-03T14:00:00Z")),
    ).toBe(1);
  });
});
