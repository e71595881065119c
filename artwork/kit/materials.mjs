// Surface patterns, drawn in the local units of the plane they cover (a roof slope, a wall):
// inside a plane's transform they foreshorten with it.
import { n, random, rect } from "./svg.mjs";

export const shingleColors = {
  charcoal: ["#4a5059", "#3a4048", "#5d646d", "#2c3138"],
  weatheredWood: ["#6b5e52", "#5a4e44", "#7d6f62", "#463c34"],
  driftwood: ["#8c8479", "#777067", "#9e968a", "#625c54"],
  slate: ["#45505e", "#38424f", "#56616f", "#2b333d"],
  aged: ["#6d6f6c", "#5f615e", "#7c7d78", "#4e4f4c"],
};

/** Architectural shingles: laminated tabs of uneven width in a few tones, a shadow per course. */
export function shingles(s, colors = shingleColors.charcoal, { course = 15, seed = 9 } = {}) {
  const rnd = random(seed);
  const w = 240;
  const rows = 4;
  let tile = rect(0, 0, w, course * rows, colors[0]);
  for (let row = 0; row < rows; row++) {
    let x = -rnd.between(0, 30);
    while (x < w) {
      const tab = rnd.between(14, 34);
      tile += rect(x, row * course, tab - 1.5, course - 3, rnd.pick(colors), `opacity="${n(rnd.between(0.55, 1))}"`);
      x += tab;
    }
    tile += rect(0, row * course + course - 3.5, w, 3.5, "#0c1117", 'opacity=".45"');
  }
  return s.pattern(w, course * rows, tile);
}

/** Standing-seam metal: flat pans with a raised seam every `pitch` units. */
export function standingSeam(s, { color = "#3d444c", light = "#6a737c", pitch = 26 } = {}) {
  const tile =
    rect(0, 0, pitch, 40, color) +
    rect(pitch - 3, 0, 2, 40, light) +
    rect(pitch - 1, 0, 1.6, 40, "#11161b", 'opacity=".55"') +
    rect(2, 0, 6, 40, "#ffffff", 'opacity=".05"');
  return s.pattern(pitch, 40, tile);
}

/** Corrugated or ribbed barn metal: thinner ribs, a brighter galvanised look. */
export function ribbedMetal(s, { color = "#aab3b9", light = "#dde3e6", dark = "#7b858c", pitch = 12 } = {}) {
  const tile = rect(0, 0, pitch, 20, color) + rect(0, 0, 2, 20, light) + rect(pitch - 2.5, 0, 2.5, 20, dark);
  return s.pattern(pitch, 20, tile);
}

/** Lap siding: boards `board` units high, each with a shadow under the board above. */
export function lapSiding(s, { color = "#6a8097", light, dark, board = 16 } = {}) {
  const tile =
    rect(0, 0, 60, board, color) +
    rect(0, 0, 60, 1.6, light ?? "#ffffff", `opacity="${light ? 1 : 0.18}"`) +
    rect(0, board - 3.5, 60, 3.5, dark ?? "#000000", `opacity="${dark ? 1 : 0.22}"`);
  return s.pattern(60, board, tile);
}

/** Board and batten: wide vertical boards with narrow battens over the joints. */
export function boardAndBatten(s, { color = "#e9e4da", batten = 3, pitch = 30 } = {}) {
  const tile = rect(0, 0, pitch, 40, color) + rect(0, 0, batten + 1, 40, "#000000", 'opacity=".16"') + rect(0, 0, batten, 40, "#ffffff", 'opacity=".35"');
  return s.pattern(pitch, 40, tile);
}

/** Running-bond brick with mortar joints. */
export function brick(s, { colors = ["#9b4733", "#a8553c", "#8e3e2d", "#a24e37"], mortar = "#cdb49a", h = 8 } = {}) {
  const w = h * 3;
  const tile =
    rect(0, 0, w * 2, h * 2, mortar) +
    rect(0.6, 0.6, w - 1.2, h - 1.2, colors[0]) +
    rect(w + 0.6, 0.6, w - 1.2, h - 1.2, colors[1]) +
    rect(-w / 2 + 0.6, h + 0.6, w - 1.2, h - 1.2, colors[2]) +
    rect(w / 2 + 0.6, h + 0.6, w - 1.2, h - 1.2, colors[3]) +
    rect(w * 1.5 + 0.6, h + 0.6, w - 1.2, h - 1.2, colors[2]);
  return s.pattern(w * 2, h * 2, tile);
}

/** Coursed stone: uneven blocks in warm greys. */
export function stone(s, { colors = ["#b9ad9b", "#a89b88", "#c8bda9", "#948876"], seed = 13 } = {}) {
  const rnd = random(seed);
  let tile = rect(0, 0, 120, 60, "#7d7263");
  for (let row = 0; row < 3; row++) {
    let x = -rnd.between(0, 20);
    while (x < 120) {
      const w = rnd.between(18, 40);
      tile += rect(x + 1, row * 20 + 1, w - 2, 18, rnd.pick(colors), 'rx="3"');
      x += w;
    }
  }
  return s.pattern(120, 60, tile);
}

/** Roof deck sheathing: 4 x 8 sheets (here 96 x 48 units) with their seams. */
export function sheathing(s, { color = "#d6b483", seam = "#9c7a4d" } = {}) {
  const tile =
    rect(0, 0, 192, 96, color) +
    rect(0, 0, 192, 1.5, seam) +
    rect(0, 48, 192, 1.5, seam) +
    rect(0, 0, 1.5, 48, seam) +
    rect(96, 48, 1.5, 48, seam) +
    rect(30, 10, 40, 2, "#ffffff", 'opacity=".12"') +
    rect(120, 64, 50, 2, "#000000", 'opacity=".07"');
  return s.pattern(192, 96, tile);
}

/** Synthetic underlayment: grey felt with printed lap lines. */
export function underlayment(s, { color = "#5f6870" } = {}) {
  return s.pattern(200, 36, rect(0, 0, 200, 36, color) + rect(0, 0, 200, 1.4, "#c7ced4", 'opacity=".5"') + rect(0, 18, 200, 1, "#c7ced4", 'opacity=".25"'));
}

/** A single-ply membrane (TPO, PVC): sheets `sheet` wide with welded laps. */
export function membrane(s, { color = "#eef1f2", seam = "#c9d0d5", sheet = 70 } = {}) {
  return s.pattern(sheet, 40, rect(0, 0, sheet, 40, color) + rect(sheet - 3, 0, 3, 40, seam) + rect(sheet - 5, 0, 2, 40, "#ffffff", 'opacity=".6"'));
}
