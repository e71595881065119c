import { expect, test, type Page } from "@playwright/test";
import { routes } from "./routes";
import {
  areaRoutes,
  articleRoutes,
  imageInfo,
  meta,
  readJsonLd,
  serviceRoutes,
  siteOrigin,
  type JsonLdNode,
} from "./seo";

const placeTypes = ["City", "AdministrativeArea"];
const digits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The visible breadcrumb trail, as the visitor reads it. */
async function visibleTrail(page: Page) {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  return trail.evaluateAll((items) =>
    items.map((item) => ({
      name: (item.textContent ?? "").replace(/^\s*\/\s*/, "").trim(),
      href: item.querySelector("a")?.getAttribute("href") ?? null,
    })),
  );
}

test.describe("structured data", () => {
  for (const route of routes) {
    test(`${route}: the JSON-LD parses, describes the business and matches the page`, async ({
      page,
      request,
    }) => {
      const origin = await siteOrigin(request);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const { scripts, nodes, ofType } = await readJsonLd(page);
      expect(scripts).toHaveLength(1);
      expect(scripts[0], "JSON-LD escapes < so it cannot close its script").not.toContain("<");

      const [business] = ofType("RoofingContractor");
      expect(business, "a RoofingContractor on every page").toBeDefined();
      const b = business as JsonLdNode;
      for (const key of ["name", "url", "logo", "image", "telephone", "email"]) {
        expect(b[key], key).toBeTruthy();
      }
      for (const key of ["url", "logo", "image"]) {
        expect(String(b[key]).startsWith(`${origin}/`), key).toBe(true);
      }
      for (const key of ["logo", "image"]) {
        expect((await imageInfo(request, String(b[key]))).status, key).toBe(200);
      }

      // Nothing in the markup may contradict the page the visitor sees.
      const body = page.locator("body");
      await expect(body).toContainText(String(b["name"]));
      const telLinks = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(telLinks.length).toBeGreaterThan(0);
      expect(new Set(telLinks)).toEqual(new Set([`tel:${String(b["telephone"])}`]));
      const shownPhones = (await body.innerText()).match(/\(\d{3}\) \d{3}-\d{4}/g) ?? [];
      expect(shownPhones.length).toBeGreaterThan(0);
      for (const shown of shownPhones) expect(digits(shown)).toBe(digits(String(b["telephone"])));
      const mailLinks = await page
        .locator('a[href^="mailto:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(new Set(mailLinks)).toEqual(new Set([`mailto:${String(b["email"])}`]));
      for (const profile of b["sameAs"] as string[]) {
        await expect(page.locator(`a[href="${profile}"]`).first()).toBeVisible();
      }

      const hours = b["openingHoursSpecification"] as Array<{ dayOfWeek: string[] }>;
      expect(hours.length).toBeGreaterThan(0);
      for (const spec of hours) expect(spec.dayOfWeek.length).toBeGreaterThan(0);

      const areas = b["areaServed"] as JsonLdNode[];
      expect(areas.length).toBe(areaRoutes.includes(route) ? 1 : areaRoutes.length);
      const footerAreas = page.getByRole("navigation", { name: "Service Areas" });
      for (const area of areas) {
        expect(placeTypes).toContain(area["@type"]);
        expect(area["containedInPlace"]).toMatchObject({ "@type": "State" });
        await expect(footerAreas).toContainText(String(area["name"]));
      }

      const text = JSON.stringify(nodes);
      expect(text, "no review or rating markup").not.toMatch(/Review|Rating/);
      await expect(page.locator("[itemtype*='Review'], [itemprop='review']")).toHaveCount(0);

      const trail = await visibleTrail(page);
      const lists = ofType("BreadcrumbList");
      if (trail.length === 0) {
        expect(lists).toHaveLength(0);
      } else {
        expect(lists).toHaveLength(1);
        const items = lists[0]?.["itemListElement"] as Array<Record<string, unknown>>;
        expect(items.map((item) => item["name"])).toEqual(trail.map((crumb) => crumb.name));
        expect(items.map((item) => item["position"])).toEqual(trail.map((_, index) => index + 1));
        const paths = items.map((item) => String(item["item"]).replace(origin, "") || "/");
        expect(paths).toEqual(trail.map((crumb) => crumb.href ?? route));
      }
    });
  }

  for (const route of serviceRoutes) {
    test(`${route} is a Service provided by the business`, async ({ page }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
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
    });
  }

  for (const route of areaRoutes) {
    test(`${route} names its own area as the one the business serves`, async ({ page }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const { ofType } = await readJsonLd(page);
      const area = (ofType("RoofingContractor")[0]?.["areaServed"] as JsonLdNode[])[0];
      const place = (await visibleTrail(page)).at(-1)?.name ?? "";
      expect(place.startsWith(`${String(area?.["name"])},`), `${place}`).toBe(true);
      const state = { KY: "Kentucky", IN: "Indiana" }[place.slice(-2)];
      expect(area?.["containedInPlace"]).toMatchObject({ name: state });
    });
  }

  for (const route of articleRoutes) {
    test(`${route} is a BlogPosting matching its visible byline`, async ({ page }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
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
