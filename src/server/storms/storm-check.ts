import type { StormWindow } from "../../lib/storms/storm-views.ts";
import type { Db } from "../tables.ts";
import { countStormReports } from "./storm-repo.ts";
import { isInStormArea } from "../geo/service-area-geo.ts";
import { zipCentroid, type LatLon } from "../geo/zip-centroids.ts";
import { reportsNear, type NearbyReport } from "./nearby-reports.ts";
import { reportLine } from "../../lib/storms/magnitude-text.ts";
import { drawStormMap, type StormMap } from "./storm-map.ts";

/** The storm check looks this far around the ZIP's centroid. */
export const STORM_CHECK_MILES = 10;
export const STORM_CHECK_YEARS = [1, 3, 5] as const;
/** The table and map list at most this many reports, newest first; the counts cover them all. */
export const STORM_CHECK_LISTED = 100;

export interface StormCheck {
  zip: string;
  center: LatLon;
  /** False while no report at all has been imported: the page says so instead of "none" */
  loaded: boolean;
  windows: StormWindow[];
  /** The reports of the longest window, newest first */
  reports: NearbyReport[];
  map: StormMap;
}

export type StormCheckOutcome =
  | { state: "ok"; check: StormCheck }
  /** Not a ZIP the Census knows (e.g. 00000) */
  | { state: "unknown-zip"; zip: string }
  /** A real ZIP far from the area whose reports are kept */
  | { state: "outside-area"; zip: string };

function yearsBefore(now: Date, years: number): string {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - years);
  return since.toISOString();
}

/** The hail and damaging-wind reports within 10 miles of a ZIP over the last 1, 3 and 5 years. */
export async function stormCheck(db: Db, zip: string, now: Date): Promise<StormCheckOutcome> {
  const center = zipCentroid(zip);
  if (!center) return { state: "unknown-zip", zip };
  if (!isInStormArea(center.latitude, center.longitude)) return { state: "outside-area", zip };
  const longest = Math.max(...STORM_CHECK_YEARS);
  const reports = await reportsNear(db, center, STORM_CHECK_MILES, yearsBefore(now, longest));
  const loaded = reports.length > 0 || (await countStormReports(db)) > 0;
  const windows = STORM_CHECK_YEARS.map((years) => {
    const since = yearsBefore(now, years);
    const inside = reports.filter((report) => report.occurredAt >= since);
    const hail = inside.filter((report) => report.kind === "hail");
    return {
      years,
      hail: hail.length,
      wind: inside.length - hail.length,
      largestHail: hail.length ? Math.max(...hail.map((report) => report.magnitude ?? 0)) : null,
    };
  });
  const listed = reports.slice(0, STORM_CHECK_LISTED);
  const map = drawStormMap(
    listed.map((report) => ({ ...report, label: reportLine(report) })),
    { point: center, miles: STORM_CHECK_MILES, label: `ZIP ${zip}` },
  );
  return { state: "ok", check: { zip, center, loaded, windows, reports: listed, map } };
}
