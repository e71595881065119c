// The storm check's and event pages' map, drawn on the server as SVG path data (d3-geo on
// the Census county shapes): no tiles, no script. A page renders the paths it is given.
import { geoCircle, geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, Polygon } from "geojson";
import type { StormMap } from "../../lib/storms/storm-views.ts";
import { servedCounties, stormAreaBox } from "../geo/service-area-geo.ts";
import type { LatLon } from "../geo/zip-centroids.ts";

export type { StormMap };

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 480;
const MILES_PER_DEGREE = 69.05;

interface Frame {
  projection: GeoProjection;
  path: ReturnType<typeof geoPath>;
  counties: StormMap["counties"];
}

let frame: Frame | undefined;

/**
 * One frame for every map: the area whose reports are kept (the served counties and their
 * margin), so any ZIP's circle fits, and the county outlines are drawn once per process
 * rather than on every storm check.
 */
function mapFrame(): Frame {
  if (!frame) {
    const box = stormAreaBox();
    const area: Feature<Polygon> = {
      type: "Feature",
      properties: {},
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [box.west, box.south],
            [box.west, box.north],
            [box.east, box.north],
            [box.east, box.south],
            [box.west, box.south],
          ],
        ],
      },
    };
    const projection = geoMercator().fitExtent(
      [
        [8, 8],
        [MAP_WIDTH - 8, MAP_HEIGHT - 8],
      ],
      area,
    );
    const path = geoPath(projection);
    const counties = servedCounties().map((county) => ({
      name: county.properties.name,
      path: path(county) ?? "",
    }));
    frame = { projection, path, counties };
  }
  return frame;
}

/** A map of the served counties and, when given, the circle of `miles` around a point, with each report placed on it. */
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
  const { projection, path, counties } = mapFrame();
  const place = (latitude: number, longitude: number) => {
    const [x, y] = projection([longitude, latitude]) ?? [0, 0];
    return { x: round(x), y: round(y) };
  };
  const circle = around
    ? {
        path:
          path(
            geoCircle()
              .center([around.point.longitude, around.point.latitude])
              .radius(around.miles / MILES_PER_DEGREE)(),
          ) ?? "",
        center: place(around.point.latitude, around.point.longitude),
        label: around.label,
      }
    : undefined;
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    counties,
    ...(circle ? { circle } : {}),
    reports: reports.map((report) => ({
      ...place(report.latitude, report.longitude),
      r: report.kind === "hail" && report.magnitude ? round(3 + report.magnitude * 4) : 3,
      kind: report.kind,
      label: report.label,
    })),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
