// A repair up close: new step flashing round a brick chimney and a patch of new shingles
// where the old ones blew off, the roofer finishing the last course, his ladder at the eave.
import { ladder } from "../kit/gear.mjs";
import { house, onSlope } from "../kit/house.mjs";
import { treeLine } from "../kit/land.mjs";
import { brick, lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { group, n, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function roofRepair() {
  const s = scene();
  const v = view({ ox: -120, oy: 1030, kx: 0.55, ky: 0.26 });
  const oldRoof = shingles(s, shingleColors.aged, { seed: 31, course: 24 });
  const newRoof = shingles(s, shingleColors.charcoal, { seed: 32, course: 24 });
  const body = [];
  body.push(sky(s, "golden", 1000), glow(s, 260, 420, 620, "#ffe6b0", 0.9));
  body.push(cloud(s, 1020, 170, 320, { seed: 4, light: "#fff3df", shade: "#e3b98e" }), cloud(s, 1330, 280, 200, { seed: 8, light: "#fff3df", shade: "#e3b98e", opacity: 0.8 }));
  body.push(treeLine(s, 640, 80, "#5e6f5a", { seed: 3, size: 46 }));
  body.push(tree(s, 1480, 760, 190, { seed: 2, colors: foliage.summer }));

  // A patch of new shingles on the old roof, beside the chimney.
  const patch = (width, length) =>
    path(`M${n(width * 0.3)} ${n(length * 0.28)}H${n(width * 0.47)}V${n(length * 0.4)}H${n(width * 0.52)}V${n(length * 0.62)}H${n(width * 0.34)}V${n(length * 0.5)}H${n(width * 0.3)}Z`, newRoof) +
    rect(width * 0.3, length * 0.28, width * 0.22, 3, "#ffffff", 'opacity=".2"');
  const frame = {
    at: [0, 0],
    size: { w: 1500, d: 760, h: 120 },
    roof: { ridge: "x", rise: 330, overhang: 30, fill: oldRoof, deck: patch },
  };
  body.push(
    house(s, v, {
      ...frame,
      walls: { fill: lapSiding(s, { color: "#d8cfbf", board: 22 }), trim: "#f5efe4" },
      chimney: { x: 520, y: 170, w: 120, top: 580, fill: brick(s, { h: 11 }) },
      gutter: { color: "#d9d2c6" },
    }),
  );
  const at = (across, up) => onSlope(v, frame, across, up);
  body.push(roofer(s, ...at(430, 0.4), { pose: "kneel", prop: "hammer", scale: 1.5, vest: "#f0742b" }));
  const [bx, by] = at(760, 0.22);
  body.push(group(rect(bx - 40, by - 34, 80, 34, "#2b3440", 'rx="6"') + rect(bx - 26, by - 46, 52, 14, "none", 'rx="7" stroke="#2b3440" stroke-width="5"') + rect(bx - 40, by - 22, 80, 5, "#c2410c")));
  const [lx, ly] = at(1060, 0);
  body.push(ladder(lx + 80, 1060, lx + 30, ly - 30, { width: 46 }));
  body.push(finish(s, { strength: 0.9 }));
  return s.render(body.join(""));
}
