import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * An optimised WebP with a srcset, as plain data a React section can render
 * (React components cannot use <Picture> themselves).
 */
export async function responsiveImage(
  source: ImageMetadata,
  widths: number[],
): Promise<ResponsiveImage> {
  const usable = widths.filter((width) => width <= source.width);
  const image = await getImage({ src: source, widths: usable, format: "webp", quality: 70 });
  return {
    src: image.src,
    srcSet: image.srcSet.attribute,
    width: Number(image.attributes["width"] ?? source.width),
    height: Number(image.attributes["height"] ?? source.height),
  };
}
