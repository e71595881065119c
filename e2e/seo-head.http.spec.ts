import { expect, test } from "@playwright/test";
import { routes } from "./routes";
import { imageInfo, meta, siteOrigin } from "./seo";

/** What every page's <head> tells search engines and link previews. */
test.describe("every route's head", () => {
  for (const route of routes) {
    // One visit per route: each visit costs more than all the checks on it.
    test(`${route} has canonical, Open Graph and Twitter tags with absolute URLs, lang, theme colour, icons, manifest, feed and ordered headings`, async ({
      page,
      request,
    }) => {
      const origin = await siteOrigin(request);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(route === "/" ? `${origin}/` : `${origin}${route}`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);

      const title = await page.title();
      const description = await meta(page, "description");
      expect(await meta(page, "og:title")).toBe(title);
      expect(await meta(page, "og:description")).toBe(description);
      expect(await meta(page, "og:url")).toBe(canonical);
      expect(await meta(page, "og:site_name")).toBeTruthy();
      expect(await meta(page, "og:type")).toBe(route.startsWith("/blog/") ? "article" : "website");
      expect(await meta(page, "twitter:card")).toBe("summary_large_image");
      expect(await meta(page, "twitter:title")).toBe(title);
      expect(await meta(page, "twitter:description")).toBe(description);

      const image = await meta(page, "og:image");
      expect(image).toMatch(new RegExp(`^${origin}/`));
      expect(await meta(page, "twitter:image")).toBe(image);
      expect(await meta(page, "og:image:alt")).toBeTruthy();
      expect(await meta(page, "og:image:width")).toBe("1200");
      expect(await meta(page, "og:image:height")).toBe("630");
      const info = await imageInfo(request, image ?? "");
      expect(info).toMatchObject({ status: 200, width: 1200, height: 630 });
      expect(info.contentType).toBe(await meta(page, "og:image:type"));
      expect(["jpeg", "png"]).toContain(info.format);

      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      expect(await meta(page, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/manifest.webmanifest",
      );
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute("href", "/rss.xml");

      const levels = await page
        .getByRole("heading")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0], "the first heading is the h1").toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.filter(
        (level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1,
      );
      expect(skips, `heading levels ${levels.join(" ")} skip a level`).toEqual([]);
    });
  }
});

test("titles and descriptions are unique and within the lengths search results show", async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&#39;", "'");
    expect(decode(title).length, `title of ${route}`).toBeLessThanOrEqual(60);
    expect(decode(title).length, `title of ${route}`).toBeGreaterThanOrEqual(10);
    expect(decode(description).length, `description of ${route}`).toBeLessThanOrEqual(155);
    expect(decode(description).length, `description of ${route}`).toBeGreaterThanOrEqual(50);
    for (const key of [`title:${title}`, `description:${description}`]) {
      expect(seen.get(key), `${key} of ${route}`).toBeUndefined();
      seen.set(key, route);
    }
  }
});

test("the icons and the web app manifest are served and sized as declared", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect([...(await ico.body()).subarray(0, 4)], "an ICO header").toEqual([0, 0, 1, 0]);
  expect(await imageInfo(request, "http://site/apple-touch-icon.png")).toMatchObject({
    status: 200,
    width: 180,
    height: 180,
    format: "png",
  });

  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe("/");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await imageInfo(request, `http://site${icon.src}`), icon.src).toMatchObject({
      status: 200,
      width,
      height,
      format: "png",
    });
  }
});
