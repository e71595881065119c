import { getBoundsOfDistance, getCompassDirection, getDistance } from "geolib";
import type { Db } from "../tables.ts";
import { reportsInBox, type StoredStormReport } from "./storm-repo.ts";
import type { NearbyReport } from "../../lib/storms/storm-views.ts";
import type { LatLon } from "../geo/zip-centroids.ts";

export type { NearbyReport };

export const METERS_PER_MILE = 1609.344;

/**
 * The reports within `miles` of a point since `from`, nearest first within a day, newest
 * day first. Two steps: the position index narrows the table to the box around the circle
 * (geolib's bounds of the distance), then each candidate's exact great-circle distance
 * decides, since a box's corners lie outside the circle.
 */
export async function reportsNear(
  db: Db,
  point: LatLon,
  miles: number,
  from: string,
): Promise<NearbyReport[]> {
  const [southWest, northEast] = getBoundsOfDistance(point, miles * METERS_PER_MILE);
  const rows = await reportsInBox(db, {
    box: {
      south: southWest!.latitude,
      west: southWest!.longitude,
      north: northEast!.latitude,
      east: northEast!.longitude,
    },
    from,
  });
  return rows
    .map((row) => seenFrom(point, row))
    .filter((report) => report.miles <= miles)
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || a.miles - b.miles);
}

function seenFrom(point: LatLon, row: StoredStormReport): NearbyReport {
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: row.occurred_at,
    magnitude: row.magnitude === null ? null : Number(row.magnitude),
    miles: getDistance(point, row, 1) / METERS_PER_MILE,
    direction: getCompassDirection(point, row),
    source: row.source,
    final: row.source === "ncei",
    location: row.location,
    county: row.county,
    state: row.state,
    countyFips: row.county_fips,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}
