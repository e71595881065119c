import heicConvert from "heic-convert";
import sharp from "sharp";
import { MAX_INPUT_PIXELS, MAX_PHOTO_EDGE, THUMBNAIL_EDGE } from "./limits.ts";
import { PhotoRefused, refusalMessages } from "./photo-refused.ts";
import { sniffPhotoFormat } from "./sniff.ts";

/** A picture as the server keeps it: re-encoded, upright, without any metadata. */
export interface ProcessedPhoto {
  fileName: string;
  width: number;
  height: number;
  /** JPEG, at most MAX_PHOTO_EDGE on its longest side */
  data: Buffer;
  thumbWidth: number;
  thumbHeight: number;
  /** JPEG, at most THUMBNAIL_EDGE on its longest side */
  thumbData: Buffer;
}

/** Bytes a processed photo takes in storage, counted against the daily budgets. */
export const storedBytes = (photo: ProcessedPhoto) => photo.data.length + photo.thumbData.length;

/**
 * Pictures decoded at once in this process. Decoding a phone photo takes about 100 MB
 * and a core; more at once on a small server only queues for the cores and adds memory.
 */
const DECODE_SLOTS = 2;
let busy = 0;
const waiting: Array<() => void> = [];

async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes an uploaded picture and makes the copy the office keeps: turned upright by its
 * EXIF orientation, converted to sRGB, at most 2048 px, re-encoded as JPEG. Sharp writes
 * no metadata unless asked, so GPS position, camera serial and the rest are gone; the
 * uploaded bytes themselves are never kept. iPhone HEIC goes through heic-convert first,
 * as the image library's own HEIF decoder reads AVIF only.
 *
 * @throws PhotoRefused naming the file when it is no picture, or one that cannot be read
 */
export function processPhoto(bytes: Buffer, fileName: string): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(bytes);
  if (!format) return Promise.reject(new PhotoRefused(refusalMessages.notAPicture(fileName)));
  return inDecodeSlot(async () => {
    try {
      const decodable =
        format === "heic"
          ? Buffer.from(await heicConvert({ buffer: bytes, format: "JPEG", quality: 0.92 }))
          : bytes;
      const full = await sharp(decodable, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({
          width: MAX_PHOTO_EDGE,
          height: MAX_PHOTO_EDGE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(full.data)
        .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: "inside" })
        .jpeg({ quality: 70 })
        .toBuffer({ resolveWithObject: true });
      return {
        fileName,
        width: full.info.width,
        height: full.info.height,
        data: full.data,
        thumbWidth: thumb.info.width,
        thumbHeight: thumb.info.height,
        thumbData: thumb.data,
      };
    } catch {
      throw new PhotoRefused(refusalMessages.unreadable(fileName));
    }
  });
}
