import type { APIRoute } from "astro";
import { stormEventPath } from "../../lib/public-routes";

// On demand: the event pages exist once their reports are imported, after the build that
// wrote sitemap-index.xml, so robots.txt names this second sitemap for them.
export const prerender = false;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The significant events' pages of the last five years, as a sitemap. */
export const GET: APIRoute = async ({ locals, site, url }) => {
  const origin = (site ?? url).origin;
  const events = await locals.runtime.storms.events();
  const entries = events
    .map(
      (event) =>
        `<url><loc>${escapeXml(new URL(stormEventPath(event.slug), origin).href)}</loc></url>`,
    )
    .join("");
  const body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
