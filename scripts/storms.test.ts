// @vitest-environment node
// `npm run storms` as the operator runs it: a real process on a SQLite DATA_DIR, and for
// `fetch` a local HTTP server standing in for the SPC and NCEI folders.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

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
    const first = await storms([
      "import",
      join(fixtures, "261120_rpts_hail.csv"),
      join(fixtures, NCEI),
    ]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      "261120_rpts_hail.csv: 7 rows, 3 added, 0 already stored, 0 preliminary replaced, 1 outside the area, 3 malformed",
    );
    expect(first.stdout).toContain("  line 8 skipped: 3 columns, not 8");
    expect(first.stdout).toContain(
      `${NCEI}: 6 rows, 3 added, 0 already stored, 1 preliminary replaced`,
    );
    const again = await storms(["import", join(fixtures, NCEI)]);
    expect(again.stdout).toContain(`${NCEI}: 6 rows, 0 added, 3 already stored`);
  });

  it("refuses a file of the wrong kind with one line and exits 1", async () => {
    const result = await storms(["import", join(fixtures, "261120_rpts_torn.csv")]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("261120_rpts_torn.csv: tornado reports are not imported");
  });

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

  beforeEach(async () => {
    requested.length = 0;
    server = createServer((request, response) => {
      const path = request.url ?? "";
      requested.push(path);
      if (/^\/spc\/\d{6}_rpts_filtered_hail\.csv$/.test(path)) {
        response.end(readFileSync(join(fixtures, "261120_rpts_hail.csv")));
      } else if (path === "/ncei/") {
        response.end(
          `<a href="StormEvents_details-ftp_v1.0_d${year}_c20260101.csv.gz">old</a>` +
            `<a href="${nceiName}">new</a><a href="StormEvents_details-ftp_v1.0_d1999_c20990101.csv.gz">x</a>`,
        );
      } else if (path === `/ncei/${nceiName}`) {
        response.end(gzipSync(readFileSync(join(fixtures, NCEI))));
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
    const result = await storms(["fetch", "--days", "2"], {
      STORM_SPC_URL: `${base}/spc`,
      STORM_NCEI_URL: `${base}/ncei/`,
    });
    const wind = requested.filter((path) => path.endsWith("_rpts_filtered_wind.csv"));
    expect(wind).toHaveLength(2);
    expect(requested).toContain(`/ncei/${nceiName}`);
    expect(result.stdout).toMatch(/_rpts_filtered_hail\.csv: 7 rows, 3 added/);
    expect(result.stdout).toContain(`${nceiName}: 6 rows, 3 added`);
    // The wind days answered 404: each is a line on stderr, and the run exits 1
    expect(result.stderr.match(/_rpts_filtered_wind\.csv: HTTP 404/g)).toHaveLength(2);
    expect(result.code).toBe(1);
  });
});
