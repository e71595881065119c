import { expect, test, type Page } from "@playwright/test";
import { routes } from "./routes";
import { areaRoutes, articleRoutes, meta, readJsonLd, serviceRoutes, type JsonLdNode } from "./seo";
import { expectPageStructuredData, visibleTrail } from "./support/structured-data";

/** A service page is a Service provided by the business. */
async function expectService(page: Page) {
  const { ofType } = await readJsonLd(page);
  const [business] = ofType("RoofingContractor");
  const services = ofType("Service");
  expect(services).toHaveLength(1);
  const service = services[0] as JsonLdNode;
  expect(service["provider"]).toEqual({ "@id": business?.["@id"] });
  expect(service["name"]).toBe(await page.getByRole("heading", { level: 1 }).innerText());
  const trail = await visibleTrail(page);
  expect(service["serviceType"]).toBe(trail.at(-1)?.name);
  expect((service["areaServed"] as JsonLdNode[]).length).toBeGreaterThan(0);
  expect(service["image"]).toBe(await meta(page, "og:image"));
}

/** An area page names its own area as the one the business serves. */
async function expectArea(page: Page) {
  const { ofType } = await readJsonLd(page);
  const area = (ofType("RoofingContractor")[0]?.["areaServed"] as JsonLdNode[])[0];
  const place = (await visibleTrail(page)).at(-1)?.name ?? "";
  expect(place.startsWith(`${String(area?.["name"])},`), `${place}`).toBe(true);
  const state = { KY: "Kentucky", IN: "Indiana" }[place.slice(-2)];
  expect(area?.["containedInPlace"]).toMatchObject({ name: state });
}

/** An article is a BlogPosting matching its visible byline. */
async function expectArticle(page: Page) {
  const { ofType } = await readJsonLd(page);
  const [business] = ofType("RoofingContractor");
  const posts = ofType("BlogPosting");
  expect(posts).toHaveLength(1);
  const post = posts[0] as JsonLdNode;
  expect(post["headline"]).toBe(await page.getByRole("heading", { level: 1 }).innerText());
  const published = await page.getByRole("article").locator("time").getAttribute("datetime");
  expect(post["datePublished"]).toBe(published);
  expect(String(post["dateModified"]) >= String(post["datePublished"])).toBe(true);
  expect(post["image"]).toBe(await meta(page, "og:image"));
  const author = post["author"] as JsonLdNode;
  await expect(page.getByRole("article")).toContainText(`By ${String(author["name"])}`);
  expect(post["publisher"]).toEqual({ "@id": business?.["@id"] });
}

/** What each kind of page adds to the business every page describes, checked on the same visit. */
const kindChecks: Array<{
  claim: string;
  kindRoutes: readonly string[];
  check: (page: Page) => Promise<void>;
}> = [
  {
    claim: "is a Service provided by the business",
    kindRoutes: serviceRoutes,
    check: expectService,
  },
  {
    claim: "names its own area as the one the business serves",
    kindRoutes: areaRoutes,
    check: expectArea,
  },
  {
    claim: "is a BlogPosting matching its visible byline",
    kindRoutes: articleRoutes,
    check: expectArticle,
  },
];

test.describe("structured data", () => {
  for (const route of routes) {
    const kind = kindChecks.find(({ kindRoutes }) => kindRoutes.includes(route));
    const title = kind ? `, and ${kind.claim}` : "";
    test(`${route}: the JSON-LD parses, describes the business and matches the page${title}`, async ({
      page,
      request,
    }) => {
      await expectPageStructuredData(page, request, route);
      await kind?.check(page);
    });
  }
});

test("the opening hours in the markup are the hours the contact page shows", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const { ofType } = await readJsonLd(page);
  const hours = ofType("RoofingContractor")[0]?.["openingHoursSpecification"] as Array<{
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }>;
  const clock = (time: string) => {
    const [hour = 0, minute = 0] = time.split(":").map(Number);
    const label = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}`;
    return `${label} ${hour >= 12 ? "pm" : "am"}`;
  };
  const shown = await page.getByRole("definition").allInnerTexts();
  for (const spec of hours) {
    const line = shown.find((text) =>
      text.includes(`${clock(spec.opens)} – ${clock(spec.closes)}`),
    );
    expect(line, `hours ${spec.opens}-${spec.closes} are shown`).toBeDefined();
    expect(line).toContain(spec.dayOfWeek[0]?.slice(0, 3));
    expect(line).toContain(spec.dayOfWeek.at(-1)?.slice(0, 3));
  }
  const openDays = new Set(hours.flatMap((spec) => spec.dayOfWeek));
  const sunday = shown.find((text) => text.startsWith("Sun"));
  expect(openDays.has("Sunday")).toBe(!/closed/i.test(sunday ?? ""));
});
