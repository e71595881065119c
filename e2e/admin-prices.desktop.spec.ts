import { expect, test, type Page } from "@playwright/test";
import { defaultPriceBook } from "../src/config/price-book.ts";
import { priceBookFormFields } from "../src/lib/estimate/price-book-form.ts";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { storedEstimateOf } from "./support/estimate-lead";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { nuCheckerErrors } from "./support/vnu";

/*
 * /admin/prices and the estimate reports on the built server: staff change the estimate's
 * prices without JavaScript, see who changed what, and the estimate page and new leads use
 * the new version at once; bad values and hostile posts change nothing.
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

async function signIn(page: Page) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: site.url }]);
}

const versions = () => site.query<{ version: string }>("SELECT version FROM price_books");
const group = (page: Page, name: string) => page.getByRole("group", { name });

/** The whole form as the page shows the current (default) book, with `changes` over it. */
const formFields = (changes: Record<string, string> = {}) => {
  const book = defaultPriceBook();
  return {
    ...Object.fromEntries(priceBookFormFields(book).map((field) => [field.name, field.read(book)])),
    basedOn: book.version,
    ...changes,
  };
};
const postPrices = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/_actions/admin.savePrices`, {
    method: "POST",
    headers: { cookie, Origin: site.url, ...headers },
    body: new URLSearchParams(fields),
  });

/*
 * The reports' instant estimate table: a result the server renders counts once (a GET of a
 * complete estimate, or the island's "Show my price range"), live changes and pages without a
 * result do not, and leads from estimates are counted against them. First, on a new server.
 */
const rendered = () =>
  site
    .query<{ renders: number }>("SELECT renders FROM estimate_renders")
    .reduce((sum, row) => sum + row.renders, 0);

// Dated: the table counts by Louisville's week, which on a Sunday evening is not UTC's.
test(
  "results are counted once per render, not per change, and leads from estimates against them",
  { tag: "@dates" },
  async ({ page }) => {
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

    expect(
      await storedEstimateOf(site, "from.estimate@example.com", { estimate: ranch }),
    ).not.toBeNull();
    expect(await storedEstimateOf(site, "no.estimate@example.com", {})).toBeNull();

    await signIn(page);
    await page.goto(`${site.url}/admin/reports`);
    const panel = page.getByRole("region", { name: "Instant estimates per week" });
    await expect(panel).toContainText("3 estimates shown, 1 lead from them (33%).");
    const lastWeek = panel.getByRole("row").last();
    await expect(lastWeek.getByRole("cell")).toHaveText(["3", "1", "33%"]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bad values get a message beside each field, keep what was typed, and change nothing", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${site.url}/admin/prices`);
    const architectural = group(page, "Architectural asphalt shingles");
    await architectural.getByLabel("Low price per square ($) *").fill("700");
    await group(page, "Standing-seam metal").getByLabel("High price per square ($) *").fill("-5");
    await group(page, "Tear-off").getByLabel("Low price per square per layer ($) *").fill("lots");
    await group(page, "Financing").getByLabel("APR (%) *").fill("37");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Save prices" }).click();
    expect((await response).status()).toBe(400);

    await expect(page.getByRole("alert")).toHaveText(
      "Nothing was saved. Please correct the prices marked below.",
    );
    await expect(
      architectural.getByLabel("Low price per square ($) *"),
    ).toHaveAccessibleDescription("The low price is above the high price ($650).");
    await expect(architectural.getByLabel("Low price per square ($) *")).toHaveValue("700");
    await expect(
      group(page, "Standing-seam metal").getByLabel("High price per square ($) *"),
    ).toHaveAccessibleDescription("Enter a figure of 0 or more; it cannot be negative.");
    await expect(
      group(page, "Tear-off").getByLabel("Low price per square per layer ($) *"),
    ).toHaveAccessibleDescription("Enter a number, like 450 or 9.99.");
    await expect(group(page, "Financing").getByLabel("APR (%) *")).toHaveAccessibleDescription(
      "Enter an APR of 36% or less.",
    );
    // A field typed right stays as typed too.
    await expect(group(page, "Financing").getByLabel("Term (months) *")).toHaveValue("120");
    expect(versions()).toEqual([]);
  });

  test("a save makes a new version the estimate page, its quote link and new leads use", async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    await signIn(page);
    await page.goto(`${site.url}/admin/prices`);
    await expect(page.getByText("Nobody has changed the prices yet")).toBeVisible();
    await group(page, "Architectural asphalt shingles")
      .getByLabel("Low price per square ($) *")
      .fill("500");
    await group(page, "Architectural asphalt shingles")
      .getByLabel("Name *")
      .fill("Architectural shingles");
    await group(page, "Financing").getByLabel("APR (%) *").fill("7.99");
    // Only the office's word marks an option as the one most homeowners here choose.
    await group(page, "The estimate page")
      .getByLabel("Mark as the option most homeowners here choose *")
      .selectOption("architectural");
    await page.getByRole("button", { name: "Save prices" }).click();

    await expect(page).toHaveURL(/\/admin\/prices\?saved=admin\.savePrices$/);
    await expect(page.getByRole("status")).toHaveText(
      "Prices saved. The estimate page and new leads use them from now on.",
    );
    const history = page.getByRole("group", { name: "Price changes, newest first" });
    await expect(history).toContainText(STAFF.office);
    await expect(history).toContainText("office-1");
    await expect(history).toContainText(
      "Architectural asphalt shingles: Low price per square ($): 450 → 500",
    );
    await expect(history).toContainText("Financing: APR (%): 9.99 → 7.99");

    // 25.5 squares × ($500 + $100) = $15,300.
    await page.goto(`${site.url}/estimate?${ranch}`);
    await expect(page.locator('[data-price="architectural"]')).toHaveText("$15,300 – $20,400");
    await expect(page.getByRole("heading", { name: "Architectural shingles" })).toBeVisible();
    await expect(
      page.getByText(
        /^120 monthly payments of about \$\d+ – \$\d+ at a 7\.99% annual percentage rate\.$/,
      ),
    ).toHaveCount(3);
    const marked = page.locator("article").filter({ hasText: "Most homeowners here choose this" });
    await expect(marked).toHaveCount(1);
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Architectural shingles");
    await expect(page.getByRole("link", { name: "Get my exact quote" })).toHaveAttribute(
      "href",
      `/estimate/quote?${ranch}&book=office-1#quote-form`,
    );
    expect(errors).toEqual([]);

    expect(
      await storedEstimateOf(site, "after.edit@example.com", {
        estimate: ranch,
        estimateOption: "architectural",
        estimateBook: "office-1",
      }),
    ).toMatchObject({
      option: { name: "Architectural shingles", low: 15300, high: 20400 },
      priceBookVersion: "office-1",
    });
  });
});

test.describe("with JavaScript", () => {
  test("the page and its refusals pass axe, and the nav marks Prices", async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/admin/prices`);
    await expect(page.getByRole("link", { name: "Prices" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await axeViolations(page)).toEqual([]);
    await group(page, "Financing").getByLabel("APR (%) *").fill("40");
    await page.getByRole("button", { name: "Save prices" }).click();
    await expect(group(page, "Financing").getByLabel("APR (%) *")).toHaveAccessibleDescription(
      "Enter an APR of 36% or less.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("hostile posts", () => {
  test("a form from before the last save, a double submit, forged and foreign fields, huge values: clear 4xx, nothing changes", async () => {
    const before = versions();
    // Opened before office-1 was saved: refused as stale, nothing saved.
    const stale = await postPrices(formFields({ apr: "5" }));
    expect(stale.status).toBe(409);
    // Another form's fields, and a field the form does not have.
    expect((await postPrices({ reference: "Q-AAAAAA", status: "won" })).status).toBe(400);
    expect(
      (await postPrices(formFields({ basedOn: "office-1", version: "office-99" }))).status,
    ).toBe(400);
    expect(
      (await postPrices(formFields({ basedOn: "office-1", "waste-simple": "0" }))).status,
    ).toBe(400);
    // Huge values: a long figure is a wrong figure; a very long field is not the form's.
    expect(
      (await postPrices(formFields({ basedOn: "office-1", apr: "9".repeat(500) }))).status,
    ).toBe(400);
    const long = (length: number) =>
      postPrices(formFields({ basedOn: "office-1", "gutters-name": "x".repeat(length) }));
    expect((await long(5_000)).status).toBe(400);
    // Past the server's body cap the request is not read at all.
    expect((await long(100_000)).status).toBe(413);
    // A malformed body.
    const malformed = await fetch(`${site.url}/_actions/admin.savePrices`, {
      method: "POST",
      headers: { cookie, Origin: site.url, "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="apr"\r\n\r\n5',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    // Forged forwarding headers change nothing about who may save.
    const forwarded = (
      await fetch(`${site.url}/_actions/admin.savePrices`, {
        method: "POST",
        headers: {
          Origin: site.url,
          "X-Forwarded-For": "127.0.0.1",
          "X-Forwarded-Proto": "https",
        },
        body: new URLSearchParams(formFields({ basedOn: "office-1", apr: "5" })),
      })
    ).status;
    // No session, whatever the headers claim: refused, as unsigned-in or cross-origin.
    expect([401, 403]).toContain(forwarded);
    expect(versions()).toEqual(before);

    // A double submit of one edit makes one version; both answers are successes.
    const edit = formFields({
      basedOn: "office-1",
      "gutters-high": "16",
      "architectural-low": "500",
      "architectural-name": "Architectural shingles",
      apr: "7.99",
    });
    const answers = await Promise.all([postPrices(edit), postPrices(edit)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(versions().map((row) => row.version)).toEqual(["office-1", "office-2"]);
  });
});

test("the staff pages this feature touches pass the Nu HTML checker, refusals included", async () => {
  test.setTimeout(90_000);
  const refused = await fetch(`${site.url}/admin/prices?_action=admin.savePrices`, {
    method: "POST",
    headers: { cookie, Origin: site.url },
    body: new URLSearchParams(formFields({ apr: "99", "architectural-low": "-1" })),
  });
  expect(refused.status).toBe(400);
  const errors = await nuCheckerErrors({
    prices: await (await fetch(`${site.url}/admin/prices`, { headers: { cookie } })).text(),
    "prices-refused": await refused.text(),
    reports: await (await fetch(`${site.url}/admin/reports`, { headers: { cookie } })).text(),
  });
  // Astro's island bootstrap puts a <style> inside <body> on every staff page with an island
  // (the admin layout's, sign-in included): Astro's markup, not these pages'. Anything else fails.
  const astroIslandStyle = "A “style” element in “body” must be the first child of its parent.";
  expect(errors.filter((error) => !error.includes(astroIslandStyle))).toEqual([]);
});
