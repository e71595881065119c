// Shelby County farmland in summer: a red barn under a new galvanised metal roof, the
// farmhouse beside it, a silo, round bales in the hayfield and a board fence.
import { door, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, ridge, treeLine } from "../kit/land.mjs";
import { boardAndBatten, lapSiding, ribbedMetal, standingSeam } from "../kit/materials.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { fence, foliage, tree } from "../kit/trees.mjs";
import { circle, ellipse, group, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function shelbyCounty() {
  const s = scene();
  const v = view({ ox: 180, oy: 760, kx: 0.6, ky: 0.3 });
  const day = glass(s, "day");
  const body = [];
  body.push(sky(s, "day", 700), glow(s, 260, 180, 480, "#fffbe6", 0.7));
  body.push(cloud(s, 760, 160, 300, { seed: 12 }), cloud(s, 1240, 110, 220, { seed: 14, opacity: 0.9 }));
  body.push(ridge(s, 600, 60, "#9fb58a", { seed: 6, points: 5 }), treeLine(s, 640, 45, "#6e8a60", { seed: 8 }));
  body.push(lawn(s, 650, ["#c2b66a", "#8d9a4d"]));
  // Stripes of cut hay running to the horizon.
  body.push(group(Array.from({ length: 8 }, (_, i) => rect(-10, 660 + i * 44, 1620, 10 + i * 2, "#a59a52")).join(""), 'opacity=".35"'));

  // The silo, then the barn with its gambrel-steep roof, then the farmhouse.
  body.push(rect(1470, 380, 110, 380, s.linear([["0", "#dfe3e4"], [".6", "#aab2b6"], ["1", "#8a9297"]], [0, 0, 1, 0])), ellipse(1525, 380, 55, 22, "#c7cdd0"));
  body.push(group(Array.from({ length: 12 }, (_, i) => rect(1470, 400 + i * 30, 110, 2, "#7b858b")).join(""), 'opacity=".6"'));
  body.push(
    house(s, v, {
      at: [500, 120],
      size: { w: 440, d: 460, h: 230 },
      roof: { ridge: "y", rise: 200, overhang: 22, fill: ribbedMetal(s) },
      walls: {
        fill: boardAndBatten(s, { color: "#a3352b", pitch: 26 }),
        trim: "#f3ede4",
        frontFeatures: (w, h) =>
          rect(w / 2 - 110, h - 170, 220, 170, "#7d241c") +
          `<path d="M${w / 2 - 110} ${h - 170}L${w / 2 + 110} ${h}M${w / 2 + 110} ${h - 170}L${w / 2 - 110} ${h}" stroke="#f3ede4" stroke-width="10"/>` +
          `<rect x="${w / 2 - 110}" y="${h - 170}" width="220" height="170" fill="none" stroke="#f3ede4" stroke-width="10"/>` +
          `<rect x="${w / 2 - 40}" y="-120" width="80" height="80" fill="#5d1b15" stroke="#f3ede4" stroke-width="8"/>`,
      },
    }),
  );
  body.push(
    house(s, v, {
      at: [0, 60],
      size: { w: 380, d: 280, h: 230 },
      roof: { ridge: "x", rise: 130, overhang: 20, fill: standingSeam(s, { color: "#9aa3a8", light: "#d6dde0", pitch: 20 }) },
      walls: {
        fill: lapSiding(s, { color: "#f3f0e8" }),
        trim: "#ffffff",
        frontFeatures: () => window(40, 30, 70, 90, { fill: day }) + window(270, 30, 70, 90, { fill: day }) + door(160, 110, 60, 120, { color: "#2f4a3a" }) + window(40, 140, 70, 70, { fill: day }) + window(270, 140, 70, 70, { fill: day }),
      },
    }),
  );
  body.push(tree(s, 90, 720, 150, { seed: 4, colors: foliage.summer }));
  // Round bales and the board fence along the lane.
  const bale = (x, y, r) => group(ellipse(x + r * 0.3, y + r * 0.95, r * 1.1, r * 0.2, "#2d3a22", 'opacity=".3"') + circle(x, y, r, "#c9a45a") + circle(x, y, r * 0.7, "none", 'stroke="#a88640" stroke-width="3"') + circle(x, y, r * 0.4, "none", 'stroke="#a88640" stroke-width="3"'));
  body.push(bale(1220, 800, 44), bale(1360, 830, 50), bale(1500, 790, 40), bale(1130, 760, 34));
  body.push(fence(-20, 1640, 900, { height: 60, spacing: 120, boards: 3, color: "#f2efe8", board: 8 }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
