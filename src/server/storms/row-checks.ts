// What a storm report row must hold to be stored and shown on the site. The files come from
// NOAA, but a truncated download, a garbled transmission or a file someone edited by hand
// reaches every page that lists storms: each row is judged on its own and a row that fails
// is reported by line, never stored.
import { asCleanLine } from "../../lib/text-rules.ts";
import type { StormKind } from "./storm-report.ts";

/**
 * Hail diameters the site accepts, in inches: from pea size, the smallest on the NWS hail
 * size chart (weather.gov/media/lsx/wcm/Hail-Size-Chart.pdf: 0.25 in), to 8 in, the record
 * US hailstone (Vivian, South Dakota, 23 July 2010: 8.0 in, NOAA NCEI State Climate
 * Extremes Committee).
 */
export const HAIL_INCHES = { min: 0.25, max: 8 } as const;
/**
 * Wind gusts the site accepts, in mph: the highest gust measured at the surface is 253 mph
 * (Barrow Island, Australia, 1996, WMO Weather and Climate Extremes Archive); a storm report
 * over 250 mph is a typing or unit error.
 */
export const WIND_MPH = { min: 0, max: 250 } as const;

/** A cell's text as one clean line: NUL and the other controls removed, breaks one space. */
export function cleanCell(cell: string | undefined): string {
  return asCleanLine(cell ?? "").trim();
}

/**
 * Why a report read from a row cannot be kept, or undefined when it can: a size outside
 * what storms produce, or a time after `now` (a report of a storm that has not happened
 * would get an event page and turn storm mode on).
 */
export function reportProblem(
  report: { kind: StormKind; magnitude: number | null; occurredAt: string },
  now: Date,
): string | undefined {
  const { kind, magnitude, occurredAt } = report;
  if (kind === "hail" && !inRange(magnitude, HAIL_INCHES))
    return `hail size ${magnitude} in is outside ${HAIL_INCHES.min}-${HAIL_INCHES.max} in`;
  if (kind === "wind" && magnitude !== null && !inRange(magnitude, WIND_MPH))
    return `wind speed ${magnitude} mph is outside ${WIND_MPH.min}-${WIND_MPH.max} mph`;
  if (Date.parse(occurredAt) > now.getTime()) return `dated ${occurredAt}, in the future`;
  return undefined;
}

function inRange(value: number | null, range: { min: number; max: number }): boolean {
  return value !== null && value >= range.min && value <= range.max;
}
