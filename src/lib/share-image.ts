import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { SHARE_CARD } from "./share-card";

/** An image for og:image and twitter:image, with the facts the tags declare. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: "image/png" | "image/jpeg";
  alt: string;
}

/** The branded card rendered by src/pages/og-image.png.ts. */
export function defaultShareImage(site: URL, businessName: string): ShareImage {
  return {
    url: new URL("/og-image.png", site).href,
    ...SHARE_CARD,
    type: "image/png",
    alt: `${businessName}: logo, phone number and service area`,
  };
}

/**
 * A page's own picture cropped to the 1200x630 every network shows in full. JPEG, since
 * not every crawler reads AVIF or WebP, and an absolute URL, since crawlers need one.
 */
export async function shareImageFrom(
  src: ImageMetadata,
  alt: string,
  site: URL,
): Promise<ShareImage> {
  const image = await getImage({ src, ...SHARE_CARD, fit: "cover", format: "jpeg", quality: 80 });
  return { url: new URL(image.src, site).href, ...SHARE_CARD, type: "image/jpeg", alt };
}
