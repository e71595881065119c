import { getCollection, type CollectionEntry } from "astro:content";
import { responsiveImage } from "../../lib/images";
import { pageArt, serviceArtName } from "../../lib/page-art";
import type { GridCard } from "./CardGrid";
import type { PictureCard } from "./PictureCardGrid";

type Category = CollectionEntry<"services">["data"]["category"];

async function hubEntries(category: Category) {
  const entries = await getCollection(
    "services",
    ({ data }) => data.category === category && data.inHub,
  );
  return entries.sort((a, b) => a.data.order - b.data.order);
}

/** The hub cards of one category, in menu order, for services marked to appear on the hub. */
export async function hubCards(category: Category): Promise<GridCard[]> {
  return (await hubEntries(category)).map((entry) => ({
    icon: entry.data.icon,
    title: entry.data.navLabel,
    description: entry.data.summary,
    href: `/${entry.id}`,
  }));
}

/** The same cards, each with its service page's picture. */
export async function hubPictureCards(category: Category): Promise<PictureCard[]> {
  return Promise.all(
    (await hubEntries(category)).map(async (entry) => {
      const art = await pageArt(serviceArtName(entry.id));
      return {
        title: entry.data.navLabel,
        description: entry.data.summary,
        href: `/${entry.id}`,
        image: await responsiveImage(art.src, [400, 640, 960]),
        imageAlt: art.alt,
        points: entry.data.benefits.map((benefit) => benefit.title),
      };
    }),
  );
}

/**
 * A page's picture as a small square thumbnail for a card (80 px, cropped to the middle):
 * a few kilobytes where a full picture would be tens.
 */
export async function thumbnailOf(name: string): Promise<NonNullable<GridCard["image"]>> {
  const art = await pageArt(name);
  return { ...(await responsiveImage(art.src, [256, 384])), alt: art.alt };
}
