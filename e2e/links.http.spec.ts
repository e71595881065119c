import { expect, test } from "@playwright/test";
import { routes } from "./routes";

/**
 * Crawls the site from "/" by its own links: every internal link must answer 200 and
 * every #fragment must name an element on the target page.
 */
test("a crawl from / finds no broken link or anchor", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const queue = ["/"];
  const broken: string[] = [];
  const anchors: Array<{ from: string; path: string; fragment: string }> = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      pages.set(path, "");
      continue;
    }
    const html = await response.text();
    pages.set(path, html);
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:)/.test(href) || href.startsWith("/_astro/")) continue;
      const url = new URL(href.replaceAll("&amp;", "&"), `http://site${path}`);
      const target = url.pathname;
      if (/\.(svg|png|ico|xml|webmanifest|json|txt)$/.test(target)) continue;
      if (url.hash) anchors.push({ from: path, path: target, fragment: url.hash.slice(1) });
      if (!pages.has(target)) queue.push(target);
    }
  }

  for (const { from, path, fragment } of anchors) {
    const html = pages.get(path) ?? "";
    if (!html.includes(`id="${fragment}"`))
      broken.push(`${from} links to missing #${fragment} on ${path}`);
  }
  expect(broken).toEqual([]);
  // Every page of the site is reachable from the home page by following links.
  expect(routes.filter((route) => !pages.has(route))).toEqual([]);
});
