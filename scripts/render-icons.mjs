// Renders public/favicon.svg to the raster icons browsers and phones ask for. The outputs
// are committed: run this again after changing the favicon.
//
// WHY raster copies of an SVG: iOS home screens only take a PNG apple-touch-icon, the web
// app manifest wants 192 and 512 px PNGs (plus a maskable one with a safe zone, or Android
// crops the mark), and old browsers and crawlers still request /favicon.ico.
//
// Usage: node scripts/render-icons.mjs
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const svg = await readFile(path.join(publicDir, "favicon.svg"));
// The favicon's own background (its rounded square), read from the file so they never drift.
const background = svg.toString().match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!background) throw new Error("favicon.svg has no filled <rect> to take a background from");

/** The mark at `size` px; density keeps the 40-unit SVG sharp when scaled up. */
const render = (size) =>
  sharp(svg, { density: (72 * size) / 40 })
    .resize(size, size)
    .png();

/** The mark at `scale` of the size, centred on a full-bleed square of the background. */
const onBackground = async (size, scale) => {
  const inner = Math.round(size * scale);
  const mark = await render(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: "centre" }])
    .png();
};

/** An .ico holding one PNG image: a 6-byte header and one 16-byte directory entry. */
const ico = (png, size) => {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts right after this header
  return Buffer.concat([header, png]);
};

const outputs = {
  // iOS paints transparent corners black, so the touch icon is a full square.
  "apple-touch-icon.png": await onBackground(180, 1),
  "icon-192.png": render(192),
  "icon-512.png": render(512),
  // Android masks to a circle: keep the mark inside the central 80% safe zone.
  "icon-maskable-512.png": await onBackground(512, 0.8),
};

for (const [name, image] of Object.entries(outputs)) {
  const info = await image.toFile(path.join(publicDir, name));
  console.log(`public/${name}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}
const favicon = ico(await render(32).toBuffer(), 32);
await writeFile(path.join(publicDir, "favicon.ico"), favicon);
console.log(`public/favicon.ico  32x32  ${(favicon.length / 1024).toFixed(1)} KB`);
