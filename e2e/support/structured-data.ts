import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { areaRoutes, imageInfo, readJsonLd, siteOrigin, type JsonLdNode } from "../seo";

/** The structured-data checks every page must pass, shared by the SEO spec and the trust facts spec. */

const placeTypes = ["City", "AdministrativeArea"];
const digits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The visible breadcrumb trail, as the visitor reads it. */
export async function visibleTrail(page: Page) {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  return trail.evaluateAll((items) =>
    items.map((item) => ({
      name: (item.textContent ?? "").replace(/^\s*\/\s*/, "").trim(),
      href: item.querySelector("a")?.getAttribute("href") ?? null,
    })),
  );
}

/**
 * A page's JSON-LD parses, describes the business, and contradicts nothing the visitor
 * sees: name, phone, email, profiles, hours, areas, breadcrumbs; and no review or rating.
 */
export async function expectPageStructuredData(
  page: Page,
  request: APIRequestContext,
  route: string,
) {
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
}
