// The storm check as a visitor uses it, with JavaScript and without, on a desktop and a
// phone: the form is a plain GET, so both get the same answer page.
import { expect, test } from "@playwright/test";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { importStormFixtures } from "./support/storm-fixtures";

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer();
  await importStormFixtures(site);
});
test.afterAll(async () => {
  await site.stop();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    // Which reports count as recent depends on the day.
    test(
      "an address with a ZIP gives the reports, the map and the way to a free inspection",
      { tag: "@dates" },
      async ({ page }) => {
        await page.goto(`${site.url}/storm-check`);
        await page
          .getByLabel("ZIP code or address with ZIP")
          .fill("7301 Bardstown Rd, Louisville, KY 40291");
        await page.getByRole("button", { name: "Check for storms" }).click();
        await expect(page).toHaveURL(/\/storm-check\?zip=7301\+Bardstown/);
        await expect(
          page.getByRole("heading", { name: /Within 10 miles of ZIP 40291/ }),
        ).toBeVisible();
        const reports = page.getByRole("region", { name: "The reports, newest first" });
        await expect(
          reports.getByRole("listitem").filter({ hasText: "golf ball, 1.75 in hail" }),
        ).toContainText("NCEI Storm Events (final)");
        await expect(
          page.getByRole("img", { name: /Storm reports within 10 miles of ZIP 40291/ }),
        ).toBeVisible();
        await expect(
          page.getByRole("link", { name: "Book a Free Inspection", exact: true }),
        ).toHaveAttribute("href", "/contact#quote-form");
        // The field keeps what was typed
        await expect(page.getByLabel("ZIP code or address with ZIP")).toHaveValue(
          "7301 Bardstown Rd, Louisville, KY 40291",
        );
      },
    );

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
