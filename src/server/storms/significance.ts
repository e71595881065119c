import { stormDate, stormDay } from "../../lib/storms/storm-dates.ts";
import { countyByFips, stateOfFips } from "../geo/counties.ts";
import { servedFips } from "../geo/service-area-geo.ts";

/**
 * What makes a storm significant here: hail of 1 inch and up (quarter size, the National
 * Weather Service's severe hail threshold since 2010) or wind of 58 mph and up (its severe
 * wind threshold, 50 knots), reported inside one of the counties served.
 */
export const SIGNIFICANT_HAIL_INCHES = 1;
export const SIGNIFICANT_WIND_MPH = 58;

interface Measured {
  kind: "hail" | "wind";
  magnitude: number | null;
  countyFips: string;
}

export function isSignificant(report: Measured): boolean {
  const strong =
    report.kind === "hail"
      ? (report.magnitude ?? 0) >= SIGNIFICANT_HAIL_INCHES
      : (report.magnitude ?? 0) >= SIGNIFICANT_WIND_MPH;
  return strong && servedFips().includes(report.countyFips);
}

/** "Jefferson County, KY" */
export function countyLabel(fips: string): string {
  return `${countyByFips(fips).properties.name} County, ${stateOfFips(fips)}`;
}

/** An event's slug: its day in Louisville and its county, "2026-11-20-jefferson-county-ky". */
export function eventSlug(occurredAt: string, countyFips: string): string {
  const county = countyLabel(countyFips)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${stormDay(occurredAt)}-${county}`;
}

/** "Nov 20, 2026, Jefferson County, KY" */
export function eventNameOf(report: { occurredAt: string; countyFips: string }): string {
  return `${stormDate(report.occurredAt)}, ${countyLabel(report.countyFips)}`;
}
