import escapeHtml from "escape-html";
import { servedCountyNames } from "../../config/service-counties.ts";
import {
  formatProjectMonth,
  projectPath,
  projectPhotoPath,
  projectPhotoSrcset,
  PROJECTS_PATH,
  type ProjectCardView,
  type ProjectShowcase,
} from "./project-view.ts";

/*
 * Project cards as HTML: the one markup of a project's card, used by /projects (which
 * renders on demand) and by the sections the server puts into the prerendered area and
 * service pages in place of their markers (server/http/live-pages.ts). Plain markup with
 * the site's classes: a picture and a link, no script.
 */

/** Where an area page shows its county's latest projects: `<!--projects:county:21111-->`. */
export const countyMarker = (fips: string) => `<!--projects:county:${fips}-->`;
/** Where a service page shows that service's: `<!--projects:service:residential/siding-->`. */
export const serviceMarker = (servicePath: string) => `<!--projects:service:${servicePath}-->`;
const MARKER = /<!--projects:(county|service):([\w/-]{1,80})-->/g;

/** One card: the first photo, the title as the card's link, the town, month and service. */
export function projectCardHtml(card: ProjectCardView): string {
  const cover = card.cover;
  return (
    `<li class="group rounded-card border-line shadow-card relative flex flex-col overflow-hidden border bg-white transition-shadow hover:shadow-lg">` +
    `<img src="${projectPhotoPath(cover.publicId, 640)}" srcset="${projectPhotoSrcset(cover.publicId)}" ` +
    `sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" width="${cover.width}" height="${cover.height}" ` +
    // The title is the card's link and says what the photo shows: the photo itself is not
    // read out a second time.
    `alt="" loading="lazy" decoding="async" class="aspect-[4/3] w-full object-cover">` +
    `<div class="flex grow flex-col p-5">` +
    `<p class="text-accent-700 text-sm font-bold tracking-[0.08em] uppercase">${escapeHtml(card.serviceName)}</p>` +
    `<h3 class="text-brand-900 mt-1 text-xl font-bold"><a href="${projectPath(card.slug)}" class="after:rounded-card after:absolute after:inset-0">${escapeHtml(card.title)}</a></h3>` +
    `<p class="text-muted mt-2">${escapeHtml(card.town)} · ${formatProjectMonth(card.month)}</p>` +
    `</div></li>`
  );
}

/** A grid of cards; one or two are not left alone in a row of three. */
export function projectCardsHtml(cards: readonly ProjectCardView[]): string {
  const grid =
    cards.length === 1
      ? "grid max-w-md gap-6"
      : cards.length === 2
        ? "grid max-w-4xl gap-6 sm:grid-cols-2"
        : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
  return `<ul class="${grid}">${cards.map(projectCardHtml).join("")}</ul>`;
}

/** A page's section of recent projects, with a link to all of them; empty without any. */
export function projectSectionHtml(
  heading: string,
  cards: readonly ProjectCardView[],
  more: { href: string; label: string },
  tone: "white" | "surface",
): string {
  if (cards.length === 0) return "";
  const id = `projects-${heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    `<section class="${tone === "white" ? "bg-white" : "bg-surface"} py-16 sm:py-20" aria-labelledby="${escapeHtml(id)}">` +
    `<div class="mx-auto max-w-7xl px-4 sm:px-6">` +
    `<div class="flex flex-wrap items-end justify-between gap-4">` +
    `<h2 id="${escapeHtml(id)}" class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(heading)}</h2>` +
    `<a class="text-brand-700 font-semibold underline" href="${escapeHtml(more.href)}">${escapeHtml(more.label)}</a>` +
    `</div><div class="mt-8">${projectCardsHtml(cards)}</div></div></section>`
  );
}

/**
 * A prerendered page's HTML with each projects marker replaced by its section (or by
 * nothing when none is published), or unchanged when it has no marker.
 */
export function withProjectSections(html: string, showcase: ProjectShowcase): string {
  if (!html.includes("<!--projects:")) return html;
  return html.replace(MARKER, (_marker, kind: "county" | "service", key: string) => {
    const byKey = kind === "county" ? showcase.byCounty : showcase.byService;
    const cards = Object.hasOwn(byKey, key) ? byKey[key]! : [];
    if (kind === "county") {
      // "Jefferson County, KY" → "Jefferson County": the page is about the area already.
      const county = (
        Object.hasOwn(servedCountyNames, key) ? servedCountyNames[key]! : "the area"
      ).replace(/, [A-Z]{2}$/, "");
      return projectSectionHtml(
        `Recent projects in ${county}`,
        cards,
        {
          href: `${PROJECTS_PATH}?county=${encodeURIComponent(key)}`,
          label: `See all ${county} projects`,
        },
        // After the area page's grey highlights
        "white",
      );
    }
    const service = cards[0]?.serviceName ?? "";
    return projectSectionHtml(
      `Recent ${service.toLowerCase()} projects`,
      cards,
      {
        href: `${PROJECTS_PATH}?service=${encodeURIComponent(key)}`,
        label: `See all ${service.toLowerCase()} projects`,
      },
      // After the service page's white trust band
      "surface",
    );
  });
}
