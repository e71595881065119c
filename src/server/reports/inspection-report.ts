import type { SeriesChart } from "../../lib/lead-report-types.ts";
import { inspectionsBookedBetween } from "../inspections/inspection-read-repo.ts";
import { type InspectionStatus } from "../inspections/inspection-repo.ts";
import type { Db } from "../tables.ts";
import { REPORT_WEEKS } from "./lead-reports.ts";
import { lastWeeks, weekLabel, weekOf } from "./weeks.ts";

const seriesOf: Record<InspectionStatus, string> = {
  booked: "Booked",
  done: "Booked",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

/**
 * Inspections booked each week (by the week they were booked, in office time), each bar
 * split by how it ended: still booked or done, a no-show, or cancelled.
 */
export async function inspectionsByWeek(db: Db, now: Date, timeZone: string): Promise<SeriesChart> {
  const weeks = lastWeeks(now, REPORT_WEEKS, timeZone);
  const from = new Date(`${weeks[0]}T00:00:00.000Z`);
  // A day early: the first Monday starts at local midnight, hours after UTC's.
  from.setUTCDate(from.getUTCDate() - 1);
  const inspections = await inspectionsBookedBetween(db, from.toISOString(), now.toISOString());
  const series = ["Booked", "No-show", "Cancelled"];
  const rows = weeks.map((week) => {
    const values = Object.fromEntries(series.map((name) => [name, 0]));
    for (const inspection of inspections)
      if (weekOf(new Date(inspection.createdAt), timeZone) === week)
        values[seriesOf[inspection.status]]! += 1;
    return { label: weekLabel(week), values };
  });
  return { series, rows };
}
