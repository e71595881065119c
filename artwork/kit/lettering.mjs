// Words in the site's own display face, drawn as paths: the renderer has no web fonts, and
// a label set in a system font would not match the page around the picture.
import { readFileSync } from "node:fs";
import { create } from "fontkitten";
import { n } from "./svg.mjs";

const font = create(readFileSync(new URL("../../src/assets/fonts/display-700.woff2", import.meta.url)));

/**
 * `text` at (x, y) on its baseline, `size` px high; anchor "start" | "middle" | "end";
 * `tracking` adds space between letters, in ems.
 */
export function lettering(text, x, y, size, fill, { anchor = "start", tracking = 0, extra = "" } = {}) {
  const scale = size / font.unitsPerEm;
  const glyphs = font.glyphsForString(text);
  const advance = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth * scale + tracking * size, 0) - tracking * size;
  let cursor = anchor === "middle" ? x - advance / 2 : anchor === "end" ? x - advance : x;
  const paths = [];
  for (const glyph of glyphs) {
    const d = glyph.path.toSVG();
    if (d) paths.push(`<path d="${d}" transform="translate(${n(cursor)} ${n(y)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})"/>`);
    cursor += glyph.advanceWidth * scale + tracking * size;
  }
  return `<g fill="${fill}"${extra ? ` ${extra}` : ""}>${paths.join("")}</g>`;
}
