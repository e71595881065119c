// The service area as geography: the counties of src/config/service-counties.ts, and the
// box around them plus a margin that decides which storm reports are kept.
import { computeDestinationPoint } from "geolib";
import { serviceCounties } from "../../config/service-counties.ts";
import {
  boxOf,
  countiesMeeting,
  countyByFips,
  countyContains,
  type Box,
  type CountyFeature,
} from "./counties.ts";
import { allZipCentroids } from "./zip-centroids.ts";

/**
 * How far past the served counties a report is still kept: the storm check looks 10 miles
 * around a ZIP, and a ZIP at a county's edge must see reports across the line.
 */
export const STORM_MARGIN_MILES = 15;
const METERS_PER_MILE = 1609.344;

/** The served counties' FIPS codes, each once. */
export function servedFips(): string[] {
  return [...new Set(Object.values(serviceCounties).flat())].sort();
}

export function servedCounties(): CountyFeature[] {
  return servedFips().map(countyByFips);
}

let stormBox: Box | undefined;

/** The served counties' box widened by STORM_MARGIN_MILES on every side. */
export function stormAreaBox(): Box {
  if (!stormBox) {
    const boxes = servedCounties().map(boxOf);
    const inner = {
      west: Math.min(...boxes.map((b) => b.west)),
      south: Math.min(...boxes.map((b) => b.south)),
      east: Math.max(...boxes.map((b) => b.east)),
      north: Math.max(...boxes.map((b) => b.north)),
    };
    const margin = STORM_MARGIN_MILES * METERS_PER_MILE;
    const northWest = computeDestinationPoint(
      { latitude: inner.north, longitude: inner.west },
      margin,
      315,
    );
    const southEast = computeDestinationPoint(
      { latitude: inner.south, longitude: inner.east },
      margin,
      135,
    );
    stormBox = {
      west: Math.min(inner.west, northWest.longitude) - 0,
      north: Math.max(inner.north, northWest.latitude),
      east: Math.max(inner.east, southEast.longitude),
      south: Math.min(inner.south, southEast.latitude),
    };
  }
  return stormBox;
}

/** Whether a report at this point is kept: inside the service area's box plus the margin. */
export function isInStormArea(latitude: number, longitude: number): boolean {
  const box = stormAreaBox();
  return (
    latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east
  );
}

let nearby: { county: CountyFeature; box: Box }[] | undefined;

/** The county a point lies in, among the counties that meet the storm area; else undefined. */
export function countyAt(latitude: number, longitude: number): CountyFeature | undefined {
  nearby ??= countiesMeeting(stormAreaBox()).map((county) => ({ county, box: boxOf(county) }));
  // The box test first: the exact spherical test is the slow part of an import.
  return nearby.find(
    ({ county, box }) =>
      latitude >= box.south &&
      latitude <= box.north &&
      longitude >= box.west &&
      longitude <= box.east &&
      countyContains(county, latitude, longitude),
  )?.county;
}

/** Whether a point lies in one of the served counties themselves (no margin). */
export function isInServedCounty(latitude: number, longitude: number): boolean {
  const county = countyAt(latitude, longitude);
  return county !== undefined && servedFips().includes(county.id);
}

/**
 * The ZIPs of each area page: every Census ZCTA whose centroid lies inside one of the
 * area's counties. scripts/generate-service-zips.ts writes the result to
 * src/config/service-zips.ts, which the estimator's island ships to the browser.
 */
export function computeServiceZips(): Record<string, string[]> {
  const zips = allZipCentroids();
  return Object.fromEntries(
    Object.entries(serviceCounties).map(([area, fipsList]) => {
      const shapes = fipsList.map(countyByFips);
      const inside = zips
        .filter(([, point]) =>
          shapes.some((c) => countyContains(c, point.latitude, point.longitude)),
        )
        .map(([zip]) => zip)
        .sort();
      return [area, inside];
    }),
  );
}
