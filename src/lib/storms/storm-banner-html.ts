import escapeHtml from "escape-html";
import type { StormBanner } from "./storm-event-view.ts";

/*
 * Storm mode's banner and note as HTML. Prerendered pages carry the markers below where
 * they go; while storm mode is on the server puts the HTML in their place
 * (server/http/storm-banner-pages.ts), and pages rendered on demand write it themselves
 * (BaseLayout, the estimate). Plain markup: a link, no script, classes the site's CSS has.
 */

/** Where the banner goes, right after the header, on every page. */
export const BANNER_MARKER = "<!--storm-banner-->";
/** Where the emergency pages and the estimate say storm mode is on. */
export const NOTE_MARKER = "<!--storm-note-->";

/** The short banner at the top of every page. */
export function stormBannerHtml(banner: StormBanner): string {
  return (
    `<aside class="bg-accent-700 text-white" aria-label="Storm alert">` +
    `<p class="mx-auto max-w-7xl px-4 py-3 font-semibold sm:px-6">${escapeHtml(banner.line)} ` +
    `<a class="whitespace-nowrap text-white underline" href="${escapeHtml(banner.href)}">See the storm reports</a></p>` +
    `</aside>`
  );
}

/** The emergency pages' and the estimate's paragraph: storm mode is on, what to do. */
export function stormNoteHtml(banner: StormBanner): string {
  return (
    `<div class="border-accent-600 bg-accent-50 mx-auto mt-6 max-w-3xl rounded-xl border-l-4 p-4 text-ink" role="note">` +
    `<p class="font-bold">Storm response is on: ${escapeHtml(banner.line)}</p>` +
    `<p class="mt-1">After a storm we book inspections and emergency tarping in the order calls come in. ` +
    `<a class="text-brand-700 font-semibold underline" href="${escapeHtml(banner.href)}">What was reported</a></p>` +
    `</div>`
  );
}

/** A page's HTML with the banner and note in place of their markers, or unchanged without a banner. */
export function withStormBanner(html: string, banner: StormBanner | null): string {
  if (!banner) return html;
  return html
    .replace(BANNER_MARKER, stormBannerHtml(banner))
    .replace(NOTE_MARKER, stormNoteHtml(banner));
}
