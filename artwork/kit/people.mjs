// People at work, drawn simply and without faces: a figure reads as "a person" from its
// shape, and a face drawn this small would only look wrong.
import { circle, group, n, path, rect } from "./svg.mjs";

const skins = ["#e8b998", "#c68c63", "#8d5a3b", "#f1cdb0", "#a86f4c"];

/**
 * A worker with feet at (x, y), about 95 px tall at scale 1.
 * pose: "stand" | "kneel" | "hold" (a tablet or clipboard in front) | "reach" (an arm up)
 */
export function roofer(s, x, y, { scale = 1, pose = "stand", vest = "#f0742b", shirt = "#2f3b47", pants = "#2b2f36", hat = "#f4f1ea", skin = 0, facing = 1, prop } = {}) {
  const skinTone = skins[skin % skins.length];
  const parts = [];
  const kneel = pose === "kneel";
  const hip = kneel ? -34 : -46;
  // Legs
  if (kneel) {
    parts.push(path(`M-8 ${hip}L-14 -2L10 -2L12 -14L0 ${hip}Z`, pants));
    parts.push(path(`M2 ${hip}L20 -18L26 -2L34 -2L30 -22L12 ${hip - 2}Z`, pants));
    parts.push(rect(-16, -6, 14, 6, "#3a2b22", 'rx="2"'), rect(24, -6, 14, 6, "#3a2b22", 'rx="2"'));
  } else {
    parts.push(path(`M-10 ${hip}L-12 -4L-3 -4L0 ${hip + 10}L3 -4L12 -4L10 ${hip}Z`, pants));
    parts.push(rect(-15, -6, 14, 6, "#3a2b22", 'rx="2"'), rect(1, -6, 15, 6, "#3a2b22", 'rx="2"'));
  }
  // Body: shirt, then the safety vest over it.
  const top = hip - 40;
  parts.push(path(`M-12 ${hip}L-14 ${top + 6}Q0 ${top - 4} 14 ${top + 6}L12 ${hip}Z`, shirt));
  parts.push(path(`M-12 ${hip}L-13 ${top + 8}L-4 ${top + 2}L-2 ${hip}ZM12 ${hip}L13 ${top + 8}L4 ${top + 2}L2 ${hip}Z`, vest));
  parts.push(rect(-13, hip - 16, 26, 3, "#e9eef0", 'opacity=".8"'));
  // Arms
  if (pose === "reach") {
    parts.push(path(`M10 ${top + 8}L26 ${top - 22}`, "none", `stroke="${shirt}" stroke-width="8" stroke-linecap="round"`));
    parts.push(circle(27, top - 24, 4, skinTone));
  } else if (pose === "hold" || kneel) {
    parts.push(path(`M-10 ${top + 8}L-4 ${top + 30}L14 ${top + 26}`, "none", `stroke="${shirt}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`));
    parts.push(path(`M10 ${top + 8}L16 ${top + 26}`, "none", `stroke="${shirt}" stroke-width="7" stroke-linecap="round"`));
    parts.push(circle(17, top + 27, 3.6, skinTone));
  } else {
    parts.push(path(`M-12 ${top + 8}L-15 ${hip + 2}`, "none", `stroke="${shirt}" stroke-width="7" stroke-linecap="round"`));
    parts.push(path(`M12 ${top + 8}L15 ${hip + 2}`, "none", `stroke="${shirt}" stroke-width="7" stroke-linecap="round"`));
    parts.push(circle(-15, hip + 4, 3.6, skinTone), circle(15, hip + 4, 3.6, skinTone));
  }
  if (prop === "tablet") parts.push(rect(10, top + 14, 16, 22, "#1d2a36", 'rx="2" transform="rotate(-18 18 ' + n(top + 25) + ')"'), rect(12, top + 17, 12, 15, "#7fb2d9", 'transform="rotate(-18 18 ' + n(top + 25) + ')"'));
  if (prop === "hammer") parts.push(rect(14, top + 16, 4, 20, "#6b4b32", 'transform="rotate(40 16 ' + n(top + 26) + ')"'), rect(10, top + 12, 12, 6, "#4a5059", 'transform="rotate(40 16 ' + n(top + 26) + ')"'));
  // Head and hard hat
  parts.push(rect(-3, top - 6, 6, 8, skinTone));
  parts.push(circle(0, top - 14, 9, skinTone));
  parts.push(path(`M-12 ${top - 15}Q0 ${top - 32} 12 ${top - 15}Z`, hat));
  parts.push(rect(-14, top - 16, 28, 3.5, hat, 'rx="1.5"'));
  parts.push(path(`M-10 ${top - 16}Q0 ${top - 30} 10 ${top - 16}`, "none", 'stroke="#000" stroke-width="1.2" opacity=".12"'));
  return group(parts.join(""), `transform="translate(${n(x)} ${n(y)}) scale(${n(scale * facing)} ${n(scale)})"`);
}
