import type { ResponsiveImage } from "../../lib/images";

interface ResponsiveImgProps {
  image: ResponsiveImage;
  alt: string;
  /** The width it is shown at, for the browser's pick from the srcset */
  sizes: string;
  className?: string | undefined;
}

/**
 * A picture made at build (lib/images.ts) as a lazy <img>: WebP at several widths, its
 * width and height in the markup so nothing moves when it arrives.
 */
export function ResponsiveImg({ image, alt, sizes, className }: ResponsiveImgProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
