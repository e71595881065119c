// An Oldham County place at golden hour: a stone-and-brick house with a slate-look roof on
// a rise, a black four-board fence along the pasture and a horse grazing below it.
import { door, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, ridge, road, treeLine } from "../kit/land.mjs";
import { brick, shingleColors, shingles, stone } from "../kit/materials.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { fence, foliage, shrub, tree } from "../kit/trees.mjs";
import { ellipse, group, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

/** A bay horse grazing, in profile facing left, hooves at (x, y). */
function horse(x, y, scale = 1) {
  const coat = "#6b3f26";
  const dark = "#2a170d";
  const leg = (lx, top) => rect(lx, top, 10, -top - 6, coat) + rect(lx - 1, -8, 12, 8, dark);
  return group(
    ellipse(10, 0, 100, 8, "#14211a", 'opacity=".25"') +
      leg(-48, -72) + leg(-30, -72) + leg(46, -74) + leg(62, -74) +
      path("M-60 -100C-50 -126 50 -126 72 -100C82 -88 80 -72 68 -66L-52 -66C-62 -72 -66 -88 -60 -100Z", coat) +
      path("M-56 -106C-80 -92 -100 -60 -110 -28L-94 -20C-86 -50 -72 -72 -46 -84Z", coat) +
      path("M-112 -32C-122 -14 -116 -2 -102 -2L-92 -8C-94 -18 -98 -28 -106 -32Z", coat) +
      path("M-58 -108C-80 -96 -96 -70 -106 -40", "none", `stroke="${dark}" stroke-width="7" stroke-linecap="round"`) +
      path("M72 -102C92 -94 96 -64 90 -36", "none", `stroke="${dark}" stroke-width="8" stroke-linecap="round"`) +
      path("M-40 -118C0 -126 40 -122 62 -108", "none", 'stroke="#ffffff" stroke-width="4" opacity=".15" stroke-linecap="round"'),
    `transform="translate(${x} ${y}) scale(${scale})"`,
  );
}

export default function oldhamCounty() {
  const s = scene();
  const v = view({ ox: 470, oy: 660, kx: 0.62, ky: 0.3 });
  const warm = glass(s, "dusk");
  const stoneFill = stone(s);
  const body = [];
  body.push(sky(s, "golden", 640), glow(s, 220, 500, 620, "#ffe2ad", 0.95));
  body.push(cloud(s, 880, 150, 320, { seed: 6, light: "#fff1dc", shade: "#e8b98a" }), cloud(s, 1300, 230, 200, { seed: 9, light: "#fff1dc", shade: "#e8b98a", opacity: 0.8 }));
  body.push(treeLine(s, 560, 70, "#6a7558", { seed: 4, size: 46 }));
  body.push(ridge(s, 610, 40, s.linear([["0", "#a7a65d"], ["1", "#6f8244"]]), { seed: 3, points: 5 }));
  const wing = (w) => window(50, 40, 84, 110, { fill: warm, cols: 2, rows: 3 }) + window(w - 134, 40, 84, 110, { fill: warm, cols: 2, rows: 3 });
  body.push(
    house(s, v, {
      at: [560, 40],
      size: { w: 300, d: 280, h: 260 },
      roof: { ridge: "x", rise: 150, overhang: 20, fill: shingles(s, shingleColors.slate, { seed: 31 }) },
      walls: { fill: brick(s, { colors: ["#b58e6f", "#a87f62", "#c29b7b", "#9c745a"], mortar: "#e9dcc8" }), trim: "#f6f1e7", frontFeatures: wing },
    }),
  );
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 560, d: 320, h: 300 },
      roof: { ridge: "y", rise: 230, overhang: 24, fill: shingles(s, shingleColors.slate, { seed: 33 }) },
      walls: {
        fill: stoneFill,
        side: stoneFill,
        trim: "#f6f1e7",
        frontFeatures: (w) =>
          window(60, 40, 100, 120, { fill: warm, rows: 3 }) +
          window(w - 160, 40, 100, 120, { fill: warm, rows: 3 }) +
          window(w / 2 - 55, -150, 110, 110, { fill: warm, rows: 2 }) +
          door(w / 2 - 45, 150, 90, 150, { color: "#2b2f33" }) +
          window(w / 2 - 45, 30, 90, 90, { fill: warm, cols: 3, rows: 2 }),
      },
    }),
  );
  body.push(shrub(s, 500, 640, 90, { seed: 1 }), shrub(s, 840, 636, 80, { seed: 2 }), shrub(s, 1180, 560, 70, { seed: 3 }));
  body.push(tree(s, 250, 680, 170, { seed: 8, colors: foliage.summer }), tree(s, 1460, 640, 140, { seed: 9, colors: foliage.summer }));
  // The drive curving up, the pasture, the fence and the horse.
  body.push(road([760, 640], [840, 640], [1180, 1000], [900, 1000], s.linear([["0", "#e3d6bd"], ["1", "#c5b394"]])));
  body.push(lawn(s, 760, ["#9aa95a", "#52703c"]));
  body.push(fence(-20, 860, 800, { height: 70, spacing: 110 }), fence(1200, 1640, 800, { height: 70, spacing: 110 }));
  body.push(horse(420, 950, 1.1));
  body.push(finish(s, { strength: 1 }));
  return s.render(body.join(""));
}
