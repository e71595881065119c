import escapeHtml from "escape-html";
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
    `alt="${escapeHtml(cover.alt)}" loading="lazy" decoding="async" class="aspect-[4/3] w-full object-cover">` +
    `<div class="flex grow flex-col p-5">` +
    `<p class="text-accent-700 text-sm font-bold tracking-[0.08em] uppercase">${escapeHtml(card.serviceName)}</p>` +
    `<h3 class="text-brand-900 mt-1 text-xl font-bold"><a href="${projectPath(card.slug)}" class="after:rounded-card after:absolute after:inset-0">${escapeHtml(card.title)}</a></h3>` +
    `<p class="text-muted mt-2">${escapeHtml(card.town)} · ${formatProjectMonth(card.month)}</p>` +
    `</div></li>`
  );
}

/** A grid of cards. */
export function projectCardsHtml(cards: readonly ProjectCardView[]): string {
  return `<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${cards.map(projectCardHtml).join("")}</ul>`;
}

/** A page's section of recent projects, with a link to all of them; empty without any. */
export function projectSectionHtml(
  heading: string,
  cards: readonly ProjectCardView[],
  moreHref: string,
): string {
  if (cards.length === 0) return "";
  const id = `projects-${heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    `<section class="bg-surface py-16 sm:py-20" aria-labelledby="${escapeHtml(id)}">` +
    `<div class="mx-auto max-w-7xl px-4 sm:px-6">` +
    `<div class="flex flex-wrap items-end justify-between gap-4">` +
    `<h2 id="${escapeHtml(id)}" class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(heading)}</h2>` +
    `<a class="text-brand-700 font-semibold underline" href="${escapeHtml(moreHref)}">See all our recent projects</a>` +
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
    const more =
      kind === "county"
        ? `${PROJECTS_PATH}?county=${encodeURIComponent(key)}`
        : `${PROJECTS_PATH}?service=${encodeURIComponent(key)}`;
    const heading =
      kind === "county" || cards.length === 0
        ? "Recent projects in the area"
        : `Recent ${cards[0]!.serviceName.toLowerCase()} projects`;
    return projectSectionHtml(heading, cards, more);
  });
}
