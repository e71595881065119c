// @vitest-environment node
import { serviceZips } from "../../config/service-zips.ts";
import {
  computeServiceZips,
  countyAt,
  isInServedCounty,
  isInStormArea,
  stormAreaBox,
} from "./service-area-geo.ts";
import { zipCentroid } from "./zip-centroids.ts";

describe("the service area from Census packages", () => {
  it("src/config/service-zips.ts is what the generator computes from the packages", () => {
    expect(serviceZips).toEqual(computeServiceZips());
  });

  it("finds ZIP centroids from the Census ZCTA table", () => {
    const highlands = zipCentroid("40205");
    expect(highlands?.latitude).toBeCloseTo(38.22, 1);
    expect(highlands?.longitude).toBeCloseTo(-85.69, 1);
    expect(zipCentroid("00000")).toBeUndefined();
    expect(zipCentroid("4020")).toBeUndefined();
    expect(zipCentroid("constructor")).toBeUndefined();
  });

  it("places points in their county by the Census shapes", () => {
    const newAlbany = zipCentroid("47150")!;
    expect(countyAt(newAlbany.latitude, newAlbany.longitude)?.properties.name).toBe("Floyd");
    const shelbyville = zipCentroid("40065")!;
    expect(isInServedCounty(shelbyville.latitude, shelbyville.longitude)).toBe(true);
    const jeffersonville = zipCentroid("47130")!; // Clark County, IN: in the margin only
    expect(isInServedCounty(jeffersonville.latitude, jeffersonville.longitude)).toBe(false);
    expect(isInStormArea(jeffersonville.latitude, jeffersonville.longitude)).toBe(true);
  });

  it("keeps the served counties plus a margin, not Lexington or Indianapolis", () => {
    const box = stormAreaBox();
    expect(box.north).toBeGreaterThan(38.6);
    expect(box.south).toBeLessThan(37.8);
    for (const zip of ["40502", "46204", "47374"]) {
      const point = zipCentroid(zip)!;
      expect(isInStormArea(point.latitude, point.longitude)).toBe(false);
    }
  });
});
