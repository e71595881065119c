// Ground, hills, tree lines, water and roads.
import { ellipse, group, n, path, random, rect, smooth } from "./svg.mjs";

/**
 * A ridge of hills across the picture: its crest wanders around `y` by `amplitude`, filled
 * down to the bottom with `fill` (a colour or gradient).
 */
export function ridge(s, y, amplitude, fill, { seed = 11, points = 7, extra = "" } = {}) {
  const rnd = random(seed);
  const crest = [];
  for (let i = 0; i <= points; i++) {
    crest.push([(i / points) * (s.width + 200) - 100, y - rnd.between(0, 1) * amplitude]);
  }
  const d = `${smooth(crest)}L${s.width + 100} ${s.height}L-100 ${s.height}Z`;
  return path(d, fill, extra);
}

/** A distant band of tree crowns: many small bumps along `y`, hazy with distance. */
export function treeLine(s, y, height, fill, { seed = 21, size = 34, x0 = -40, x1 = s.width + 40 } = {}) {
  const rnd = random(seed);
  const crowns = [];
  for (let x = x0; x < x1; x += size * rnd.between(0.55, 0.95)) {
    const r = size * rnd.between(0.6, 1.1);
    crowns.push(ellipse(x, y - rnd.between(0, height), r, r * rnd.between(0.8, 1.1), fill));
  }
  crowns.push(rect(x0 - 40, y, x1 - x0 + 80, height * 2 + 40, fill));
  return group(crowns.join(""));
}

/** A lawn or field from `y` down: lit colour at the back, deeper green to the front. */
export function lawn(s, y, [far, near] = ["#8a9a55", "#3f5a34"], extra = "") {
  return rect(-10, y, s.width + 20, s.height - y + 10, s.linear([["0", far], ["1", near]]), extra);
}

/** Mowing stripes over a lawn, the soft alternation that reads as "kept". */
export function mowStripes(s, y, { count = 9, color = "#ffffff", opacity = 0.05 } = {}) {
  const parts = [];
  const h = (s.height - y) / count;
  for (let i = 0; i < count; i += 2) parts.push(rect(-10, y + i * h, s.width + 20, h, color));
  return group(parts.join(""), `opacity="${opacity}"`);
}

/** A road or drive in perspective: a quad from a narrow far edge to a wide near edge. */
export function road(farLeft, farRight, nearLeft, nearRight, fill) {
  return path(`M${n(farLeft[0])} ${n(farLeft[1])}L${n(farRight[0])} ${n(farRight[1])}L${n(nearRight[0])} ${n(nearRight[1])}L${n(nearLeft[0])} ${n(nearLeft[1])}Z`, fill);
}

/** A river across the picture between two wavy banks, with glints of light on it. */
export function river(s, top, bottom, { water = ["#4f6f8f", "#8aa6bd"], seed = 31, glint = "#ffe6c0" } = {}) {
  const rnd = random(seed);
  const fill = s.linear([["0", water[0]], ["1", water[1]]]);
  const glints = [];
  for (let i = 0; i < 40; i++) {
    const y = rnd.between(top + 6, bottom - 4);
    const w = rnd.between(20, 90) * (0.5 + (y - top) / (bottom - top));
    glints.push(rect(rnd.between(0, s.width), y, w, 2.2, glint, `opacity="${n(rnd.between(0.15, 0.45))}"`));
  }
  return rect(-10, top, s.width + 20, bottom - top, fill) + group(glints.join(""));
}
