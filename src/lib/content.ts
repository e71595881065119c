import { getEntry, type CollectionEntry } from "astro:content";

type PageData = CollectionEntry<"pages">["data"];
type Block = PageData["blocks"][string];

/**
 * Loads a page's copy and gives typed access to its named blocks. A missing page or
 * block fails the build with its name, instead of rendering an empty section.
 *
 * @example const home = await loadPage("home"); home.block("cta").heading
 */
export async function loadPage(id: string) {
  const entry = await getEntry("pages", id);
  if (!entry) throw new Error(`Missing page copy: src/content/pages/${id}.yaml`);
  const block = (name: string): Block => {
    const found = entry.data.blocks[name];
    if (!found) throw new Error(`Missing block "${name}" in src/content/pages/${id}.yaml`);
    return found;
  };
  return { ...entry.data, block };
}

/** Pairs a block's cards with the links a template gives them, in order. */
export function linkCards(items: Block["items"], hrefs: string[]) {
  if (items.length !== hrefs.length) {
    throw new Error(`Expected ${hrefs.length} cards, found ${items.length}`);
  }
  return items.map((item, index) => ({ ...item, href: hrefs[index] ?? "/" }));
}
