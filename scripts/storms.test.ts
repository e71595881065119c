// @vitest-environment node
// `npm run storms` as the operator runs it: a real process on a SQLite DATA_DIR, and for
// `fetch` a local HTTP server standing in for the SPC and NCEI folders.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { datedStormFixtures } from "../src/test-support/storm-fixtures.ts";

const run = promisify(execFile);
const fixtures = new URL("../src/server/storms/test-fixtures/", import.meta.url).pathname;
const NCEI = "StormEvents_details-ftp_v1.0_d2026_c20261122.csv";
let dataDir = "";

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "storms-cli-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function storms(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/storms.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run storms -- import", () => {
  it("prints one line per file with its counts and the skipped lines, and is idempotent", async () => {
    const storm = datedStormFixtures(dataDir, 7);
    const first = await storms(["import", storm.spcHail, storm.nceiDetails]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      `${basename(storm.spcHail)}: 7 rows, 3 added, 0 already stored, 0 preliminary replaced, 1 outside the area, 3 malformed`,
    );
    expect(first.stdout).toContain("  line 8 skipped: 3 columns, not 8");
    expect(first.stdout).toContain(
      `${NCEI}: 6 rows, 3 added, 0 already stored, 1 preliminary replaced`,
    );
    const again = await storms(["import", storm.nceiDetails]);
    expect(again.stdout).toContain(`${NCEI}: 6 rows, 0 added, 3 already stored`);
  });

  it("refuses a file of the wrong kind with one line and exits 1, naming it", async () => {
    const result = await storms(["import", join(fixtures, "261120_rpts_torn.csv")]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringContaining("261120_rpts_torn.csv: tornado reports are not imported"),
      "1 failed: 261120_rpts_torn.csv",
    ]);
  });

  it("reports a file that is not whole CSV in one line, imports the next, and names it at the end", async () => {
    const storm = datedStormFixtures(dataDir, 7);
    // A download cut off inside a quoted comment: the quote never closes.
    const truncated = join(dataDir, `${storm.day.slice(2).replaceAll("-", "")}_rpts_wind.csv`);
    writeFileSync(
      truncated,
      'Time,Speed,Location,County,State,Lat,Lon,Comments\n1416,UNK,Jeffersontown,Jefferson,KY,38.2,-85.56,"Trees down on',
    );
    const result = await storms(["import", truncated, storm.spcHail]);
    const name = basename(truncated);
    expect(result.stderr).toMatch(new RegExp(`^${name}: not a whole CSV file \\(Quote Not Closed`));
    expect(result.stderr).not.toContain("    at ");
    expect(result.stdout).toContain(`${basename(storm.spcHail)}: 7 rows, 3 added`);
    expect(result.stderr.trim().split("\n").at(-1)).toBe(`1 failed: ${name}`);
    expect(result.code).toBe(1);
  });

  it("imports over 125,000 reports inside the area from one file", async () => {
    const storm = datedStormFixtures(dataDir, 7);
    const lines = ["Time,Size,Location,County,State,Lat,Lon,Comments"];
    for (let index = 0; lines.length <= 130_000; index++) {
      const minute = index % 1440;
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, "0")}${String(minute % 60).padStart(2, "0")}`;
      const spot = Math.floor(index / 1440);
      const lat = (38.0 + (spot % 40) / 100).toFixed(2);
      const lon = (-85.9 + Math.floor(spot / 40) / 100).toFixed(2);
      lines.push(`${hhmm},100,Test ${index},Jefferson,KY,${lat},${lon},Generated for the test.`);
    }
    // The day before the dated fixtures' storm: every report is in the past.
    const day = new Date(Date.parse(storm.day) - 86_400_000).toISOString().slice(2, 10);
    const big = join(dataDir, `${day.replaceAll("-", "")}_rpts_hail.csv`);
    writeFileSync(big, lines.join("\n"));
    const result = await storms(["import", big]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(`${basename(big)}: 130000 rows, 130000 added`);
    expect(result.code).toBe(0);
  }, 300_000);

  it("shows its usage without a command or a file", async () => {
    expect((await storms([])).code).toBe(2);
    expect((await storms(["import"])).stderr).toContain("Use: npm run storms -- import FILE");
    expect((await storms(["fetch", "--days", "x"])).stderr).toContain(
      "--days takes a whole number",
    );
  });
});

describe("npm run storms -- fetch", () => {
  let server: Server;
  let base = "";
  const requested: string[] = [];
  const year = new Date().getUTCFullYear();
  const nceiName = `StormEvents_details-ftp_v1.0_d${year}_c20261122.csv.gz`;

  /** The SPC hail file served for the day two days back (whole unless a test cuts it). */
  let hail = "";
  const twoDaysBack = () =>
    new Date(Date.now() - 2 * 86_400_000).toISOString().slice(2, 10).replaceAll("-", "");

  beforeEach(async () => {
    requested.length = 0;
    const storm = datedStormFixtures(dataDir, 7);
    hail = readFileSync(join(fixtures, "261120_rpts_hail.csv"), "utf8");
    server = createServer((request, response) => {
      const path = request.url ?? "";
      requested.push(path);
      if (path === `/spc/${twoDaysBack()}_rpts_filtered_hail.csv`) {
        response.end(hail);
      } else if (path === "/ncei/") {
        response.end(
          `<a href="StormEvents_details-ftp_v1.0_d${year}_c20260101.csv.gz">old</a>` +
            `<a href="${nceiName}">new</a><a href="StormEvents_details-ftp_v1.0_d1999_c20990101.csv.gz">x</a>`,
        );
      } else if (path === `/ncei/${nceiName}`) {
        response.end(gzipSync(readFileSync(storm.nceiDetails)));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("downloads the recent SPC days and the newest NCEI file of the year from the settings' URLs", async () => {
    const result = await fetchDays(3);
    const wind = requested.filter((path) => path.endsWith("_rpts_filtered_wind.csv"));
    expect(wind).toHaveLength(3);
    expect(requested).toContain(`/ncei/${nceiName}`);
    expect(result.stdout).toContain(`${twoDaysBack()}_rpts_filtered_hail.csv: 7 rows, 3 added`);
    expect(result.stdout).toContain(`${nceiName}: 6 rows, 3 added`);
    // The wind days answered 404: each is a line on stderr, and the run exits 1
    expect(result.stderr.match(/_rpts_filtered_wind\.csv: HTTP 404/g)).toHaveLength(3);
    expect(result.code).toBe(1);
  });

  it("goes on past a truncated download, and imports that day once it is whole", async () => {
    const name = `${twoDaysBack()}_rpts_filtered_hail.csv`;
    const whole = hail;
    hail = whole.slice(0, whole.indexOf("Golf ball")) + '"Golf ball size h';
    const cut = await fetchDays(3);
    expect(cut.stderr).toContain(`${name}: not a whole CSV file (Quote Not Closed`);
    expect(cut.stderr).not.toContain("    at ");
    expect(cut.stdout).toContain(`${nceiName}: 6 rows, 3 added`);
    expect(cut.stderr.trim().split("\n").at(-1)).toMatch(new RegExp(`^\\d+ failed: .*${name}`));
    expect(cut.code).toBe(1);
    hail = whole;
    const again = await fetchDays(3);
    expect(again.stdout).toContain(`${name}: 7 rows, 3 added`);
    expect(again.stderr).not.toContain(name);
  });

  const fetchDays = (days: number) =>
    storms(["fetch", "--days", String(days)], {
      STORM_SPC_URL: `${base}/spc`,
      STORM_NCEI_URL: `${base}/ncei/`,
    });
});
