import { expect, test } from "@playwright/test";
import {
  startSatelliteApis,
  type SolarAnswer,
} from "../src/test-support/satellite-test-support.ts";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { nuCheckerErrors } from "./support/vnu";

/*
 * The optional satellite measurement on the built server, against a local stand-in for
 * Google's Geocoding and Solar APIs answering in their documented formats: an address fills
 * the answers and says how it was measured; a failure falls back with a line saying so; the
 * key never reaches the browser; without a key nothing of it shows.
 */
test.describe.configure({ mode: "serial" });

const answer: { solar: SolarAnswer; geocode: "found" | "none" } = {
  solar: "house",
  geocode: "found",
};
let apis: Awaited<ReturnType<typeof startSatelliteApis>>;
let site: SiteServer;
const address = encodeURIComponent("1200 Cherokee Rd, Louisville, KY 40204");

test.beforeAll(async () => {
  apis = await startSatelliteApis(answer);
  site = await startSiteServer({
    SOLAR_API_KEY: apis.settings.key,
    SOLAR_API_URL: apis.settings.solarUrl,
    GEOCODING_API_URL: apis.settings.geocodingUrl,
    // A good answer from the loopback stand-ins must not miss production's 3 s on a busy
    // machine; the hanging one still runs out, 10 s on.
    SATELLITE_TIMEOUT_SECONDS: "10",
  });
});

test.afterAll(async () => {
  await site.stop();
  await apis.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an address fills the footprint, pitch and shape, says how, and never shows the key", async ({
    page,
  }) => {
    answer.solar = "house";
    const response = await page.goto(`${site.url}/estimate?address=${address}&layers=1`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText(/^Measured from Google's satellite imagery \(high quality\): 4 roof faces/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /footprint/ })).toHaveValue("1800");
    await expect(page.getByRole("radio", { name: /^Medium/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Moderate/ })).toBeChecked();
    expect(await page.content()).not.toContain(apis.settings.key);
    expect(await nuCheckerErrors({ measured: await page.content() })).toEqual([]);

    // Each measurement is two paid requests: the same house again is answered from memory,
    // and a HEAD of a new one (the island counting a result) asks Google nothing.
    const asked = apis.requests.length;
    await page.goto(`${site.url}/estimate?address=${address}&layers=1`);
    await expect(page.getByText(/^Measured from Google's satellite imagery/)).toBeVisible();
    const elsewhere = encodeURIComponent("9 Elm St, Louisville, KY 40204");
    const answers = "footprint=1800&pitch=medium&shape=moderate&layers=1";
    const head = await fetch(`${site.url}/estimate?address=${elsewhere}&${answers}`, {
      method: "HEAD",
    });
    expect(head.status).toBe(200);
    expect(apis.requests.length).toBe(asked);
  });

  // Each case is another house: an address's answer is remembered for a day
  // (satellite-guard.ts), so asking about the measured one again would not ask Google.
  for (const [house, solar, geocode, why] of [
    [
      101,
      "not-found",
      "found",
      "Satellite imagery shows no building we can measure at that address",
    ],
    [102, "low-quality", "found", "The satellite imagery of that roof is too coarse to measure"],
    [103, "house", "none", "We could not find that address on the map"],
    [104, "hang", "found", "The satellite measurement took too long"],
  ] as const) {
    test(`${solar} / geocode ${geocode}: the visitor's answers stand, with a line saying so`, async ({
      page,
    }) => {
      answer.solar = solar;
      answer.geocode = geocode;
      const another = encodeURIComponent(`${house} Cherokee Rd, Louisville, KY 40204`);
      await page.goto(
        `${site.url}/estimate?address=${another}&footprint=2400&pitch=steep&shape=simple&layers=1`,
      );
      await expect(
        page.getByText(`${why}, so the estimate below uses your answers.`),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: /footprint/ })).toHaveValue("2400");
      await expect(page.locator('[data-price="architectural"]')).toBeVisible();
      answer.geocode = "found";
    });
  }
});

test.describe("with JavaScript", () => {
  test("sending a new address goes to the server to be measured", async ({ page }) => {
    answer.solar = "house";
    await page.goto(`${site.url}/estimate`);
    await page
      .getByRole("textbox", { name: "Street address (optional)" })
      .fill("1200 Cherokee Rd, Louisville");
    await page.getByText("One layer", { exact: true }).click();
    await page.getByRole("button", { name: "Show my price range" }).click();
    await expect(page.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
    await expect(page.getByText(/^Measured from Google's satellite imagery/)).toBeVisible();
  });
});

test("without SOLAR_API_KEY there is no address field and no measurement", async ({ page }) => {
  const before = apis.requests.length;
  await page.goto(
    `/estimate?address=${address}&footprint=1800&pitch=medium&shape=moderate&layers=1`,
  );
  await expect(page.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Street address/ })).toHaveCount(0);
  await expect(page.getByText(/satellite/i)).toHaveCount(0);
  expect(apis.requests.length).toBe(before);
});
