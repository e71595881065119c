// Renders the hand-authored SVG illustrations in /artwork to JPEGs under src/assets.
//
// WHY: the site must not use stock or remote photos, so it ships original SVG artwork
// as placeholders until the contractor supplies real job photos. We still emit JPEGs
// (not inline SVG) so the pages are built around raster images from day one: astro:assets
// can optimise/resize them, and swapping in a real photo later is a drop-in file
// replacement with no component changes.
//
// Usage: node scripts/render-artwork.mjs
import { readdir, readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const srcDir = path.join(root, "artwork");
const imagesDir = path.join(root, "src/assets/images");
const blogDir = path.join(root, "src/assets/blog");

// Blog images are named after the post slugs they illustrate (the content collection
// references them by these names), so the short artwork names are mapped explicitly.
const blogNames = {
  "warning-signs": "5-warning-signs-new-roof.jpg",
  insurance: "understanding-insurance-roof-damage.jpg",
  fortified: "benefits-fortified-roofing.jpg",
};

function outputPath(name) {
  if (!name.startsWith("blog-")) return path.join(imagesDir, `${name}.jpg`);
  const short = name.slice("blog-".length);
  const mapped = blogNames[short];
  // Fail loudly rather than silently writing a file no page will ever reference.
  if (!mapped) throw new Error(`No blog filename mapping for artwork "${name}.svg"`);
  return path.join(blogDir, mapped);
}

await mkdir(imagesDir, { recursive: true });
await mkdir(blogDir, { recursive: true });

const files = (await readdir(srcDir)).filter((f) => f.endsWith(".svg")).sort();
for (const file of files) {
  const name = path.basename(file, ".svg");
  const out = outputPath(name);
  const svg = await readFile(path.join(srcDir, file));
  const info = await sharp(svg)
    // JPEG has no alpha; flatten onto white so any transparent edge can't turn black.
    .flatten({ background: "#ffffff" })
    // mozjpeg + progressive gives noticeably smaller files for flat artwork at q82.
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toFile(out);
  console.log(
    `${path.relative(root, out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}
