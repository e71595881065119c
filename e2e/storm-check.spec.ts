// The storm check as a visitor uses it, with JavaScript and without, on a desktop and a
// phone: the form is a plain GET, so both get the same answer page.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { datedStormFixtures } from "../src/test-support/storm-fixtures.ts";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script";

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer();
  // The fixtures' storm a week ago, whatever today is.
  const storm = datedStormFixtures(mkdtempSync(join(tmpdir(), "storm-check-")), 7);
  const imported = await runNodeScript(
    ["scripts/storms.ts", "import", storm.spcHail, storm.nceiDetails],
    { env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.url } },
  );
  expect(imported.status, imported.stderr).toBe(0);
});
test.afterAll(async () => {
  await site.stop();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an address with a ZIP gives the reports, the map and the way to a free inspection", async ({
      page,
    }) => {
      await page.goto(`${site.url}/storm-check`);
      await page
        .getByLabel("ZIP code or address with ZIP")
        .fill("7301 Bardstown Rd, Louisville, KY 40291");
      await page.getByRole("button", { name: "Check for storms" }).click();
      await expect(page).toHaveURL(/\/storm-check\?zip=7301\+Bardstown/);
      await expect(
        page.getByRole("heading", { name: /Within 10 miles of ZIP 40291/ }),
      ).toBeVisible();
      const table = page.getByRole("table");
      await expect(table.getByRole("row", { name: /golf ball, 1\.75 in hail/ })).toContainText(
        "NCEI Storm Events (final)",
      );
      await expect(
        page.getByRole("img", { name: /Storm reports within 10 miles of ZIP 40291/ }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Book a Free Inspection" })).toHaveAttribute(
        "href",
        "/contact#quote-form",
      );
      // The field keeps what was typed
      await expect(page.getByLabel("ZIP code or address with ZIP")).toHaveValue(
        "7301 Bardstown Rd, Louisville, KY 40291",
      );
    });

    test("letters get a message tied to the field, and the form back", async ({ page }) => {
      await page.goto(`${site.url}/storm-check`);
      const field = page.getByLabel("ZIP code or address with ZIP");
      await field.fill("Louisville");
      await page.getByRole("button", { name: "Check for storms" }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/Type a five-digit ZIP code/);
      await expect(field).toHaveValue("Louisville");
    });
  });
}
