import { expect, test, type Page, type Request } from "@playwright/test";
import { axeViolations, watchPageErrors } from "./support/page-checks";

/*
 * The instant estimate (/estimate): a plain GET form whose answer is a page of its own, and,
 * once the visitor first uses it, the same answer worked out in the browser on every change.
 */
const ranch = "/estimate?footprint=1800&pitch=medium&shape=moderate&layers=1";
const price = (page: Page, option: string) => page.locator(`[data-price="${option}"]`);
const footprint = (page: Page) => page.getByRole("textbox", { name: /footprint/ });

/** No figure on the page is NaN or a $0 price. */
async function expectNoBrokenFigure(page: Page) {
  const text = await page.getByRole("main").innerText();
  expect(text).not.toMatch(/NaN|\$0\b|undefined|Infinity/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the estimate's address renders the result: squares, how, three options, next steps", async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    const response = await page.goto(ranch);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
    await expect(page.getByText(/Your house covers 1,800 sq ft of ground\./)).toBeVisible();
    // Worked by hand in src/lib/estimate/estimate.test.ts.
    await expect(price(page, "architectural")).toHaveText("$14,000 – $20,400");
    await expect(price(page, "impact-resistant")).toHaveText("$16,500 – $24,300");
    await expect(price(page, "standing-seam")).toHaveText("$33,100 – $49,800");
    await expect(page.getByText(/subject to its approval of your application/)).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "What can change the price" })).toBeVisible();
    await expect(page.getByText(/written quote after a free inspection decides/)).toBeVisible();
    await expectNoBrokenFigure(page);

    await page.getByRole("link", { name: "Get my exact quote" }).click();
    await expect(page).toHaveURL(
      /\/estimate\/quote\?footprint=1800&pitch=medium&shape=moderate&layers=1&book=default-2026-11#quote-form$/,
    );
    expect(errors).toEqual([]);
  });

  test("the form sends a plain GET and the answer can be bookmarked", async ({ page }) => {
    await page.goto("/estimate");
    await expect(page.locator('[data-price="architectural"]')).toHaveCount(0);
    await page.getByRole("textbox", { name: /living area/ }).fill("3,600");
    await page.getByRole("combobox", { name: "Stories" }).selectOption("2");
    await page.getByText("Steep", { exact: true }).click();
    await page.getByText("Complex", { exact: true }).click();
    await page.getByText("Two layers", { exact: true }).click();
    await page.getByRole("textbox", { name: /ZIP/ }).fill("47150");
    await page.getByRole("button", { name: "Show my price range" }).click();

    const url = new URL(page.url());
    expect(url.pathname).toBe("/estimate");
    expect(url.searchParams.get("living")).toBe("3,600");
    expect(url.searchParams.get("pitch")).toBe("steep");
    // 1,800 × 1.1 × 1.25 × 1.2 = 2,970 sq ft: 29.7 squares.
    await expect(page.getByRole("heading", { name: "About 29.7 squares of roof" })).toBeVisible();
    await expect(page.getByText(/That ZIP code is outside/)).toHaveCount(0);
    await expectNoBrokenFigure(page);
  });

  for (const [query, field, message] of [
    ["footprint=0", /footprint/, "between 200 and 20,000"],
    ["footprint=10000000", /footprint/, "between 200 and 20,000"],
    ["footprint=lots", /footprint/, "as a number of square feet"],
    ["footprint=1800&zip=ABCDE", /ZIP/, "Enter a 5-digit ZIP code"],
    // Each in range alone, but a 67 sq ft ground floor together.
    ["living=200&stories=3", /living area/, "a ground floor under 200 sq ft"],
  ] as const) {
    test(`${query}: a message beside the field, the rest of the form kept, no result`, async ({
      page,
    }) => {
      const response = await page.goto(`/estimate?${query}&pitch=medium&shape=moderate&layers=2`);
      expect(response?.status()).toBe(422);
      await expect(page.getByRole("textbox", { name: field })).toHaveAccessibleDescription(
        new RegExp(message),
      );
      await expect(page.getByRole("radio", { name: /^Medium/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /^Moderate/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /^Two layers/ })).toBeChecked();
      await expect(page.locator("[data-price]")).toHaveCount(0);
      await expectNoBrokenFigure(page);
    });
  }

  test("an unknown pitch is named beside the pictures, the footprint kept", async ({ page }) => {
    const response = await page.goto(
      "/estimate?footprint=1800&pitch=vertical&shape=moderate&layers=1",
    );
    expect(response?.status()).toBe(422);
    await expect(
      page.getByRole("group", { name: "How steep is the roof?" }),
    ).toHaveAccessibleDescription("Choose the picture closest to your roof's steepness.");
    await expect(footprint(page)).toHaveValue("1800");
  });

  test("a ZIP outside the service area is said so, and the range still shows", async ({ page }) => {
    await page.goto(`${ranch}&zip=46204`);
    await expect(page.getByText(/That ZIP code is outside the towns and counties/)).toBeVisible();
    await expect(price(page, "architectural")).toHaveText("$14,000 – $20,400");
  });
});

test.describe("with JavaScript", () => {
  test("no script before the first use; then every change updates the result with no request", async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await page.goto(ranch, { waitUntil: "networkidle" });
    expect(requests.filter((request) => request.resourceType() === "script")).toEqual([]);

    await page.getByText("Two layers", { exact: true }).click();
    await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
    await page.waitForLoadState("networkidle");
    const loaded = requests.length;

    // 25.5 × ($450 + 2 × $100) = $16,575 → $16,500; 25.5 × ($650 + 2 × $150) = $24,225 → $24,300.
    await expect(price(page, "architectural")).toHaveText("$16,500 – $24,300");
    await page.getByText("Very steep", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "About 32.2 squares of roof" })).toBeVisible();
    await footprint(page).fill("2400");
    // 2,400 × 1.1 × 1.414 × 1.15 = 4,292.9 sq ft: 43 squares.
    await expect(page.getByRole("heading", { name: "About 43 squares of roof" })).toBeVisible();
    await footprint(page).fill("10000000");
    await expect(footprint(page)).toHaveAccessibleDescription(/between 200 and 20,000/);
    await expect(page.locator("[data-price]")).toHaveCount(0);
    await expectNoBrokenFigure(page);
    expect(
      requests.slice(loaded).map((request) => request.url()),
      "requests per change",
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("sending the form keeps the estimate's address without loading a page", async ({ page }) => {
    await page.goto("/estimate");
    await footprint(page).fill("1800");
    await page.getByText("Medium", { exact: true }).click();
    await page.getByText("Moderate", { exact: true }).click();
    await expect(price(page, "architectural")).toHaveText("$14,000 – $20,400");
    const pageLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") pageLoads.push(request.url());
    });
    await page.getByRole("button", { name: "Show my price range" }).click();
    await expect(page).toHaveURL(
      /\/estimate\?footprint=1800&pitch=medium&shape=moderate&layers=1$/,
    );
    await expect(page.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
    expect(pageLoads).toEqual([]);
  });

  test("axe finds no violation on the result, nor on the messages", async ({ page }) => {
    await page.goto(`${ranch}&zip=46204`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/estimate?footprint=abc&pitch=vertical&layers=1", {
      waitUntil: "networkidle",
    });
    expect(await axeViolations(page)).toEqual([]);
  });
});
