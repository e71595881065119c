// Renders the site's original illustrations to JPEGs under src/assets: each page's picture
// to src/assets/artwork/<name>.jpg (the names in src/content/artwork.yaml), each blog
// post's to src/assets/blog/<slug>.jpg.
//
// Two kinds of source, both in /artwork:
//   artwork/<name>.svg            drawn by hand
//   artwork/scenes/<name>.mjs     composed from the shared parts in artwork/kit/ (sky, trees,
//                                 houses in perspective, flat roofs, people): each exports
//                                 default a function returning the scene's SVG text
//
// WHY: the site must not use stock or remote photos, so it ships original artwork until the
// contractor supplies real job photos. We still emit JPEGs (not inline SVG) so the pages are
// built around raster images from day one: astro:assets makes AVIF and WebP at each width,
// and a real photo dropped in src/assets/photos/ under the same name replaces a picture with
// no code change (docs/images.md).
//
// Usage: node scripts/render-artwork.mjs [name…]   (all of them without names)
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const srcDir = path.join(root, "artwork");
const scenesDir = path.join(srcDir, "scenes");
const artworkDir = path.join(root, "src/assets/artwork");
const blogDir = path.join(root, "src/assets/blog");

// Blog images are named after the post slugs they illustrate (the content collection
// references them by these names), so the short artwork names are mapped explicitly.
const blogNames = {
  "warning-signs": "5-warning-signs-new-roof.jpg",
  insurance: "understanding-insurance-roof-damage.jpg",
  fortified: "benefits-fortified-roofing.jpg",
};

function outputPath(name) {
  if (!name.startsWith("blog-")) return path.join(artworkDir, `${name}.jpg`);
  const short = name.slice("blog-".length);
  const mapped = blogNames[short];
  // Fail loudly rather than silently writing a file no page will ever reference.
  if (!mapped) throw new Error(`No blog filename mapping for artwork "${name}.svg"`);
  return path.join(blogDir, mapped);
}

/** Every source as [name, () => SVG text], hand-drawn and composed alike. */
async function sources() {
  const drawn = (await readdir(srcDir))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => [path.basename(file, ".svg"), () => readFile(path.join(srcDir, file))]);
  const composed = (await readdir(scenesDir))
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => [
      path.basename(file, ".mjs"),
      async () => {
        const scene = await import(pathToFileURL(path.join(scenesDir, file)).href);
        return Buffer.from(scene.default());
      },
    ]);
  const names = new Set();
  for (const [name] of [...drawn, ...composed]) {
    if (names.has(name)) throw new Error(`Two sources for "${name}": keep one`);
    names.add(name);
  }
  return [...drawn, ...composed].sort(([a], [b]) => a.localeCompare(b));
}

await mkdir(artworkDir, { recursive: true });
await mkdir(blogDir, { recursive: true });

const wanted = process.argv.slice(2);
for (const [name, read] of await sources()) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const out = outputPath(name);
  const info = await sharp(await read())
    // JPEG has no alpha; flatten onto white so any transparent edge can't turn black.
    .flatten({ background: "#ffffff" })
    // mozjpeg + progressive gives noticeably smaller files for flat artwork at q82.
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toFile(out);
  console.log(
    `${path.relative(root, out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}
