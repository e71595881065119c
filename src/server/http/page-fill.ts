import { createHash } from "node:crypto";
import { withProjectSections } from "../../lib/projects/project-cards-html.ts";
import type { ProjectShowcase } from "../../lib/projects/project-view.ts";
import { withStormBanner } from "../../lib/storms/storm-banner-html.ts";
import type { StormBanner } from "../../lib/storms/storm-event-view.ts";

/** What the server puts into prerendered pages now (live-pages.ts). */
export interface PageFill {
  /** Names this fill: a page is filled and compressed again only when it changes */
  key: string;
  /** A page's HTML with the fill in place of its markers; the same string when it has none */
  apply(html: string): string;
}

const keys = new WeakMap<ProjectShowcase, string>();
/** A showcase's key, computed once per showcase read (they are cached for seconds). */
function showcaseKey(showcase: ProjectShowcase): string {
  let key = keys.get(showcase);
  if (key === undefined) {
    key = createHash("sha256").update(JSON.stringify(showcase)).digest("base64url");
    keys.set(showcase, key);
  }
  return key;
}

const isEmpty = (showcase: ProjectShowcase) =>
  Object.keys(showcase.byCounty).length === 0 && Object.keys(showcase.byService).length === 0;

/**
 * Storm mode's banner and the projects' sections as one fill, or null when there is
 * neither (the pages go out as built: their markers are HTML comments).
 */
export function pageFillOf(banner: StormBanner | null, showcase: ProjectShowcase): PageFill | null {
  const projects = !isEmpty(showcase);
  if (!banner && !projects) return null;
  return {
    key: `${banner ? `${banner.line}\u0000${banner.href}` : ""}\u0000${projects ? showcaseKey(showcase) : ""}`,
    apply: (html) => {
      const bannered = withStormBanner(html, banner);
      return projects ? withProjectSections(bannered, showcase) : bannered;
    },
  };
}
