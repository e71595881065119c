import sharp from "sharp";
import { PROJECT_PHOTO_WIDTHS } from "../../lib/projects/project-view.ts";

/** A photo as a project stores it: WebP at each public width, without metadata. */
export interface ProjectPhotoFiles {
  /** The 1280 file's size */
  width: number;
  height: number;
  data640: Buffer;
  data1280: Buffer;
}

/**
 * Makes a project's copies of a photo the server already keeps (a lead's photo, or an
 * upload processed by photos/process-photo.ts: upright, sRGB JPEG, no metadata). Each width
 * is encoded afresh by sharp, which writes no EXIF, XMP or GPS unless asked, so the public
 * file carries nothing but pixels, whatever the source had.
 */
export async function projectPhotoFiles(jpeg: Uint8Array): Promise<ProjectPhotoFiles> {
  const [small, large] = await Promise.all(
    PROJECT_PHOTO_WIDTHS.map((width) =>
      sharp(jpeg)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  return {
    width: large!.info.width,
    height: large!.info.height,
    data640: small!.data,
    data1280: large!.data,
  };
}
