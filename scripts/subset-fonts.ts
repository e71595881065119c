// Cuts the site's two typefaces (scripts/fonts/font-faces.ts) down to the characters the
// copy uses and writes them, with their metric-matched fallbacks, where the site loads
// them: src/assets/fonts/*.woff2 and src/styles/fonts.css. The outputs are committed, so a
// build needs no font tooling; scripts/fonts/build-fonts.test.ts runs this again in CI and
// fails when the committed files are not what it makes (another character, a new
// @fontsource release). Everything comes from npm: no font host is contacted.
//
// Usage: node scripts/subset-fonts.ts
import { writeFile } from "node:fs/promises";
import { buildFonts } from "./fonts/build-fonts.ts";

const root = new URL("..", import.meta.url);
const { files, css } = await buildFonts();
for (const [name, bytes] of files) {
  await writeFile(new URL(`src/assets/fonts/${name}`, root), bytes);
  console.log(`src/assets/fonts/${name}  ${(bytes.byteLength / 1024).toFixed(1)} KB`);
}
await writeFile(new URL("src/styles/fonts.css", root), css);
console.log("src/styles/fonts.css");
