// Bullitt County on a misty morning: the wooded knobs behind a newer Shepherdsville street,
// two-storey vinyl-sided houses with builder-grade roofs and young trees.
import { door, garageDoor, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, ridge } from "../kit/land.mjs";
import { lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function bullittCounty() {
  const s = scene();
  const v = view({ ox: 150, oy: 830, kx: 0.62, ky: 0.3 });
  const day = glass(s, "day");
  const twoStorey = (at, siding, roof, accent, seed) =>
    house(s, v, {
      at,
      size: { w: 520, d: 300, h: 270 },
      roof: { ridge: "y", rise: 150, overhang: 22, fill: shingles(s, roof, { seed }) },
      walls: {
        fill: lapSiding(s, { color: siding }),
        trim: "#f7f4ee",
        frontFeatures: () =>
          window(50, 30, 80, 96, { fill: day }) +
          window(220, 30, 80, 96, { fill: day }) +
          window(390, 30, 80, 96, { fill: day }) +
          door(60, 150, 58, 120, { color: accent }) +
          garageDoor(200, 160, 280, 110) +
          window(220, -120, 80, 70, { fill: day, cols: 1, rows: 1 }),
      },
      gutter: { color: "#f0ece4" },
    });
  const body = [];
  body.push(sky(s, "morning", 700), glow(s, 1200, 260, 600, "#fff3d8", 0.85));
  // The knobs: rounded wooded hills, paler with each step back into the mist.
  body.push(path("M-100 560C80 420 200 380 330 470C420 360 560 330 700 450C820 340 980 300 1120 430C1240 360 1400 330 1700 470V900H-100Z", s.linear([["0", "#a9b7b3"], ["1", "#c9d1c8"]])));
  body.push(ridge(s, 560, 90, s.linear([["0", "#7f9483"], ["1", "#9fae9c"]]), { seed: 12, points: 6 }));
  body.push(rect(0, 520, s.width, 160, s.linear([["0", "#e9ede6", 0], [".5", "#e9ede6", 0.75], ["1", "#e9ede6", 0]])));
  body.push(ridge(s, 660, 60, "#5f7a57", { seed: 14, points: 9 }));
  body.push(lawn(s, 720, ["#a3b565", "#557440"]));
  body.push(twoStorey([820, 420], "#d8d3c6", shingleColors.driftwood, "#5a2f2a", 3));
  body.push(tree(s, 880, 800, 60, { seed: 2, colors: foliage.lush }));
  body.push(twoStorey([0, 120], "#a9b8c2", shingleColors.charcoal, "#24405c", 6));
  body.push(rect(-10, 890, s.width + 20, 26, "#dcd4c5"), rect(-10, 916, s.width + 20, 90, "#56595d"), rect(0, 956, s.width, 4, "#e8c85a", 'opacity=".6"'));
  body.push(tree(s, 100, 900, 70, { seed: 4, colors: foliage.lush }), tree(s, 760, 902, 66, { seed: 6, colors: foliage.lush }), tree(s, 1480, 900, 80, { seed: 8, colors: foliage.lush }));
  body.push(finish(s, { from: "right", strength: 0.7 }));
  return s.render(body.join(""));
}
