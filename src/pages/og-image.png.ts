import type { APIRoute } from "astro";
import sharp from "sharp";
import { brandColors } from "../config/brand";
import { site } from "../config/site";
import { shareCardSvg } from "../lib/share-card";

/** Rendered once at build, so the card always carries the current name, tagline and phone. */
export const prerender = true;

export const GET: APIRoute = async () => {
  const svg = shareCardSvg({
    name: site.name,
    tagline: site.tagline,
    phone: site.phone.display,
    areaText: site.serviceAreaText,
    colors: brandColors,
  });
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
