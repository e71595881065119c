// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
  SECRET,
} from "../../test-support/inspection-test-support.ts";
import { bookAsVisitor } from "./book.ts";
import { cancelInspection, inspectionByToken, markInspectionOutcome } from "./change-inspection.ts";
import { inspectionToken } from "./inspection-links.ts";

// Tuesday 2026-12-01, 3 pm in Louisville; the window is Wednesday 8-10 am (13:00-15:00 UTC).
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOW = "2026-12-02T08:00";

describe.each(engines)("an inspection's view link (%s)", (engine) => {
  const test = useTestDatabase(engine);

  async function booked() {
    const outcome = await bookAsVisitor(bookDependencies(test.db), bookingRequest(WINDOW, NOW), {
      client: "203.0.113.7",
      now: NOW,
    });
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    return { ...outcome.inspection, view: inspectionToken(SECRET, outcome.inspection, "view") };
  }

  it("opens the booking until its window ends, and nothing after (name, email, address stay private)", async () => {
    const inspection = await booked();
    const during = new Date("2026-12-02T14:59:00Z");
    const after = new Date("2026-12-02T15:00:00Z");
    expect((await inspectionByToken(test.db, inspection.view, "view", during)).kind).toBe("open");
    expect((await inspectionByToken(test.db, inspection.view, "view", after)).kind).toBe("closed");
    // The reschedule and cancel links closed when the window started.
    const cancel = inspectionToken(SECRET, inspection, "cancel");
    expect((await inspectionByToken(test.db, cancel, "cancel", during)).kind).toBe("closed");
  });

  it("is closed once the inspection is cancelled, even before its window", async () => {
    const inspection = await booked();
    await cancelInspection(test.db, inspection.id, inspectionSettings, NOW);
    expect((await inspectionByToken(test.db, inspection.view, "view", NOW)).kind).toBe("closed");
  });

  it("is closed once staff mark it done or missed", async () => {
    const inspection = await booked();
    await markInspectionOutcome(test.db, inspection.id, "no-show", NOW);
    expect((await inspectionByToken(test.db, inspection.view, "view", NOW)).kind).toBe("closed");
  });

  it("opens nothing for another purpose's token, a forged one or an over-long one", async () => {
    const inspection = await booked();
    const reschedule = inspectionToken(SECRET, inspection, "reschedule");
    // Forged: the real token with its last character changed (never to itself: a token that
    // already ended in "AA" once made the forgery the real token, 1 run in 4,096).
    const last = inspection.view.at(-1) === "A" ? "B" : "A";
    const forged = `${inspection.view.slice(0, -1)}${last}`;
    for (const token of [reschedule, forged, "A".repeat(5000)])
      expect((await inspectionByToken(test.db, token, "view", NOW)).kind).toBe("unknown");
  });
});
