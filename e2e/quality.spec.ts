import { expect, test } from "@playwright/test";
import { routes } from "./routes";
import { axeViolations, watchPageErrors } from "./support/page-checks";

/** One visit per route and viewport: no console error or CSP violation, and axe finds no violation. */
for (const route of routes) {
  test(`${route} has no console error, CSP violation or axe violation`, async ({ page }) => {
    const errors = await watchPageErrors(page);
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
