// @vitest-environment node
// Each row of a storm file is judged on its own: text cleaned, sizes and places real, no
// report from the future. The files are NOAA's formats with one bad value per row.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { stormAreaBox } from "../geo/service-area-geo.ts";
import { importStormFile, type ImportOutcome } from "./import-storms.ts";
import { reportsInBox } from "./storm-repo.ts";

const NOW = new Date("2026-11-24T09:00:00Z");
const NCEI = "StormEvents_details-ftp_v1.0_d2026_c20261122.csv";
const fixture = (name: string) => new URL(`./test-fixtures/${name}`, import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "storm-rows-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

function malformed(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.counts.malformed;
}

const SPC_HAIL = [
  "Time,Size,Location,County,State,Lat,Lon,Comments",
  '1905,175,2 NE\u0000 High\u0007view,Jeffer\u009bson,KY,38.16,-85.6,"Golf ball\u0000 size hail.\nAt a residence. (LMK)"',
  "1910,1e300,Okolona,Jefferson,KY,38.13,-85.69,Size in an exponent. (LMK)",
  "1915,900,Okolona,Jefferson,KY,38.13,-85.69,Nine inches. (LMK)",
  "1920,10,Okolona,Jefferson,KY,38.13,-85.69,A tenth of an inch. (LMK)",
  "1925,100,Okolona,Jefferson,KY,0x26,-85.69,Latitude in hex. (LMK)",
  "1930,100,Okolona,Jefferson,KY,38.13,-185.69,Longitude out of range. (LMK)",
  "1935,800,Okolona,Jefferson,KY,38.13,-85.69,Eight inches: the record. (LMK)",
].join("\n");

describe.each(engines)("storm rows judged one by one on %s", (engine) => {
  const database = useTestDatabase(engine);
  const stored = () => reportsInBox(database.db, { box: stormAreaBox(), from: "1950-01-01" });

  it("cleans controls out of the text and refuses sizes and places no storm has", async () => {
    const outcome = await importStormFile(
      database.db,
      write("261120_rpts_hail.csv", SPC_HAIL),
      NOW,
    );
    expect(malformed(outcome)).toEqual([
      { line: 4, reason: 'hail size "1e300" is not a number' },
      { line: 5, reason: "hail size 9 in is outside 0.25-8 in" },
      { line: 6, reason: "hail size 0.1 in is outside 0.25-8 in" },
      { line: 7, reason: "no latitude and longitude" },
      { line: 8, reason: "no latitude and longitude" },
    ]);
    const reports = await stored();
    expect(reports.map((report) => report.magnitude).sort()).toEqual([1.75, 8]);
    const highview = reports.find((report) => report.magnitude === 1.75)!;
    expect(highview).toMatchObject({
      location: "2 NE Highview",
      county: "Jefferson",
      comments: "Golf ball size hail. At a residence. (LMK)",
    });
  });

  it("refuses a wind gust over 250 mph and a wind speed that is not a plain number", async () => {
    const wind = [
      "Time,Speed,Location,County,State,Lat,Lon,Comments",
      "1416,260,Jeffersontown,Jefferson,KY,38.2,-85.56,Typed one digit too many. (LMK)",
      "1417,0x41,Jeffersontown,Jefferson,KY,38.2,-85.56,Speed in hex. (LMK)",
      "1418,UNK,Jeffersontown,Jefferson,KY,38.2,-85.56,Trees down. (LMK)",
    ].join("\n");
    const outcome = await importStormFile(database.db, write("261120_rpts_wind.csv", wind), NOW);
    expect(malformed(outcome)).toEqual([
      { line: 2, reason: "wind speed 260 mph is outside 0-250 mph" },
      { line: 3, reason: 'wind speed "0x41" is not a number' },
    ]);
    expect((await stored()).map((report) => report.magnitude)).toEqual([null]);
  });

  it("refuses a report dated after the import, from either source", async () => {
    const spcFuture = await importStormFile(
      database.db,
      write("991120_rpts_hail.csv", `${SPC_HAIL.split("\n")[0]}\n${SPC_HAIL.split("\n").at(-1)}`),
      NOW,
    );
    expect(malformed(spcFuture)).toEqual([
      { line: 2, reason: "dated 2099-11-20T19:35:00.000Z, in the future" },
    ]);
    const [header, first] = readFileSync(fixture(NCEI), "utf8").split("\n");
    const moved = first!.replace(/^202611,20,1407,202611,20,1407/, "209911,20,1407,209911,20,1407");
    const nceiFuture = await importStormFile(
      database.db,
      write(NCEI, `${header}\n${moved}\n`),
      NOW,
    );
    expect(malformed(nceiFuture)).toEqual([
      { line: 2, reason: "dated 2099-11-20T19:07:00.000Z, in the future" },
    ]);
    const hexLatitude = first!.replace('"38.1612","-85.5987"', '"0x26","-85.5987"');
    const nceiHex = await importStormFile(
      database.db,
      write(NCEI, `${header}\n${hexLatitude}\n`),
      NOW,
    );
    expect(malformed(nceiHex)).toEqual([{ line: 2, reason: "no latitude and longitude" }]);
    expect(await stored()).toEqual([]);
  });
});
