import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { blogFeed } from "../config/feed";
import { loadPage } from "../lib/content";

export const prerender = true;

/** The blog as RSS 2.0, newest first, with the same headlines and excerpts as the listing. */
export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` (SITE_URL) in astro.config.mjs: the feed needs it.");
  const page = await loadPage("blog");
  const posts = (await getCollection("blog")).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime(),
  );
  return rss({
    title: blogFeed.title,
    description: page.description,
    site,
    // The site's URLs have no trailing slash; the feed must link to the same URLs.
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.headline,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: `/blog/${post.id}`,
      categories: [post.data.category],
    })),
    customData: "<language>en-us</language>",
  });
};
