import { inchesText } from "../../lib/storms/hail-size.ts";
import { stormDate } from "../../lib/storms/storm-dates.ts";
import type { Db } from "../db/schema.ts";
import { zipCentroid } from "../geo/zip-centroids.ts";
import { reportsNear } from "./nearby-reports.ts";
import { eventNameOf, isSignificant } from "./significance.ts";

/** A lead is matched against the reports this close to its ZIP, this far back. */
export const LEAD_STORM_MILES = 5;
const LEAD_STORM_MONTHS = 12;

/** The ZIP of a typed address: its last five-digit group (a ZIP+4 allowed). */
export function zipOfAddress(address: string): string | undefined {
  return [...address.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].at(-1)?.[1];
}

/**
 * The lead's `storm` line: the largest hail within 5 miles of its ZIP in the last 12
 * months and the most recent significant event there, e.g. "Hail 1.75 in 2.1 mi NE on Nov
 * 20, 2026; significant event: Nov 20, 2026, Jefferson County, KY". "" without a ZIP the
 * Census knows or without a report: the views then say none is on file.
 */
export async function leadStormLine(db: Db, address: string, now: Date): Promise<string> {
  const zip = zipOfAddress(address.slice(0, 500));
  const center = zip ? zipCentroid(zip) : undefined;
  if (!center) return "";
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - LEAD_STORM_MONTHS);
  const reports = await reportsNear(db, center, LEAD_STORM_MILES, since.toISOString());
  const hail = reports
    .filter((report) => report.kind === "hail" && report.magnitude)
    .sort((a, b) => b.magnitude! - a.magnitude! || b.occurredAt.localeCompare(a.occurredAt))[0];
  const event = reports.find(isSignificant);
  const parts = [];
  if (hail) {
    parts.push(
      `Hail ${inchesText(hail.magnitude!)} ${hail.miles.toFixed(1)} mi ${hail.direction} of ZIP ${zip} on ${stormDate(hail.occurredAt)}`,
    );
  }
  if (event) parts.push(`significant event: ${eventNameOf(event)}`);
  return parts.join("; ");
}
