import { getCollection, type CollectionEntry } from "astro:content";
import type { GridCard } from "./CardGrid";

/** The hub cards of one category, in menu order, for services marked to appear on the hub. */
export async function hubCards(
  category: CollectionEntry<"services">["data"]["category"],
): Promise<GridCard[]> {
  const entries = await getCollection(
    "services",
    ({ data }) => data.category === category && data.inHub,
  );
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map((entry) => ({
      icon: entry.data.icon,
      title: entry.data.navLabel,
      description: entry.data.summary,
      href: `/${entry.id}`,
    }));
}
