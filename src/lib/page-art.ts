import type { ImageMetadata } from "astro";
import { getEntry } from "astro:content";
import type { ArtFocus } from "./art-focus";

/**
 * The picture at the top of a page, by name: the contractor's photo when one is in
 * src/assets/photos/ under that name, else the drawn artwork in src/assets/artwork/.
 * Both go through astro:assets (AVIF and WebP at every width), so a photo gets the same
 * responsive treatment without a code change.
 */
export interface PageArt {
  name: string;
  src: ImageMetadata;
  alt: string;
  /** The point a phone's crop keeps in view */
  focus: ArtFocus;
  /** true for the contractor's photo, false for the drawn artwork */
  photo: boolean;
}

const drawn = import.meta.glob<ImageMetadata>("../assets/artwork/*.jpg", {
  eager: true,
  import: "default",
});
const photos = import.meta.glob<ImageMetadata>("../assets/photos/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  import: "default",
});

const byName = (files: Record<string, ImageMetadata>, name: string) =>
  Object.entries(files).find(([path]) => path.replace(/^.*\/|\.[a-z]+$/g, "") === name)?.[1];

/** The name a service page's picture goes by: "roof-repair", "commercial-roof-repair". */
export function serviceArtName(entryId: string): string {
  const [category = "", slug = ""] = entryId.split("/");
  return category === "commercial" ? `commercial-${slug}` : slug;
}

/**
 * @example (await pageArt("home")).alt // "Illustration of a two-storey Louisville home…"
 */
export async function pageArt(name: string): Promise<PageArt> {
  const entry = await getEntry("artwork", name);
  if (!entry) throw new Error(`No entry "${name}" in src/content/artwork.yaml`);
  const photo = byName(photos, name);
  const src = photo ?? byName(drawn, name);
  if (!src) throw new Error(`No picture for "${name}": src/assets/artwork/${name}.jpg is missing`);
  const { subject, focus } = entry.data;
  const described = subject.charAt(0).toUpperCase() + subject.slice(1);
  return {
    name,
    src,
    alt: photo ? described : `Illustration of ${subject}`,
    focus,
    photo: Boolean(photo),
  };
}
