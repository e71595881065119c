// A commercial tear-off: half the roof stripped to its fluted steel deck, half already
// under new membrane, and a crane setting the next pallet of insulation on the roof.
import { box, iso, rooftopUnit } from "../kit/iso.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { membrane } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { group, line, poly, rect, scene } from "../kit/svg.mjs";

export default function commercialRoofReplacement() {
  const s = scene();
  const v = iso({ ox: 620, oy: 380, scale: 0.9 });
  const fluted = s.pattern(24, 40, rect(0, 0, 24, 40, "#9aa4ab") + rect(0, 0, 10, 40, "#7b858d") + rect(10, 0, 2, 40, "#c5ccd1"));
  const body = [];
  body.push(sky(s, "day", 600), glow(s, 1400, 140, 420, "#fffbe8", 0.6), cloud(s, 180, 160, 240, { seed: 8 }));
  body.push(treeLine(s, 480, 50, "#7a8f74", { seed: 3 }), lawn(s, 500, ["#8fa35c", "#4e6b3c"]));
  body.push(rect(0, 760, s.width, 240, s.linear([["0", "#5f6469"], ["1", "#45494e"]])));

  const stripped = rect(0, 0, 430, 560, fluted) + rect(428, 0, 6, 560, "#2b3440", 'opacity=".4"');
  body.push(
    box(v, {
      w: 960,
      d: 560,
      h: 160,
      roof: membrane(s, { color: "#f3f5f6", seam: "#d3d9de", sheet: 100 }),
      left: s.linear([["0", "#d5cbbb"], ["1", "#b7ac9a"]]),
      right: s.linear([["0", "#a89d8b"], ["1", "#8f8473"]]),
      parapet: 14,
      onRoof: stripped,
      onLeft: Array.from({ length: 8 }, (_, i) => rect(40 + i * 115, 40, 80, 56, "#4e6984")).join("") + rect(0, 0, 960, 10, "#1f4f7a"),
      onRight: rect(0, 0, 560, 10, "#1f4f7a"),
    }),
  );
  body.push(rooftopUnit(v, 640, 90, 160));

  // The crane: cab and outriggers in the lot, the boom over the roof, the load on its line.
  const yellow = "#e8a317";
  const base = [1330, 760];
  const tip = [760, 140];
  body.push(rect(base[0] - 110, base[1] - 60, 220, 60, yellow, 'rx="6"'), rect(base[0] - 40, base[1] - 110, 90, 56, yellow, 'rx="4"'), rect(base[0] - 30, base[1] - 100, 40, 30, "#2e4257"));
  body.push(rect(base[0] - 130, base[1] - 4, 260, 10, "#3a4046"), rect(base[0] - 150, base[1] + 4, 30, 10, "#3a4046"), rect(base[0] + 120, base[1] + 4, 30, 10, "#3a4046"));
  body.push(poly([[base[0] - 10, base[1] - 96], [tip[0], tip[1] - 8], [tip[0] + 6, tip[1] + 12], [base[0] + 20, base[1] - 80]], yellow));
  body.push(line(base[0] - 2, base[1] - 88, tip[0] + 4, tip[1] + 4, "#b57f10", 3));
  const [lx, ly] = v.project([300, 250, 300]);
  body.push(line(tip[0], tip[1] + 6, lx, ly - 40, "#2b3440", 2.5));
  body.push(group(rect(lx - 46, ly - 40, 92, 50, "#f2c64e") + rect(lx - 46, ly - 40, 92, 8, "#f7dc8a") + rect(lx - 50, ly + 10, 100, 10, "#8c6d48") + rect(lx - 2, ly - 40, 4, 50, "#c2410c")));
  const [wx, wy] = v.project([380, 330, 160]);
  body.push(roofer(s, wx, wy, { pose: "reach", scale: 1.05, vest: "#f0742b" }));
  const [kx, ky] = v.project([600, 420, 160]);
  body.push(roofer(s, kx, ky, { pose: "stand", scale: 1.05, vest: "#f0742b", skin: 1 }));
  body.push(tree(s, 120, 930, 130, { seed: 2, colors: foliage.lush }));
  body.push(finish(s, { from: "right", strength: 0.8 }));
  return s.render(body.join(""));
}
