import type { APIRoute } from "astro";
import { PROJECTS_SITEMAP_PATH } from "../lib/projects/project-view";
import { STORMS_SITEMAP_PATH } from "../lib/public-routes";

export const prerender = true;

/**
 * Built from SITE_URL so the sitemap pointer always names the deployed origin.
 * @astrojs/sitemap writes sitemap-index.xml; that is the file robots.txt points at.
 */
export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("Set `site` (SITE_URL) in astro.config.mjs: robots.txt needs it.");
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "",
    `Sitemap: ${new URL("/sitemap-index.xml", site).href}`,
    // The storm event pages, listed by the running server (pages/storms/sitemap.xml.ts)
    `Sitemap: ${new URL(STORMS_SITEMAP_PATH, site).href}`,
    // The published projects, listed by the running server (pages/projects/sitemap.xml.ts)
    `Sitemap: ${new URL(PROJECTS_SITEMAP_PATH, site).href}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
