import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { routes } from "./routes";

/** Helpers shared by the seo*.http.spec.ts files. */

/** Routes that must be in the sitemap: every route except the unfinished sponsorships page. */
export const indexableRoutes: string[] = routes.filter((route) => route !== "/sponsorships");
export const serviceRoutes: string[] = routes.filter((route) =>
  /^\/(residential|commercial|emergency)\/./.test(route),
);
export const areaRoutes: string[] = routes.filter((route) => route.startsWith("/service-area/"));
export const articleRoutes: string[] = routes.filter((route) => route.startsWith("/blog/"));

/**
 * The built site's absolute URLs carry SITE_URL's origin, while the suite talks to its own
 * server: a URL is fetched by its path, after checking it belongs to the site.
 */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The origin SITE_URL gave the build, read from the home page's canonical link. */
export async function siteOrigin(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical) throw new Error("The home page has no canonical link");
  return new URL(canonical).origin;
}

export const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute("content");

export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** Every JSON-LD object on the page, with the raw script texts for escaping checks. */
export async function readJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.flatMap((text) => {
    const data = JSON.parse(text) as { "@graph"?: JsonLdNode[] } & JsonLdNode;
    return data["@graph"] ?? [data];
  });
  const ofType = (type: string) => nodes.filter((node) => node["@type"] === type);
  return { scripts, nodes, ofType };
}

/** Width, height and format of an image the server answers with. */
export async function imageInfo(request: APIRequestContext, url: string) {
  const response = await request.get(pathOf(url));
  const body = response.ok() ? await response.body() : Buffer.alloc(0);
  const info = body.length > 0 ? await sharp(body).metadata() : undefined;
  return {
    status: response.status(),
    contentType: response.headers()["content-type"] ?? "",
    width: info?.width,
    height: info?.height,
    format: info?.format,
  };
}
