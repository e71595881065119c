import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { datedStormFixtures } from "../../src/test-support/storm-fixtures.ts";
import { runNodeScript } from "./run-script.ts";
import type { SiteServer } from "./site-server.ts";

/**
 * Imports the fixtures' SPC hail day and NCEI month into `site`, as `npm run storms --
 * import` does, dated so their storm fell a week before today whatever today is; returns
 * that storm's day ("2026-11-20").
 */
export async function importStormFixtures(site: SiteServer): Promise<string> {
  const storm = datedStormFixtures(mkdtempSync(join(tmpdir(), "storm-fixtures-")), 7);
  const imported = await runNodeScript(
    ["scripts/storms.ts", "import", storm.spcHail, storm.nceiDetails],
    { env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.url } },
  );
  expect(imported.status, imported.stderr).toBe(0);
  return storm.day;
}
