// Trees, shrubs and fences, lit from the upper left.
import { circle, ellipse, group, n, path, poly, random, rect } from "./svg.mjs";

export const foliage = {
  summer: ["#a7ad5c", "#5f7a3f", "#2d4530"],
  lush: ["#93b25a", "#4f7a3d", "#24412c"],
  autumn: ["#f0b45a", "#c8652f", "#7a3424"],
  gold: ["#f3d26a", "#c99a35", "#7b5a22"],
  dusk: ["#6f7a68", "#3e4f4a", "#1d2a2d"],
  storm: ["#55705a", "#34503f", "#1a2b24"],
  far: ["#8c9a78", "#5f7463", "#3e5249"],
};

/**
 * A broadleaf tree with its trunk base at (x, y), crown radius r: clustered puffs with a
 * lit upper-left side and a shaded lower-right, and a soft shadow on the ground.
 */
export function tree(s, x, y, r, { colors = foliage.summer, seed = 1, trunk = "#3b2d25", lean = 0, shadow = true } = {}) {
  const rnd = random(seed);
  const [lit, mid, deep] = colors;
  const cy = y - r * 1.55;
  const fill = s.radial([["0", lit], [".55", mid], ["1", deep]], x - r * 0.45 + lean * r, cy - r * 0.55, r * 1.9);
  const parts = [];
  if (shadow) parts.push(ellipse(x + r * 0.5, y + 4, r * 1.1, r * 0.16, "#14211a", 'opacity=".28"'));
  parts.push(path(`M${n(x - r * 0.1)} ${n(y)}L${n(x - r * 0.06 + lean * r * 0.5)} ${n(cy)}L${n(x + r * 0.06 + lean * r * 0.5)} ${n(cy)}L${n(x + r * 0.12)} ${n(y)}Z`, trunk));
  parts.push(path(`M${n(x + lean * r * 0.3)} ${n(cy + r * 0.4)}l${n(-r * 0.35)} ${n(-r * 0.35)}M${n(x + lean * r * 0.3)} ${n(cy + r * 0.3)}l${n(r * 0.3)} ${n(-r * 0.4)}`, "none", `stroke="${trunk}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"`));
  const puffs = [];
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2 + rnd.between(-0.3, 0.3);
    const d = r * rnd.between(0.35, 0.65);
    puffs.push(circle(x + lean * r + Math.cos(angle) * d, cy + Math.sin(angle) * d * 0.8, r * rnd.between(0.45, 0.62), fill));
  }
  puffs.push(circle(x + lean * r, cy, r * 0.7, fill));
  parts.push(group(puffs.join("")));
  // Light catching a few leaf clusters on the sun side.
  const highlights = [];
  for (let i = 0; i < 5; i++) {
    highlights.push(circle(x + lean * r - r * rnd.between(0.1, 0.6), cy - r * rnd.between(0.1, 0.6), r * rnd.between(0.12, 0.22), lit));
  }
  parts.push(group(highlights.join(""), 'opacity=".55"'));
  return group(parts.join(""));
}

/** A conifer: stacked tiers from (x, y) up to height h. */
export function conifer(s, x, y, h, { colors = ["#5d7a56", "#2f4a36", "#1b2f24"], seed = 2 } = {}) {
  const rnd = random(seed);
  const fill = s.linear([["0", colors[0]], [".5", colors[1]], ["1", colors[2]]], [0, 0, 1, 0.3]);
  const tiers = [];
  const w = h * 0.42;
  for (let i = 0; i < 4; i++) {
    const top = y - h + (i * h) / 5;
    const width = w * (0.45 + i * 0.2) * rnd.between(0.9, 1.1);
    tiers.push(poly([[x, top], [x + width / 2, top + h * 0.36], [x - width / 2, top + h * 0.36]], fill));
  }
  return rect(x - h * 0.02, y - h * 0.12, h * 0.04, h * 0.12, "#3b2d25") + group(tiers.join(""));
}

/** A rounded shrub sitting on the ground at (x, y). */
export function shrub(s, x, y, w, { colors = foliage.summer, seed = 4, flowers } = {}) {
  const rnd = random(seed);
  const fill = s.radial([["0", colors[0]], [".6", colors[1]], ["1", colors[2]]], x - w * 0.2, y - w * 0.45, w * 0.9);
  const puffs = [];
  for (let i = 0; i < 4; i++) {
    puffs.push(ellipse(x - w * 0.3 + (i * w * 0.2), y - w * rnd.between(0.2, 0.32), w * 0.26, w * 0.26, fill));
  }
  puffs.push(ellipse(x, y - w * 0.16, w * 0.5, w * 0.18, fill));
  if (flowers) {
    for (let i = 0; i < 8; i++) puffs.push(circle(x + rnd.between(-0.4, 0.4) * w, y - rnd.between(0.1, 0.45) * w, 2.4, flowers));
  }
  return group(puffs.join(""));
}

/** A fence of posts and rails between x0 and x1 on ground line y (horse fence: 4 boards). */
export function fence(x0, x1, y, { height = 60, spacing = 90, boards = 4, color = "#1c1f22", board = 7 } = {}) {
  const parts = [];
  for (let x = x0; x <= x1; x += spacing) parts.push(rect(x - 3, y - height, 6, height + 4, color));
  for (let i = 0; i < boards; i++) {
    parts.push(rect(x0 - 3, y - height + 4 + (i * (height - 10)) / boards, x1 - x0 + 6, board, color));
  }
  return group(parts.join(""));
}
