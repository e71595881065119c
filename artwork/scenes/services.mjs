// Homes and businesses on one street: a corner shop under a new white membrane roof and
// the house next door under new shingles, the two kinds of roof we look after.
import { door, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { brick, lapSiding, membrane, shingleColors, shingles } from "../kit/materials.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { group, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

/** A flat-roofed building in the oblique view: storefront, shaded side, membrane on top. */
function flatBuilding(s, v, { at, w, d, h, wall, roofFill, front = "" }) {
  const [x0, y0] = at;
  const sideM = v.plane([x0 + w, y0, h], [0, 1, 0], [0, 0, -1]);
  const topM = v.plane([x0, y0 + d, h], [1, 0, 0], [0, -1, 0]);
  const parapet = 16;
  return group(
    `<g transform="${sideM}">${rect(0, -parapet, d, h + parapet, wall)}${rect(0, -parapet, d, h + parapet, "#0b1622", 'opacity=".3"')}</g>` +
      `<g transform="${topM}">${rect(0, 0, w, d, roofFill)}${rect(0, 0, w, 10, "#c9cfd3")}${rect(0, 0, 10, d, "#dfe3e6")}</g>` +
      `<g transform="${v.plane([x0, y0, h + parapet], [1, 0, 0], [0, 0, -1])}">${rect(0, 0, w, h + parapet, wall)}${rect(-4, -6, w + 8, 8, "#eef1f3")}${front}</g>`,
  );
}

export default function services() {
  const s = scene();
  const v = view({ ox: 40, oy: 800, kx: 0.62, ky: 0.3 });
  const day = glass(s, "day");
  const body = [];
  body.push(sky(s, "day", 760), glow(s, 260, 200, 480, "#fffbe6", 0.7));
  body.push(cloud(s, 900, 150, 280, { seed: 61 }), cloud(s, 1330, 220, 180, { seed: 62, opacity: 0.85 }));
  body.push(treeLine(s, 700, 60, "#778d70", { seed: 63 }), lawn(s, 700, ["#9cb063", "#4d6c3b"]));
  body.push(
    house(s, v, {
      at: [800, 200],
      size: { w: 420, d: 300, h: 240 },
      roof: { ridge: "x", rise: 130, overhang: 22, fill: shingles(s, shingleColors.driftwood, { seed: 64 }) },
      walls: {
        fill: lapSiding(s, { color: "#c9d3d9" }),
        trim: "#f8f6f1",
        frontFeatures: () => window(50, 40, 86, 100, { fill: day, shutters: "#2f4a3a" }) + door(180, 116, 60, 124, { color: "#2f4a3a" }) + window(290, 40, 86, 100, { fill: day, shutters: "#2f4a3a" }),
      },
      chimney: { x: 300, y: 60, w: 44, top: 420, fill: brick(s) },
      gutter: { color: "#e6e1d7" },
    }),
  );
  const storefront =
    rect(36, 136, 488, 170, "#2e4257") +
    [52, 176, 330, 430].map((x) => rect(x, 150, 84, 140, day)).join("") +
    rect(246, 176, 68, 130, "#1d2b39") +
    rect(20, 112, 520, 26, "#c2410c") +
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => rect(20 + i * 60, 112, 30, 26, "#e4572e")).join("") +
    rect(130, 40, 300, 44, "#f3efe6") +
    rect(150, 56, 260, 12, "#9aa5ae");
  body.push(flatBuilding(s, v, { at: [0, 60], w: 560, d: 300, h: 300, wall: brick(s, { colors: ["#b07a52", "#a56f48", "#ba845c", "#9a6741"] }), roofFill: membrane(s), front: storefront }));
  body.push(rect(-10, 860, s.width + 20, 30, "#d7cdbb"), rect(-10, 890, s.width + 20, 120, "#505458"));
  body.push(group([0, 1, 2, 3].map((i) => rect(60 + i * 420, 950, 180, 8, "#e8dfca")).join(""), 'opacity=".8"'));
  body.push(shrub(s, 1080, 820, 80, { seed: 65, flowers: "#f2c14e" }), shrub(s, 1290, 820, 80, { seed: 66 }));
  body.push(tree(s, 860, 880, 110, { seed: 67, colors: foliage.lush }), tree(s, 1500, 880, 150, { seed: 68, colors: foliage.summer }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
