import type { CollectionEntry } from "astro:content";
import type { PageSchema } from "./json-ld";
import { categoryCrumb } from "./service-page";

/** A service page's structured data, named as the page shows it (h1, breadcrumb). */
export function serviceSchema(service: CollectionEntry<"services">["data"]): PageSchema {
  return {
    type: "service",
    name: service.hero.heading,
    serviceType: service.navLabel,
    category: categoryCrumb(service.category).label,
    description: service.description,
  };
}

/** An article's structured data: the visible headline, byline and dates. */
export function articleSchema(post: CollectionEntry<"blog">["data"]): PageSchema {
  return {
    type: "article",
    headline: post.headline,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated,
    author: post.author,
  };
}
