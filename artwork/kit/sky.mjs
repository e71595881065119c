// Skies, light and weather.
import { circle, ellipse, group, line, n, random, rect } from "./svg.mjs";

/** Sky colours from the top of the picture down to the horizon, by time and weather. */
export const skies = {
  golden: [["0", "#1c3a5c"], [".35", "#4b7196"], [".62", "#b5bcbd"], [".84", "#efc28c"], ["1", "#f8d8a2"]],
  day: [["0", "#3f79b3"], [".5", "#86b4dc"], [".85", "#cfe2ef"], ["1", "#eef4f6"]],
  morning: [["0", "#6f9fcb"], [".55", "#b9d3e6"], [".85", "#e9ecea"], ["1", "#f6e7cf"]],
  dusk: [["0", "#15233f"], [".4", "#3c4471"], [".7", "#b7687a"], [".88", "#eb9a6c"], ["1", "#f6c88d"]],
  storm: [["0", "#18222d"], [".45", "#2f3d4b"], [".8", "#4c5a66"], ["1", "#66717a"]],
  clearing: [["0", "#3e5c7a"], [".45", "#7f9db5"], [".8", "#d2d5cc"], ["1", "#efe3c8"]],
  autumn: [["0", "#4f7fae"], [".55", "#a5c3da"], [".85", "#ecdcc0"], ["1", "#f3d3a4"]],
};

/** The sky as a gradient over the top `height` pixels. */
export function sky(s, mood, height = s.height) {
  return rect(0, 0, s.width, height, s.linear(skies[mood]));
}

/** A soft glow of light around the sun (or moon), drawn over the sky. */
export function glow(s, cx, cy, r, color = "#fff1d0", strength = 0.9) {
  const fill = s.radial(
    [["0", color, strength], [".25", color, strength * 0.55], [".6", color, strength * 0.15], ["1", color, 0]],
    cx,
    cy,
    r,
  );
  return circle(cx, cy, r, fill);
}

/**
 * A cumulus cloud sitting on a flat base at (x, y), `w` wide: overlapping puffs, lit from
 * the top, its underside in the shade colour.
 */
export function cloud(s, x, y, w, { light = "#ffffff", shade = "#c9d3dc", seed = 1, opacity = 1 } = {}) {
  const rnd = random(seed);
  const fill = s.linear([["0", light], [".55", light], ["1", shade]], [0, y - w * 0.5, 0, y], true);
  const puffs = [];
  const count = Math.max(3, Math.round(w / 70));
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const bulge = Math.sin(t * Math.PI);
    const r = (w / count) * rnd.between(0.75, 1.15) * (0.7 + bulge * 0.6);
    puffs.push(circle(x + t * w, y - r * 0.55 - bulge * w * 0.08, r, fill));
  }
  puffs.push(rect(x - 2, y - w * 0.07, w + 4, w * 0.07, fill, `rx="${n(w * 0.035)}"`));
  return group(puffs.join(""), `opacity="${opacity}"`);
}

/** A long, flat layer of cloud (a storm deck, an evening band). */
export function cloudBand(s, y, thickness, color, { seed = 3, opacity = 1, bumps = 14 } = {}) {
  const rnd = random(seed);
  const parts = [];
  for (let i = 0; i <= bumps; i++) {
    const x = (i / bumps) * s.width;
    parts.push(ellipse(x, y + rnd.between(-0.25, 0.25) * thickness, s.width / bumps, thickness * rnd.between(0.5, 0.9), color));
  }
  return group(parts.join(""), `opacity="${opacity}"`);
}

/** Slanting rain over the whole picture. */
export function rain(s, { count = 260, seed = 7, color = "#c9d6e2", opacity = 0.35, slant = 0.28, length = 38 } = {}) {
  const rnd = random(seed);
  const drops = [];
  for (let i = 0; i < count; i++) {
    const x = rnd() * (s.width + 200) - 100;
    const y = rnd() * s.height;
    const len = length * rnd.between(0.6, 1.2);
    drops.push(`M${n(x)} ${n(y)}l${n(-len * slant)} ${n(len)}`);
  }
  return `<path d="${drops.join("")}" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="${opacity}" fill="none"/>`;
}

/** A lightning bolt from (x, y) downward. */
export function lightning(x, y, length = 180, seed = 5) {
  const rnd = random(seed);
  let d = `M${n(x)} ${n(y)}`;
  let [cx, cy] = [x, y];
  while (cy < y + length) {
    cx += rnd.between(-26, 22);
    cy += rnd.between(18, 34);
    d += `L${n(cx)} ${n(cy)}`;
  }
  return (
    `<path d="${d}" stroke="#e9f1ff" stroke-width="9" opacity=".25" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="#ffffff" stroke-width="3" fill="none" stroke-linejoin="round"/>`
  );
}

/** Birds far off: a few small strokes. */
export function birds(points, color = "#2b3a4a") {
  return points
    .map(([x, y, size = 8]) => line(x - size, y - size * 0.4, x, y, color, 2, 'stroke-linecap="round"') + line(x, y, x + size, y - size * 0.5, color, 2, 'stroke-linecap="round"'))
    .join("");
}

/**
 * The last layer of every picture: warm light from the sun's side fading to a cool shade on
 * the other, and a soft vignette that holds the eye in the middle.
 */
export function finish(s, { from = "left", warm = "#ffb866", cool = "#0f2a44", strength = 1 } = {}) {
  const direction = from === "left" ? [0, 0, 1, 0] : [1, 0, 0, 0];
  const wash = s.linear([["0", warm, 0.14 * strength], [".45", warm, 0.02], ["1", cool, 0.16 * strength]], direction);
  const vignette = s.radial([["0", "#0b1622", 0], [".65", "#0b1622", 0], ["1", "#0b1622", 0.32 * strength]], s.width / 2, s.height * 0.5, s.width * 0.62);
  return rect(0, 0, s.width, s.height, wash) + rect(0, 0, s.width, s.height, vignette);
}
