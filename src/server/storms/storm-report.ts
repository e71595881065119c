import type { StormKind, StormSource } from "./storm-tables.ts";

export type { StormKind, StormSource };

/** A report read from a file, before the service area filter and storage. */
export interface ParsedReport {
  source: StormSource;
  /** Unique within the source: the same report read twice has the same key */
  sourceKey: string;
  kind: StormKind;
  /** ISO time, UTC */
  occurredAt: string;
  latitude: number;
  longitude: number;
  /** Hail diameter in inches, wind gust in mph; null for a wind report without a speed */
  magnitude: number | null;
  location: string;
  county: string;
  state: string;
  comments: string;
}

/** A row that could not be read, with its line in the file (1 is the first line). */
export interface MalformedRow {
  line: number;
  reason: string;
}

/** What a file parser returns: the reports, the rows skipped as malformed, rows of other kinds. */
export interface ParsedFile {
  reports: ParsedReport[];
  malformed: MalformedRow[];
  /** Rows of event types this site does not keep (tornadoes, floods…): not errors */
  otherKinds: number;
}

/** A plain decimal as NOAA writes them ("38.16", "-85.6", "175"): no hex, exponent or Infinity. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number from a cell written as a plain decimal, or undefined when it is not one. */
export function numberIn(cell: string | undefined): number | undefined {
  const text = cell?.trim() ?? "";
  return DECIMAL.test(text) ? Number(text) : undefined;
}

/** Whether a latitude/longitude pair is a real point (not 0,0 or out of range). */
export function isRealPoint(latitude: number | undefined, longitude: number | undefined): boolean {
  return (
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}
