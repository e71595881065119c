import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect } from "@playwright/test";
import type { SiteServer } from "./site-server.ts";

/** The storm reports' test files: an SPC day of hail and an NCEI month. */
export const stormFixtures = join(process.cwd(), "src/server/storms/test-fixtures");

/** Imports the SPC hail day and the NCEI month into `site`, as `npm run storms -- import` does. */
export function importStormFixtures(site: SiteServer) {
  const imported = spawnSync(
    process.execPath,
    [
      "scripts/storms.ts",
      "import",
      join(stormFixtures, "261120_rpts_hail.csv"),
      join(stormFixtures, "StormEvents_details-ftp_v1.0_d2026_c20261122.csv"),
    ],
    { encoding: "utf8", env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.url } },
  );
  expect(imported.status, imported.stderr).toBe(0);
}
