// A Jefferson County street in October: long, low brick ranches under new roofs, maples
// turning in the yards, leaves on the lawns.
import { door, garageDoor, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { brick, shingleColors, shingles } from "../kit/materials.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { circle, group, random, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function jeffersonCounty() {
  const s = scene();
  const v = view({ ox: 60, oy: 820, kx: 0.62, ky: 0.3 });
  const rnd = random(8);
  const day = glass(s, "day");
  const ranch = (at, colors, roofColors, trim, accent, seed) =>
    house(s, v, {
      at,
      size: { w: 700, d: 300, h: 150 },
      roof: { ridge: "x", rise: 80, overhang: 26, fill: shingles(s, roofColors, { seed }) },
      walls: {
        fill: brick(s, { colors }),
        trim,
        frontFeatures: () =>
          window(50, 36, 120, 76, { fill: day, cols: 3, rows: 1, shutters: accent }) +
          window(250, 36, 80, 76, { fill: day, shutters: accent }) +
          door(370, 32, 56, 118, { color: accent }) +
          garageDoor(480, 40, 190, 110, { color: "#ece6da" }),
      },
      gutter: { color: "#e9e3d8" },
    });
  const body = [];
  body.push(sky(s, "autumn", 760), glow(s, 240, 300, 520, "#fff0d0", 0.8));
  body.push(cloud(s, 980, 160, 280, { seed: 3, light: "#fffaf0", shade: "#e4cdb0" }), cloud(s, 1330, 250, 180, { seed: 5, light: "#fffaf0", shade: "#e4cdb0", opacity: 0.85 }));
  body.push(treeLine(s, 700, 70, "#b98a4e", { seed: 6, size: 44 }), treeLine(s, 720, 40, "#8f6a3e", { seed: 7, size: 40 }));
  body.push(lawn(s, 720, ["#9a9c55", "#56663a"]));
  body.push(ranch([820, 440], ["#a9664b", "#b7745a", "#9a5a42", "#b06c52"], shingleColors.driftwood, "#f3efe7", "#3a4a3e", 4));
  body.push(tree(s, 870, 780, 110, { seed: 5, colors: foliage.gold }));
  body.push(ranch([0, 60], ["#8e3e2d", "#9b4733", "#7f3728", "#a24e37"], shingleColors.charcoal, "#f3efe7", "#1d3550", 9));
  body.push(shrub(s, 150, 838, 90, { seed: 2 }), shrub(s, 260, 840, 70, { seed: 3 }));
  // The curb, the street and fallen leaves.
  body.push(rect(-10, 900, s.width + 20, 24, "#d5cbb8"), rect(-10, 924, s.width + 20, 90, "#54575b"));
  const leaves = Array.from({ length: 140 }, () => circle(rnd.between(0, 1600), rnd.between(760, 915), rnd.between(2.5, 5), rnd.pick(["#e39a3b", "#c8652f", "#f0c15a", "#a5482a"]))).join("");
  body.push(group(leaves, 'opacity=".9"'));
  body.push(tree(s, 1530, 915, 150, { seed: 11, colors: foliage.autumn }), tree(s, 90, 915, 110, { seed: 13, colors: foliage.autumn }));
  body.push(finish(s, { strength: 0.9 }));
  return s.render(body.join(""));
}
