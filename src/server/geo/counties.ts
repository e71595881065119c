// County shapes from the us-atlas package: the Census Bureau's cartographic boundary files
// (1:10,000,000) as TopoJSON, turned into GeoJSON by topojson-client. Server-only: the
// file is 800 kB and only the server draws maps and places reports in counties.
import { createRequire } from "node:module";
import { geoBounds, geoContains } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export type CountyFeature = Feature<Polygon | MultiPolygon, { name: string }> & { id: string };

/** A box in degrees: west, south, east, north. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

const require = createRequire(import.meta.url);
let counties: Map<string, CountyFeature> | undefined;

/** Every county by its five-digit FIPS code, loaded on first use. */
function countyTable(): Map<string, CountyFeature> {
  if (!counties) {
    const atlas = require("us-atlas/counties-10m.json") as Topology<{
      counties: GeometryCollection<{ name: string }>;
    }>;
    const collection = feature(atlas, atlas.objects.counties);
    counties = new Map(
      collection.features.map((county) => [String(county.id), county as CountyFeature]),
    );
  }
  return counties;
}

/** A county's shape by FIPS code; throws on a code the Census does not have (a typo). */
export function countyByFips(fips: string): CountyFeature {
  const county = countyTable().get(fips);
  if (!county) throw new Error(`No county with FIPS code ${fips} in us-atlas`);
  return county;
}

/** A county's bounding box. */
export function boxOf(county: CountyFeature): Box {
  const [[west, south], [east, north]] = geoBounds(county);
  return { west, south, east, north };
}

/** The counties whose bounding box meets `box`: the candidates for a point inside it. */
export function countiesMeeting(box: Box): CountyFeature[] {
  return [...countyTable().values()].filter((county) => {
    const b = boxOf(county);
    return b.west <= box.east && b.east >= box.west && b.south <= box.north && b.north >= box.south;
  });
}

/** Whether the point (degrees) lies inside the county's shape. */
export function countyContains(county: CountyFeature, latitude: number, longitude: number) {
  return geoContains(county, [longitude, latitude]);
}

/** A county's FIPS code's state: "KY" or "IN" for the ones this site names, else the code. */
export function stateOfFips(fips: string): string {
  return { "21": "KY", "18": "IN", "39": "OH", "47": "TN" }[fips.slice(0, 2)] ?? fips.slice(0, 2);
}
