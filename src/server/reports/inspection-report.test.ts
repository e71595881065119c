// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bookAsVisitor } from "../inspections/book.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
} from "../../test-support/inspection-test-support.ts";
import { cancelInspection, markInspectionOutcome } from "../inspections/change-inspection.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { inspectionsByWeek } from "./inspection-report.ts";

// Tuesday 2026-12-01, 3 pm in Louisville.
const NOW = new Date("2026-12-01T20:00:00Z");

describe.each(engines)("inspections per week (%s)", (engine) => {
  const test = useTestDatabase(engine);

  it("counts the week's bookings by how they ended: booked or done, no-show, cancelled", async () => {
    const ids: number[] = [];
    for (const [n, window] of [
      "2026-12-02T08:00",
      "2026-12-02T10:00",
      "2026-12-02T13:00",
      "2026-12-02T15:00",
    ].entries()) {
      const outcome = await bookAsVisitor(
        bookDependencies(test.db),
        bookingRequest(window, NOW, { email: `p${n}@example.com`, phone: `502555010${n}` }),
        // A client of its own each: one client's fourth booking in an hour holds no place.
        { client: `203.0.113.${n + 1}`, now: NOW },
      );
      if (outcome.kind !== "booked") throw new Error(outcome.kind);
      ids.push(outcome.inspection.id);
    }
    const later = new Date("2026-12-03T20:00:00Z");
    await markInspectionOutcome(test.db, ids[0]!, "done", later);
    await markInspectionOutcome(test.db, ids[1]!, "no-show", later);
    await cancelInspection(test.db, ids[2]!, inspectionSettings, later);
    const chart = await inspectionsByWeek(test.db, later, "America/Kentucky/Louisville");
    expect(chart.series).toEqual(["Booked", "No-show", "Cancelled"]);
    expect(chart.rows).toHaveLength(12);
    expect(chart.rows.at(-1)).toEqual({
      label: expect.stringContaining("Nov 30") as string,
      values: { Booked: 2, "No-show": 1, Cancelled: 1 },
    });
    expect(
      chart.rows
        .slice(0, -1)
        .every((row) => Object.values(row.values).every((value) => value === 0)),
    ).toBe(true);
  });
});
