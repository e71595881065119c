// The visit a call books: our pickup at the curb in front of a craftsman bungalow, the
// inspector on the walk with a tablet, the porch light on.
import { door, glass, window } from "../kit/facade.mjs";
import { pickup } from "../kit/gear.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { n, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function contact() {
  const s = scene();
  const v = view({ ox: 430, oy: 760, kx: 0.62, ky: 0.3 });
  const warm = glass(s, "lit");
  const body = [];
  body.push(sky(s, "golden", 740), glow(s, 240, 460, 600, "#ffe0a8", 0.95));
  body.push(cloud(s, 980, 170, 280, { seed: 3, light: "#fff3df", shade: "#e8bd92" }));
  body.push(treeLine(s, 690, 60, "#6c775d", { seed: 3, size: 44 }), lawn(s, 700, ["#a1a85e", "#4f683a"]));
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 600, d: 360, h: 230 },
      roof: { ridge: "y", rise: 190, overhang: 30, fill: shingles(s, shingleColors.charcoal, { seed: 51 }) },
      walls: {
        fill: lapSiding(s, { color: "#7c8f6e" }),
        side: lapSiding(s, { color: "#6a7d5d" }),
        trim: "#f4efe4",
        frontFeatures: (w) =>
          window(60, 40, 120, 110, { fill: warm, cols: 3 }) +
          door(w / 2 - 34, 104, 68, 126, { color: "#7a2e22" }) +
          window(w - 180, 40, 120, 110, { fill: warm, cols: 3 }) +
          window(w / 2 - 60, -130, 120, 80, { fill: warm, cols: 3, rows: 1 }),
      },
    }),
  );
  // The craftsman porch: tapered columns on stone piers under a low gable.
  const p = (x, y, z) => v.project([x, y, z]);
  for (const x of [40, 560]) {
    const [cx, top] = p(x, -120, 150);
    const [, bottom] = p(x, -120, 0);
    body.push(rect(cx - 22, bottom - 50, 44, 50, "#8f8576"), path(`M${n(cx - 16)} ${n(bottom - 50)}L${n(cx - 10)} ${n(top)}H${n(cx + 10)}L${n(cx + 16)} ${n(bottom - 50)}Z`, "#f4efe4"));
  }
  const [l0, ly] = p(-20, -130, 150);
  const [r0] = p(620, -130, 150);
  const [, apexY] = p(300, -130, 230);
  body.push(path(`M${n(l0)} ${n(ly)}L${n((l0 + r0) / 2)} ${n(apexY)}L${n(r0)} ${n(ly)}Z`, shingles(s, shingleColors.charcoal, { seed: 52 })));
  body.push(path(`M${n(l0 + 30)} ${n(ly)}L${n((l0 + r0) / 2)} ${n(apexY + 16)}L${n(r0 - 30)} ${n(ly)}Z`, "#f4efe4"));
  body.push(rect(l0, ly, r0 - l0, 16, "#f4efe4"));
  body.push(rect(l0 + 20, p(0, -130, 0)[1] - 8, r0 - l0 - 40, 14, "#a79b8a"));
  body.push(shrub(s, 410, 790, 90, { seed: 5, flowers: "#f0b7c4" }), shrub(s, 1040, 784, 90, { seed: 6 }));
  // The walk, the inspector on it, and the pickup at the curb.
  const [wx] = p(300, -130, 0);
  body.push(path(`M${n(wx - 40)} 790L${n(wx + 40)} 790L${n(wx + 110)} 900L${n(wx - 70)} 900Z`, "#d9cfbf"));
  body.push(roofer(s, wx + 30, 880, { pose: "hold", prop: "tablet", scale: 1.25, vest: "#f0742b", facing: -1, shirt: "#24405c" }));
  body.push(rect(-10, 900, s.width + 20, 22, "#d5cbb8"), rect(-10, 922, s.width + 20, 90, "#55585c"));
  body.push(pickup(s, 1120, 975, { scale: 1.1 }));
  body.push(tree(s, 120, 910, 170, { seed: 7, colors: foliage.summer }));
  body.push(finish(s, { strength: 0.9 }));
  return s.render(body.join(""));
}
