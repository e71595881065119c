// Windows, doors and trim, drawn in a wall's flat coordinates (x right, y down).
import { group, n, path, rect } from "./svg.mjs";

/** Glass that reflects the sky: cool by day, warm when the lights are on inside. */
export function glass(s, mood = "day") {
  const stops = {
    day: [["0", "#c7dcea"], [".5", "#6f92b1"], ["1", "#2c4a66"]],
    dusk: [["0", "#ffe2a8"], [".6", "#f0a860"], ["1", "#b8602f"]],
    storm: [["0", "#7d8d9b"], [".6", "#3f505f"], ["1", "#1f2b36"]],
    lit: [["0", "#fff0c8"], [".5", "#f7c77c"], ["1", "#d58a43"]],
  }[mood];
  return s.linear(stops, [0, 0, 0.6, 1]);
}

/**
 * A window at (x, y), w by h: trim, glass, a reflection streak, muntins (cols x rows) and a
 * sill; shutters on both sides when given a colour.
 */
export function window(x, y, w, h, { fill, trim = "#f3eee5", cols = 2, rows = 2, shutters, frame = 6 } = {}) {
  const parts = [];
  if (shutters) {
    parts.push(rect(x - w * 0.42, y, w * 0.36, h, shutters), rect(x + w * 1.06, y, w * 0.36, h, shutters));
    for (let i = 1; i < 6; i++) {
      parts.push(rect(x - w * 0.4, y + (i * h) / 6, w * 0.32, 1.5, "#000000", 'opacity=".18"'));
      parts.push(rect(x + w * 1.08, y + (i * h) / 6, w * 0.32, 1.5, "#000000", 'opacity=".18"'));
    }
  }
  parts.push(rect(x - frame, y - frame, w + frame * 2, h + frame * 2, trim));
  parts.push(rect(x, y, w, h, fill));
  parts.push(path(`M${n(x)} ${n(y + h * 0.55)}L${n(x + w * 0.45)} ${n(y)}L${n(x + w * 0.62)} ${n(y)}L${n(x)} ${n(y + h * 0.8)}Z`, "#ffffff", 'opacity=".18"'));
  for (let c = 1; c < cols; c++) parts.push(rect(x + (c * w) / cols - 1.5, y, 3, h, trim));
  for (let r = 1; r < rows; r++) parts.push(rect(x, y + (r * h) / rows - 1.5, w, 3, trim));
  parts.push(rect(x, y, w, 4, "#000000", 'opacity=".22"'));
  parts.push(rect(x - frame - 4, y + h + frame, w + frame * 2 + 8, 6, trim), rect(x - frame - 4, y + h + frame + 6, w + frame * 2 + 8, 3, "#000000", 'opacity=".18"'));
  return group(parts.join(""));
}

/** A panelled front door with its trim, a small step and a porch light. */
export function door(x, y, w, h, { color = "#17324f", trim = "#f3eee5", light = true } = {}) {
  const parts = [
    rect(x - 8, y - 10, w + 16, h + 10, trim),
    rect(x, y, w, h, color),
    rect(x + w * 0.14, y + h * 0.08, w * 0.72, h * 0.36, "#ffffff", 'opacity=".08"'),
    rect(x + w * 0.14, y + h * 0.52, w * 0.72, h * 0.4, "#ffffff", 'opacity=".08"'),
    rect(x + w * 0.8, y + h * 0.5, 4, 4, "#d8b46a"),
    rect(x - 16, y + h, w + 32, 8, "#b9b2a7"),
  ];
  if (light) parts.push(rect(x - 20, y + h * 0.25, 7, 12, "#2b2b2b"), rect(x - 19, y + h * 0.25 + 3, 5, 6, "#ffd98a"));
  return group(parts.join(""));
}

/** A sectional garage door with its panels and a row of lites. */
export function garageDoor(x, y, w, h, { color = "#ebe4d8", glassFill = "#5f7d99", trim = "#f3eee5" } = {}) {
  const parts = [rect(x - 6, y - 6, w + 12, h + 6, trim), rect(x, y, w, h, color)];
  for (let i = 1; i < 4; i++) parts.push(rect(x, y + (i * h) / 4 - 1.5, w, 3, "#000000", 'opacity=".12"'));
  const lites = 4;
  for (let i = 0; i < lites; i++) parts.push(rect(x + 8 + (i * (w - 16)) / lites, y + h * 0.07, (w - 16) / lites - 8, h * 0.12, glassFill));
  return group(parts.join(""));
}

/** A shadow band under an eave or porch roof, fading down the wall. */
export function eaveShadow(s, x, y, w, depth = 36) {
  return rect(x, y, w, depth, s.linear([["0", "#0f1c2c", 0.45], ["1", "#0f1c2c", 0]]));
}
