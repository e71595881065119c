// The storm check's and event pages' map, drawn on the server as SVG path data (d3-geo on
// the Census county shapes): no tiles, no script. A page renders the paths it is given.
import { geoCircle, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { servedCounties } from "../geo/service-area-geo.ts";
import type { StormMap } from "../../lib/storms/storm-views.ts";
import type { LatLon } from "../geo/zip-centroids.ts";

export type { StormMap };

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 480;
const MILES_PER_DEGREE = 69.05;

/**
 * A map of the served counties and, when given, the circle of `miles` around a point,
 * framed to show both, with each report placed on it.
 */
export function drawStormMap(
  reports: {
    latitude: number;
    longitude: number;
    kind: "hail" | "wind";
    magnitude: number | null;
    label: string;
  }[],
  around?: { point: LatLon; miles: number; label: string },
): StormMap {
  const counties = servedCounties();
  const circle = around
    ? geoCircle()
        .center([around.point.longitude, around.point.latitude])
        .radius(around.miles / MILES_PER_DEGREE)()
    : undefined;
  const framed: Feature<Geometry>[] = [...counties];
  if (circle) framed.push({ type: "Feature", geometry: circle, properties: {} });
  const collection: FeatureCollection = { type: "FeatureCollection", features: framed };
  const projection = geoMercator().fitExtent(
    [
      [12, 12],
      [MAP_WIDTH - 12, MAP_HEIGHT - 12],
    ],
    collection,
  );
  const path = geoPath(projection);
  const place = (latitude: number, longitude: number) => {
    const [x, y] = projection([longitude, latitude]) ?? [0, 0];
    return { x: round(x), y: round(y) };
  };
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    counties: counties.map((county) => ({
      name: county.properties.name,
      path: path(county) ?? "",
    })),
    ...(circle && around
      ? {
          circle: {
            path: path(circle) ?? "",
            center: place(around.point.latitude, around.point.longitude),
            label: around.label,
          },
        }
      : {}),
    reports: reports.map((report) => ({
      ...place(report.latitude, report.longitude),
      r: report.kind === "hail" && report.magnitude ? round(3 + report.magnitude * 4) : 3,
      kind: report.kind,
      label: report.label,
    })),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
