import { inchesText } from "../../lib/storms/hail-size.ts";
import { stormDate } from "../../lib/storms/storm-dates.ts";
import { LRUCache } from "lru-cache";
import { stormImportGeneration } from "./storm-repo.ts";
import type { Db } from "../tables.ts";
import { zipCentroid, type LatLon } from "../geo/zip-centroids.ts";
import { reportsNear } from "./nearby-reports.ts";
import { eventNameOf, isSignificant } from "./significance.ts";

/** A lead is matched against the reports this close to its ZIP, this far back. */
export const LEAD_STORM_MILES = 5;
const LEAD_STORM_MONTHS = 12;

/** The ZIP of a typed address: its last five-digit group (a ZIP+4 allowed). */
export function zipOfAddress(address: string): string | undefined {
  return [...address.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].at(-1)?.[1];
}

/** Lines kept per database: one per ZIP in the area and day is a few hundred. */
const LINES_KEPT = 2_000;
const linesOf = new WeakMap<Db, LRUCache<string, string>>();

/**
 * The lead's `storm` line: the largest hail within 5 miles of its ZIP in the last 12
 * months and the most recent significant event there, e.g. "Hail 1.75 in 2.1 mi NE on Nov
 * 20, 2026; significant event: Nov 20, 2026, Jefferson County, KY". "" without a ZIP the
 * Census knows or without a report: the views then say none is on file.
 *
 * Every quote asks, inside its transaction, and the answer for a ZIP changes only with an
 * import or the day: it is kept per ZIP, day and import (stormImportGeneration, one look
 * at the small imports table), where reading the reports each time doubled the storm
 * line's share of a quote once reports were loaded. The lines are kept for `db`, the
 * database; `trx` is the caller's transaction on it, which reads (on SQLite the
 * transaction holds the one connection). Keyed by the transaction, the lines would last
 * one transaction.
 */
export async function leadStormLine(
  db: Db,
  address: string,
  now: Date,
  trx: Db = db,
): Promise<string> {
  const zip = zipOfAddress(address.slice(0, 500));
  const center = zip ? zipCentroid(zip) : undefined;
  if (!zip || !center) return "";
  const key = `${zip} ${now.toISOString().slice(0, 10)} ${await stormImportGeneration(trx)}`;
  let lines = linesOf.get(db);
  if (!lines) linesOf.set(db, (lines = new LRUCache({ max: LINES_KEPT })));
  let line = lines.get(key);
  if (line === undefined) {
    line = await stormLineAt(trx, zip, center, now);
    lines.set(key, line);
  }
  return line;
}

async function stormLineAt(db: Db, zip: string, center: LatLon, now: Date): Promise<string> {
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
