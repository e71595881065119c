import { readdirSync, readFileSync } from "node:fs";
import sitemap from "@astrojs/sitemap";
import type { AstroIntegration } from "astro";
import { INBOX_PATH } from "../lib/admin-routes.ts";
import { PROJECTS_PATH } from "../lib/projects/project-view.ts";
import {
  BOOK_PATH,
  ESTIMATE_PATH,
  ESTIMATE_QUOTE_PATH,
  FINANCING_PATH,
  QUOTE_REQUEST_PATH,
  STORM_CHECK_PATH,
  STORMS_PATH,
} from "../lib/public-routes.ts";

/**
 * Paths that exist but are not for search: staff pages, the quote form's no-JS result, the
 * quote form carrying an estimate, the 404 and the unfinished sponsorships page, and the
 * projects (listed by the running server's own sitemap once one is published, as
 * /projects is noindex while none is). A path and everything under it.
 */
export const unlistedPaths = [
  INBOX_PATH,
  QUOTE_REQUEST_PATH,
  ESTIMATE_QUOTE_PATH,
  "/404",
  "/sponsorships",
  PROJECTS_PATH,
] as const;

/** @example isListed("https://example.com/admin/leads") → false */
export function isListed(url: string): boolean {
  const path = new URL(url).pathname.replace(/\/+$/, "") || "/";
  return !unlistedPaths.some((unlisted) => path === unlisted || path.startsWith(`${unlisted}/`));
}

/**
 * The day an article last changed, from its frontmatter: `updated` when set, else `date`.
 * Read from the file because the sitemap is written after the build, outside astro:content.
 *
 * @example articleLastmod("---\ndate: 2025-10-03\n---\n") → "2025-10-03"
 */
export function articleLastmod(markdown: string): string | undefined {
  const frontmatter = markdown.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? "";
  const field = (name: string) =>
    frontmatter.match(new RegExp(`^${name}:\\s*["']?([^"'\\s#]+)`, "m"))?.[1];
  const value = field("updated") ?? field("date");
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable article date "${value}"`);
  return date.toISOString().slice(0, 10);
}

/** "/blog/<file name>" → last-modified day, for every article in the blog folder. */
export function blogLastmods(blogDir: URL): Map<string, string> {
  const lastmods = new Map<string, string>();
  for (const file of readdirSync(blogDir).filter((name) => name.endsWith(".md"))) {
    const lastmod = articleLastmod(readFileSync(new URL(file, blogDir), "utf8"));
    if (lastmod) lastmods.set(`/blog/${file.replace(/\.md$/, "")}`, lastmod);
  }
  return lastmods;
}

/**
 * Indexable pages rendered on demand, which @astrojs/sitemap cannot find among the built
 * files (the estimator: its bare address is the empty form).
 */
export const onDemandListedPaths = [
  ESTIMATE_PATH,
  BOOK_PATH,
  STORM_CHECK_PATH,
  STORMS_PATH,
  FINANCING_PATH,
] as const;

/**
 * @astrojs/sitemap limited to the indexable pages, with lastmod on articles only: a date on
 * every page that changes with each build would tell crawlers nothing true.
 */
export function siteSitemap(blogDir: URL, siteUrl: string): AstroIntegration {
  const lastmods = blogLastmods(blogDir);
  return sitemap({
    customPages: onDemandListedPaths.map((path) => new URL(path, siteUrl).href),
    filter: isListed,
    // Plain URLs only: declaring news, image or video extensions would promise entries we lack.
    namespaces: { news: false, xhtml: false, image: false, video: false },
    serialize(item) {
      const lastmod = lastmods.get(new URL(item.url).pathname);
      return lastmod ? { ...item, lastmod } : item;
    },
  });
}
