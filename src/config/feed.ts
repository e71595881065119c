import { site } from "./site";

/** The blog's RSS feed: linked from every page's head and served by src/pages/rss.xml.ts. */
export const blogFeed = {
  path: "/rss.xml",
  title: `${site.shortName}: roofing tips and news`,
} as const;
