// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { reportsInBox, recentStormImports } from "./storm-repo.ts";
import { stormAreaBox } from "../geo/service-area-geo.ts";
import { importStormFile, type ImportOutcome } from "./import-storms.ts";

const fixture = (name: string) => new URL(`./test-fixtures/${name}`, import.meta.url).pathname;
const NCEI = "StormEvents_details-ftp_v1.0_d2026_c20261122.csv";
const NOW = new Date("2026-11-24T09:00:00Z");
const scratch = mkdtempSync(join(tmpdir(), "storm-import-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function counts(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.counts;
}

describe.each(engines)("importing storm reports on %s", (engine) => {
  const database = useTestDatabase(engine);
  const all = () => reportsInBox(database.db, { box: stormAreaBox(), from: "1950-01-01" });

  it("reads an SPC hail file: sizes in inches, the 12Z day, malformed rows by line, the area", async () => {
    const result = counts(await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW));
    expect(result).toMatchObject({
      source: "spc",
      rows: 7,
      added: 3,
      outsideArea: 1,
      duplicates: 0,
    });
    expect(result.malformed).toEqual([
      { line: 6, reason: 'time "19x0" is not HHMM' },
      { line: 7, reason: 'hail size "abc" is not a number' },
      { line: 8, reason: "3 columns, not 8" },
    ]);
    const stored = await all();
    const shelbyville = stored.find((report) => report.location === "Shelbyville")!;
    // 0115 on the report day of 2026-11-20 is after midnight UTC: the calendar day after
    expect(shelbyville.occurred_at).toBe("2026-11-21T01:15:00.000Z");
    expect(shelbyville.magnitude).toBe(1.25);
    expect(shelbyville.comments).toBe("Half dollar size hail, reported via social media. (LMK)");
    expect(shelbyville.county_fips).toBe("21211");
    const highview = stored.find((report) => report.location === "2 NE Highview")!;
    expect(highview.occurred_at).toBe("2026-11-20T19:05:00.000Z");
    expect(highview.magnitude).toBe(1.75);
    expect(stored.some((report) => report.location === "Lexington")).toBe(false);
  });

  it("keeps a report once across the single, combined and re-imported files", async () => {
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW);
    await importStormFile(database.db, fixture("261120_rpts_wind.csv"), NOW);
    const before = await all();
    const combined = counts(await importStormFile(database.db, fixture("261120_rpts.csv"), NOW));
    expect(combined).toMatchObject({ added: 0, duplicates: 5, rows: 5 });
    const again = counts(await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW));
    expect(again).toMatchObject({ added: 0, duplicates: 3 });
    expect(await all()).toEqual(before);
    const wind = before.filter((report) => report.kind === "wind");
    expect(wind.map((report) => report.magnitude).sort()).toEqual([65, null]);
  });

  it("lets NCEI's final report replace the SPC's preliminary one, and not the other way", async () => {
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW);
    await importStormFile(database.db, fixture("261120_rpts_wind.csv"), NOW);
    const ncei = counts(await importStormFile(database.db, fixture(NCEI), NOW));
    expect(ncei).toMatchObject({ source: "ncei", added: 3, superseded: 2, outsideArea: 1 });
    expect(ncei.malformed).toEqual([
      { line: 8, reason: "no latitude and longitude" },
      { line: 9, reason: "11 columns, not 51" },
    ]);
    const stored = await all();
    const highview = stored.filter(
      (report) => report.kind === "hail" && report.county_fips === "21111",
    );
    expect(highview).toHaveLength(1);
    expect(highview[0]).toMatchObject({ source: "ncei", occurred_at: "2026-11-20T19:07:00.000Z" });
    const gust = stored.find((report) => report.source === "ncei" && report.kind === "wind")!;
    expect(gust.magnitude).toBe(64); // 56 knots
    expect(gust.location).toBe("1 N JEFFERSONTOWN");

    // The preliminary file again after the final one adds nothing back
    const spcAgain = counts(
      await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW),
    );
    expect(spcAgain).toMatchObject({ added: 0, duplicates: 3 });
    expect(await all()).toEqual(stored);
    const reimport = counts(await importStormFile(database.db, fixture(NCEI), NOW));
    expect(reimport).toMatchObject({ added: 0, duplicates: 3, superseded: 0 });
  });

  it("reads a gzipped details file as the plain one", async () => {
    const gz = join(scratch, `${NCEI}.gz`);
    writeFileSync(gz, gzipSync(readFileSync(fixture(NCEI))));
    expect(counts(await importStormFile(database.db, gz, NOW))).toMatchObject({ added: 3 });
  });

  it("refuses a file of the wrong kind with one line, and records nothing", async () => {
    const refusals = [];
    for (const name of [
      "261120_rpts_torn.csv",
      "StormEvents_locations-ftp_v1.0_d2026_c20261122.csv",
    ]) {
      refusals.push(await importStormFile(database.db, fixture(name), NOW));
    }
    const renamed = join(scratch, "261120_rpts_wind.csv");
    copyFileSync(fixture(NCEI), renamed);
    refusals.push(await importStormFile(database.db, renamed, NOW));
    const fakeGz = join(scratch, "StormEvents_details-ftp_v1.0_d2026_c20261122.csv.gz");
    writeFileSync(fakeGz, "not gzip");
    refusals.push(await importStormFile(database.db, fakeGz, NOW));
    for (const refusal of refusals) {
      expect(refusal.ok).toBe(false);
      if (!refusal.ok) {
        expect(refusal.refusal).not.toContain("\n");
        expect(refusal.refusal).toContain("expected an SPC daily report");
      }
    }
    expect(refusals.map((r) => (r.ok ? "" : r.refusal.split(";")[0]))).toEqual([
      "261120_rpts_torn.csv: tornado reports are not imported",
      "StormEvents_locations-ftp_v1.0_d2026_c20261122.csv: not a storm report file name",
      "261120_rpts_wind.csv: its first line is not an SPC report header",
      expect.stringContaining("could not be read"),
    ]);
    expect(await all()).toEqual([]);
    expect(await recentStormImports(database.db, 5)).toEqual([]);
  });

  it("logs each import with its counts", async () => {
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW);
    const [last] = await recentStormImports(database.db, 1);
    expect(last).toMatchObject({
      file_name: "261120_rpts_hail.csv",
      file_kind: "spc",
      imported_at: NOW.toISOString(),
      rows: 7,
      added: 3,
      outside_area: 1,
      malformed: 3,
    });
  });
});

describe.each(engines)("two instances importing at once on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("store each report once between them", async () => {
    const other = await database.connect();
    const [first, second] = await Promise.all([
      importStormFile(database.db, fixture(NCEI), NOW),
      importStormFile(other.db, fixture(NCEI), NOW),
    ]);
    expect(counts(first).added + counts(second).added).toBe(3);
    expect(
      await reportsInBox(database.db, { box: stormAreaBox(), from: "1950-01-01" }),
    ).toHaveLength(3);
  });
});
