import { readFileSync, rmSync } from "node:fs";
import { expect, request, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { readJsonLd } from "./seo";
import { buildSiteCopy } from "./support/site-copy";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { expectPageStructuredData } from "./support/structured-data";

/**
 * The site built with every trust fact set (src/test-support/trust-facts.ts in place of
 * src/config/trust.ts), a team on /about and a contractor's photo dropped in under a
 * picture's name: each fact shows where it is listed and links where it should, the
 * structured data still passes every check of the SEO spec, and the photo replaces the
 * artwork. The unset case is the real build, in e2e/page-kinds.desktop.spec.ts.
 */
test.describe.configure({ mode: "serial" });

const listed = ["/", "/about", "/contact", "/residential/roof-replacement"];
const team = `- id: test-owner
  name: Test Owner
  role: Owner
  owner: true
  photo: ../assets/team/test-owner.jpg
  bio: Every roof in this test is one we would put our own name on.
- id: test-estimator
  name: Test Estimator
  role: Estimator
  order: 1
- id: test-foreman
  name: Test Foreman
  role: Crew lead
  order: 2
  photo: ../assets/team/test-foreman.jpg
`;
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

let copy = "";
let site: SiteServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  copy = buildSiteCopy({
    "src/config/trust.ts": readFileSync("src/test-support/trust-facts.ts"),
    "src/content/team.yaml": team,
    "src/assets/team/test-owner.jpg": await picture(800, 1000, "#7a8b9c"),
    "src/assets/team/test-foreman.jpg": await picture(800, 800, "#9c8b7a"),
    "src/assets/photos/roof-replacement.jpg": await picture(1600, 1000, "#5d7a4e"),
  });
  site = await startSiteServer({}, undefined, copy);
});

test.afterAll(async () => {
  await site?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The copy's address, once beforeAll has started it. */
function siteUrl(): string {
  if (!site) throw new Error("the site copy has not started");
  return site.url;
}

async function open(browser: Browser, route: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl() });
  const page = await context.newPage();
  await page.goto(route, { waitUntil: "networkidle" });
  return page;
}

for (const route of listed) {
  test(`${route} shows every fact, each with the link to check it`, async ({ browser }) => {
    const page = await open(browser, route);
    const band = page.getByRole("region", { name: "Facts you can check" });
    await expect(band).toBeVisible();
    await expect(band).toContainText("Since 2004");
    await expect(band).toContainText("Home improvement contractor registration");
    await expect(band).toContainText("No. HIC-000123");
    await expect(band).toContainText("No. RC-9876");
    await expect(band).toContainText("General liability");
    await expect(band).toContainText("Example Mutual Insurance · $2,000,000 per occurrence");
    await expect(band).toContainText("Workers' compensation");
    await expect(band).toContainText("Example Shingles");
    await expect(band).toContainText("Preferred Contractor");
    await expect(band).toContainText("Example Reviews · 126 reviews");
    await expect(band.locator('time[datetime="2026-11-02"]')).toHaveText("November 2, 2026");
    const links = {
      "Verify with Test City Codes Office": "https://licenses.example.com/lookup?number=HIC-000123",
      "Check the Example Shingles directory":
        "https://shingles.example.com/contractors/test-roofing",
      "Read the reviews on Example Reviews": "https://reviews.example.com/biz/test-roofing",
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(band.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await page.context().close();
  });

  test(`${route}'s structured data passes the SEO checks and states the founding year and credentials`, async ({
    browser,
  }) => {
    const page = await open(browser, route);
    const api = await request.newContext({ baseURL: siteUrl() });
    await expectPageStructuredData(page, api, route);
    const { ofType } = await readJsonLd(page);
    const business: Record<string, unknown> = ofType("RoofingContractor")[0] ?? {};
    expect(business["foundingDate"]).toBe("2004");
    const credentials = business["hasCredential"] as Array<Record<string, unknown>>;
    expect(credentials.map((credential) => credential["identifier"]).filter(Boolean)).toEqual([
      "HIC-000123",
      "RC-9876",
    ]);
    for (const credential of credentials) {
      expect(credential["@type"]).toBe("EducationalOccupationalCredential");
      expect(credential["recognizedBy"]).toMatchObject({ "@type": "Organization" });
      const link = credential["url"];
      if (link) await expect(page.locator(`a[href="${String(link)}"]`)).toBeVisible();
    }
    // The rating is on the page for people, never in the markup for search engines.
    expect(business).not.toHaveProperty("aggregateRating");
    await api.dispose();
    await page.context().close();
  });
}

test("a page the band is not listed on stays without it", async ({ browser }) => {
  const page = await open(browser, "/service-area/louisville-ky");
  await expect(page.getByRole("region", { name: "Facts you can check" })).toHaveCount(0);
  await page.context().close();
});

test("/about shows the owner first with their words, then the crew, photos where given", async ({
  browser,
}) => {
  const page = await open(browser, "/about");
  const team = page.getByRole("region", { name: "The people who answer for your roof" });
  const owner = team.locator("figure");
  await expect(owner).toContainText("Every roof in this test is one we would put our own name on.");
  await expect(owner).toContainText("Test Owner");
  await expect(owner.getByRole("img", { name: "Test Owner, Owner" })).toBeVisible();
  const crew = team.getByRole("listitem");
  await expect(crew).toHaveText([/Test Estimator\s*Estimator/, /Test Foreman\s*Crew lead/]);
  await expect(crew.nth(0).getByRole("img")).toHaveCount(0);
  await expect(crew.nth(1).getByRole("img", { name: "Test Foreman, Crew lead" })).toBeVisible();
  await page.context().close();
});

test("a photo dropped in under a picture's name replaces the artwork, in AVIF and WebP", async ({
  browser,
}) => {
  const page = await open(browser, "/residential/roof-replacement");
  const hero = page.locator("main img[data-art]").first();
  await expect(hero).toHaveAttribute("data-art", "roof-replacement");
  await expect(hero).toHaveAttribute("data-art-kind", "photo");
  await expect(hero).toHaveAttribute("alt", /^A roof replacement half done/);
  const formats = await page
    .locator("main picture")
    .first()
    .locator("source")
    .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
  expect(formats).toEqual(["image/avif", "image/webp"]);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
  // Its own file, not the artwork's: the artwork's pages elsewhere keep their pictures.
  const other = await open(browser, "/residential/roof-repair");
  await expect(other.locator("main img[data-art]").first()).toHaveAttribute(
    "data-art-kind",
    "artwork",
  );
  await other.context().close();
  await page.context().close();
});
