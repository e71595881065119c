/** The picture formats the server opens, told by their first bytes, never by name or type. */
export type PhotoFormat = "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif" | "heic";

/** HEIF brands of pictures encoded with HEVC, which only heic-convert decodes here. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
/** Generic HEIF brands: iPhones write "mif1" with "heic" among the compatible brands. */
const GENERIC_BRANDS = new Set(["mif1", "msf1"]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The ISO-BMFF brands of a HEIF file: the major brand and the compatible ones. */
function heifBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * The format of a picture from its signature, or null for anything else: an HTML page
 * renamed .jpg, an SVG (a script carrier), a PDF. SVG is refused on purpose even though
 * the image library could draw it.
 *
 * @example sniffPhotoFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0])) // "jpeg"
 * @example sniffPhotoFormat(Buffer.from("<svg xmlns=…")) // null
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return "tiff";
  const brands = heifBrands(bytes);
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => GENERIC_BRANDS.has(brand))) return "heic";
  return null;
}
