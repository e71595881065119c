// A Louisville street in late-afternoon sun: a brick two-storey and a frame bungalow under
// new roofs, the sidewalk and the big street trees in front of them.
import { door, garageDoor, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, mowStripes, treeLine } from "../kit/land.mjs";
import { brick, lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function residential() {
  const s = scene();
  const v = view({ ox: 140, oy: 840, kx: 0.62, ky: 0.3 });
  const warm = glass(s, "dusk");
  const day = glass(s, "day");
  const body = [];
  body.push(sky(s, "golden", 780), glow(s, 180, 520, 640, "#ffe2ad", 0.95));
  body.push(cloud(s, 860, 170, 300, { seed: 11, light: "#fff3df", shade: "#e6bf94" }), cloud(s, 1280, 240, 220, { seed: 13, light: "#fff3df", shade: "#e6bf94", opacity: 0.85 }));
  body.push(treeLine(s, 720, 70, "#6d7760", { seed: 5, size: 44 }));
  body.push(lawn(s, 730, ["#9aa25a", "#4c6339"]), mowStripes(s, 760, { opacity: 0.05 }));

  // The bungalow behind, then the brick house in front.
  body.push(
    house(s, v, {
      at: [640, 300],
      size: { w: 400, d: 280, h: 190 },
      roof: { ridge: "y", rise: 170, overhang: 24, fill: shingles(s, shingleColors.driftwood, { seed: 7 }) },
      walls: {
        fill: lapSiding(s, { color: "#6d8aa3" }),
        side: lapSiding(s, { color: "#5b7890" }),
        trim: "#f6f2ea",
        frontFeatures: () => window(50, 50, 84, 100, { fill: warm }) + door(170, 70, 60, 120, { color: "#8c2f24" }) + window(266, 50, 84, 100, { fill: warm }) + window(160, -110, 80, 66, { fill: warm, cols: 1, rows: 1 }),
      },
      gutter: { color: "#e8e2d7" },
    }),
  );
  body.push(
    house(s, v, {
      at: [-40, 100],
      size: { w: 560, d: 280, h: 280 },
      roof: { ridge: "x", rise: 120, overhang: 22, fill: shingles(s, shingleColors.charcoal, { seed: 9 }) },
      walls: {
        fill: brick(s),
        trim: "#f1ebe0",
        frontFeatures: () =>
          window(60, 40, 80, 100, { fill: day, shutters: "#17324f" }) +
          window(240, 40, 80, 100, { fill: day, shutters: "#17324f" }) +
          window(420, 40, 80, 100, { fill: day, shutters: "#17324f" }) +
          window(50, 172, 110, 78, { fill: warm, cols: 3, rows: 1 }) +
          door(250, 160, 60, 120, { color: "#17324f" }) +
          garageDoor(370, 172, 160, 108),
      },
      chimney: { x: 70, y: 40, w: 50, top: 470, fill: brick(s) },
      gutter: { color: "#e8e2d7" },
    }),
  );

  // The sidewalk and the street trees along it.
  body.push(rect(-10, 880, s.width + 20, 34, "#d8cdb9"), rect(-10, 912, s.width + 20, 6, "#b5a995"), rect(-10, 918, s.width + 20, 90, "#4e5257"));
  body.push(shrub(s, 250, 858, 90, { seed: 3, flowers: "#f2c14e" }), shrub(s, 470, 862, 80, { seed: 4 }), shrub(s, 860, 846, 70, { seed: 5 }));
  body.push(tree(s, 1490, 905, 150, { seed: 31, colors: foliage.summer }), tree(s, 560, 905, 100, { seed: 33, colors: foliage.lush }));
  body.push(finish(s, { strength: 0.9 }));
  return s.render(body.join(""));
}
