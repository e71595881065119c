// A restoration coating going on: the weathered membrane on the left, the fresh white
// coat on the right, a roller at the wet edge and the pails it came from.
import { box, iso, rooftopUnit } from "../kit/iso.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { membrane } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { ellipse, group, n, path, random, rect, scene } from "../kit/svg.mjs";

export default function commercialFluidAppliedRoofing() {
  const s = scene();
  const v = iso({ ox: 760, oy: 250, scale: 1 });
  const rnd = random(17);
  const old = membrane(s, { color: "#9da3a4", seam: "#7f8687", sheet: 80 });
  const wall = s.linear([["0", "#d9d3c7"], ["1", "#bfb7a8"]]);
  const wallShade = s.linear([["0", "#a69e90"], ["1", "#8e877a"]]);
  const body = [];
  body.push(sky(s, "day", 520), glow(s, 200, 120, 500, "#fff7e6", 0.7));
  body.push(treeLine(s, 360, 50, "#7e9279", { seed: 3 }), lawn(s, 380, ["#8fa05c", "#56703f"]));
  body.push(rect(0, 640, s.width, 360, s.linear([["0", "#5b6066"], ["1", "#3d4247"]])));

  // Stains and patches the years left on the old roof.
  const stains = Array.from({ length: 14 }, () =>
    ellipse(rnd.between(40, 520), rnd.between(40, 560), rnd.between(30, 90), rnd.between(14, 40), "#6e7273", `opacity="${n(rnd.between(0.15, 0.35))}"`),
  ).join("");
  // The coated part: bright, smooth, with the wet edge where the roller is.
  const edge = [];
  for (let i = 0; i <= 10; i++) edge.push(`L${n(560 + Math.sin(i * 1.7) * 14 + i * 4)} ${n(i * 60)}`);
  const coat = path(`M1000 0H${n(560)}${edge.join("")}L1000 600Z`, s.linear([["0", "#ffffff"], ["1", "#e9eef1"]], [0, 0, 1, 1]));
  const wet = path(`M${n(560)} 0${edge.join("")}`, "none", 'stroke="#ffffff" stroke-width="10" opacity=".9"') + path(`M${n(548)} 0${edge.map((step) => step.replace(/L([\d.]+)/, (_, x) => `L${n(Number(x) - 12)}`)).join("")}`, "none", 'stroke="#cfd8dd" stroke-width="4" opacity=".7"');
  body.push(
    box(v, {
      w: 1000,
      d: 600,
      h: 150,
      roof: old,
      left: wall,
      right: wallShade,
      parapet: 16,
      onRoof: stains + coat + wet,
      onLeft: Array.from({ length: 9 }, (_, i) => rect(40 + i * 108, 40, 70, 46, "#49637c")).join("") + rect(0, 0, 1000, 10, "#c2410c"),
      onRight: rect(0, 0, 600, 10, "#c2410c") + rect(240, 60, 120, 90, "#6b7480"),
    }),
  );
  body.push(rooftopUnit(v, 120, 80, 150), rooftopUnit(v, 760, 110, 150, { w: 110, d: 70 }), rooftopUnit(v, 300, 380, 150, { w: 80, d: 56 }));

  // Pails of coating and the crew at the edge.
  const pail = (x, y) => {
    const [px, py] = v.project([x, y, 150]);
    return group(ellipse(px, py, 16, 6, "#1d2730", 'opacity=".2"') + rect(px - 12, py - 30, 24, 30, "#f4f6f7", 'rx="3"') + ellipse(px, py - 30, 12, 4, "#dfe5e8") + rect(px - 12, py - 22, 24, 6, "#c2410c"));
  };
  body.push(pail(640, 520), pail(670, 540), pail(700, 515));
  const [rx, ry] = v.project([600, 300, 150]);
  body.push(path(`M${n(rx + 14)} ${n(ry - 60)}L${n(rx - 60)} ${n(ry + 40)}`, "none", 'stroke="#6b7682" stroke-width="5" stroke-linecap="round"'));
  body.push(rect(rx - 92, ry + 34, 64, 14, "#f6f7f8", `rx="5" transform="rotate(-30 ${n(rx - 60)} ${n(ry + 40)})"`));
  body.push(roofer(s, rx + 20, ry + 6, { pose: "reach", scale: 1.1, vest: "#f0742b" }));
  const [hx, hy] = v.project([860, 420, 150]);
  body.push(roofer(s, hx, hy, { pose: "stand", scale: 1.1, vest: "#f0742b", skin: 1, facing: -1 }));
  body.push(path(`M${n(hx - 10)} ${n(hy - 40)}C${n(hx - 120)} ${n(hy + 40)} ${n(hx + 60)} ${n(hy + 90)} ${n(hx + 140)} ${n(hy + 160)}`, "none", 'stroke="#1f2a33" stroke-width="4"'));

  body.push(tree(s, 120, 860, 110, { seed: 5, colors: foliage.lush }), tree(s, 1500, 900, 130, { seed: 9, colors: foliage.lush }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
