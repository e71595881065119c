// @vitest-environment node
import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { cellOf } from "./storm-cells.ts";
import { insertStormReports, reportsInBoxQuery, type NewStormReport } from "./storm-repo.ts";
import { zipCentroid } from "../geo/zip-centroids.ts";
import { reportsNear } from "./nearby-reports.ts";

const highlands = zipCentroid("40205")!;
const MILE_IN_LATITUDE = 1 / 69.05;

/** A hail report `milesNorth` north and `milesEast` east of the Highlands' ZIP centroid. */
function hailAt(
  key: string,
  milesNorth: number,
  milesEast: number,
  occurredAt: string,
): NewStormReport {
  const eastDegrees =
    (milesEast * MILE_IN_LATITUDE) / Math.cos((highlands.latitude * Math.PI) / 180);
  const latitude = highlands.latitude + milesNorth * MILE_IN_LATITUDE;
  const longitude = highlands.longitude + eastDegrees;
  return {
    cell: cellOf(latitude, longitude),
    source: "ncei",
    source_key: key,
    kind: "hail",
    occurred_at: occurredAt,
    latitude,
    longitude,
    magnitude: 1,
    location: key,
    county: "",
    state: "KY",
    county_fips: "21111",
    comments: "",
    imported_at: "2026-11-24T00:00:00.000Z",
  };
}

describe.each(engines)("reports near a point on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps the circle, not the box: exact great-circle distance after the index range", async () => {
    await insertStormReports(database.db, [
      hailAt("north-9", 9, 0, "2026-06-01T20:00:00.000Z"),
      hailAt("east-9.9", 0, 9.9, "2026-06-01T20:00:00.000Z"),
      // A box corner: 8 miles north and 8 east is 11.3 miles away
      hailAt("corner", 8, 8, "2026-06-01T20:00:00.000Z"),
      hailAt("south-10.2", -10.2, 0, "2026-06-01T20:00:00.000Z"),
    ]);
    const found = await reportsNear(database.db, highlands, 10, "2021-01-01T00:00:00.000Z");
    expect(found.map((report) => report.location).sort()).toEqual(["east-9.9", "north-9"]);
    const north = found.find((report) => report.location === "north-9")!;
    expect(north.miles).toBeCloseTo(9, 1);
    expect(north.direction).toBe("N");
    expect(found.find((report) => report.location === "east-9.9")!.direction).toBe("E");
  });

  it("keeps the time window: a report the day before it starts is left out", async () => {
    await insertStormReports(database.db, [
      hailAt("inside", 1, 0, "2025-11-24T12:00:00.000Z"),
      hailAt("before", 1, 0, "2025-11-24T11:59:59.000Z"),
    ]);
    const found = await reportsNear(database.db, highlands, 10, "2025-11-24T12:00:00.000Z");
    expect(found.map((report) => report.location)).toEqual(["inside"]);
  });

  it("is answered from the position index, not a scan of the table", async () => {
    const query = reportsInBoxQuery(database.db, {
      box: { south: 38.1, north: 38.3, west: -85.8, east: -85.6 },
      from: "2021-01-01T00:00:00.000Z",
    }).compile();
    const explain = engine === "sqlite" ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
    const plan = async () =>
      JSON.stringify(
        (
          await database.db.executeQuery(
            CompiledQuery.raw(explain + query.sql, [...query.parameters]),
          )
        ).rows,
      );
    if (engine === "postgres") {
      // An empty table is cheapest to scan; with the scan priced out the planner shows
      // the index it would use once the table holds decades of reports.
      await database.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw("SET LOCAL enable_seqscan = off"));
        const rows = await trx.executeQuery(
          CompiledQuery.raw(explain + query.sql, [...query.parameters]),
        );
        expect(JSON.stringify(rows.rows)).toContain("storm_reports_position");
      });
    } else {
      expect(await plan()).toMatch(
        /SEARCH storm_reports USING INDEX storm_reports_position \(cell=\? AND occurred_at>\?\)/,
      );
    }
  });
});
