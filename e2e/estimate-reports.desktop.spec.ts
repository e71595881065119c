import { expect, test } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The reports' instant estimate table on the built server: a result the server renders
 * counts once (a GET of a complete estimate, or the island's "Show my price range"),
 * live changes and pages without a result do not, and leads from estimates are counted
 * against them.
 */
test.describe.configure({ mode: "serial" });

const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1";
let site: SiteServer;
let cookie: string;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
  cookie = await addStaffAccount(site, STAFF.office);
});

test.afterAll(async () => {
  await site.stop();
});

const rendered = () =>
  site
    .query<{ renders: number }>("SELECT renders FROM estimate_renders")
    .reduce((sum, row) => sum + row.renders, 0);

test("results are counted once per render, not per change, and leads from estimates against them", async ({
  page,
}) => {
  // Two result pages without a browser; an empty form and a refused one are no result.
  for (const path of [
    `/estimate?${ranch}`,
    `/estimate?${ranch}&zip=40207`,
    "/estimate",
    "/estimate?footprint=0",
  ])
    await fetch(`${site.url}${path}`);
  expect(rendered()).toBe(2);

  // In the browser: live changes are free; pressing "Show my price range" counts once.
  await page.goto(`${site.url}/estimate`);
  await page.getByRole("textbox", { name: /footprint/ }).fill("2000");
  await page.getByText("Steep", { exact: true }).click();
  await page.getByText("Simple", { exact: true }).click();
  await page.getByText("Two layers", { exact: true }).click();
  await expect(page.locator('[data-price="architectural"]')).toBeVisible();
  await page.getByRole("textbox", { name: /footprint/ }).fill("2100");
  expect(rendered()).toBe(2);
  const counted = page.waitForResponse((response) => response.request().method() === "HEAD");
  await page.getByRole("button", { name: "Show my price range" }).click();
  expect((await counted).status()).toBe(200);
  expect(rendered()).toBe(3);

  await referenceOf(
    await postQuote(site.url, quoteFields({ email: "from.estimate@example.com", estimate: ranch })),
  );
  await referenceOf(await postQuote(site.url, quoteFields({ email: "no.estimate@example.com" })));

  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: site.url }]);
  await page.goto(`${site.url}/admin/reports`);
  const panel = page.getByRole("region", { name: "Instant estimates per week" });
  await expect(panel).toContainText("3 estimates shown, 1 lead from them (33%).");
  const lastWeek = panel.getByRole("row").last();
  await expect(lastWeek.getByRole("cell")).toHaveText(["3", "1", "33%"]);
});
