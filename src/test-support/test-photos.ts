// Real pictures made on the spot for tests: a phone-like JPEG with GPS position, camera
// and orientation in its EXIF, and other formats. Imported by tests only.
import { randomBytes } from "node:crypto";
import sharp from "sharp";

export interface TestJpegOptions {
  width?: number;
  height?: number;
  /** EXIF orientation; 6 means "turn 90° clockwise to view" as phones write it */
  orientation?: number;
  /** Adds a GPS position (Louisville) and the camera's make and model */
  gps?: boolean;
  color?: string;
  /** Random pixels instead of a flat color, so the file is as large as a real photo */
  noise?: boolean;
}

/** A JPEG as a phone writes it. */
export async function testJpeg(options: TestJpegOptions = {}): Promise<Buffer> {
  const { width = 1200, height = 900, orientation, gps = false, color = "#b5462f" } = options;
  let image = options.noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: color } });
  image = image.jpeg({ quality: 95 });
  if (gps)
    image = image.withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Software: "serial C39XK2LMQ7" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "38/1 15/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "85/1 45/1 36/1",
      },
    });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** Whether a JPEG carries an EXIF block (APP1 "Exif"), and so possibly a GPS position. */
export const hasExif = (jpeg: Uint8Array) => Buffer.from(jpeg).includes(Buffer.from("Exif\0\0"));

/** Whether EXIF in these bytes points at a GPS block (tag 0x8825, either byte order). */
export const hasGpsTag = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes);
  return buffer.includes(Buffer.from([0x88, 0x25])) || buffer.includes(Buffer.from([0x25, 0x88]));
};

export const testPng = (width = 640, height = 480) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

/**
 * The chunks of a WebP file, by their FourCC ("VP8 ", "VP8X", "EXIF", "XMP ", …): a file
 * that carries metadata has an "EXIF" or "XMP " chunk (the WebP container specification,
 * RIFF with 8-byte chunk headers, each padded to an even size).
 */
export function webpChunkNames(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  if (buffer.toString("latin1", 0, 4) !== "RIFF" || buffer.toString("latin1", 8, 12) !== "WEBP")
    throw new Error("Not a WebP file");
  const names: string[] = [];
  for (let offset = 12; offset + 8 <= buffer.length;) {
    names.push(buffer.toString("latin1", offset, offset + 4));
    const size = buffer.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return names;
}
