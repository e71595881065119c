// A flat roof inspected at dusk, when a wet patch under the membrane still holds the day's
// heat: the inspector's thermal camera shows it glowing through the roof.
import { box, iso, rooftopUnit } from "../kit/iso.mjs";
import { treeLine } from "../kit/land.mjs";
import { membrane } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { finish, glow, sky } from "../kit/sky.mjs";
import { conifer } from "../kit/trees.mjs";
import { ellipse, group, n, path, rect, scene } from "../kit/svg.mjs";

export default function commercialRoofInspection() {
  const s = scene();
  const v = iso({ ox: 700, oy: 330, scale: 0.95 });
  const body = [];
  body.push(sky(s, "dusk", 620), glow(s, 1350, 520, 520, "#ffc98a", 0.8));
  body.push(treeLine(s, 520, 40, "#2f3b44", { seed: 4 }), rect(0, 540, s.width, 460, s.linear([["0", "#2c3438"], ["1", "#1d2327"]])));
  // Lights in the lot.
  for (const x of [180, 1420]) body.push(rect(x, 700, 6, 200, "#3a4248"), ellipse(x + 3, 700, 40, 12, "#ffe3a3", 'opacity=".5"'), ellipse(x + 3, 920, 90, 20, "#ffe3a3", 'opacity=".12"'));

  // On the roof: the thermal view of the camera, a rainbow blob inside its frame.
  const heat = s.radial([["0", "#fff3a0"], [".25", "#ffb020"], [".5", "#e8471c"], [".75", "#7b2fa8"], ["1", "#22307a", 0]], 420, 300, 190);
  const scan = rect(260, 170, 330, 260, "#1b2a6b", 'opacity=".55"') + ellipse(420, 300, 170, 120, heat) + path("M260 200V170H290M560 170H590V200M590 400V430H560M290 430H260V400", "none", 'stroke="#ffffff" stroke-width="6"');
  body.push(
    box(v, {
      w: 900,
      d: 620,
      h: 170,
      roof: membrane(s, { color: "#b9bec3", seam: "#9aa1a7", sheet: 90 }),
      left: s.linear([["0", "#8a8f93"], ["1", "#6b7074"]]),
      right: s.linear([["0", "#5d6266"], ["1", "#4a4e52"]]),
      parapet: 18,
      onRoof: group(scan),
      onLeft: Array.from({ length: 7 }, (_, i) => rect(50 + i * 120, 50, 80, 60, "#ffd68a", 'opacity=".85"')).join("") + rect(0, 0, 900, 10, "#c2410c"),
      onRight: rect(0, 0, 620, 10, "#c2410c") + rect(120, 70, 150, 100, "#ffe2a6", 'opacity=".9"'),
    }),
  );
  body.push(rooftopUnit(v, 640, 120, 170), rooftopUnit(v, 120, 480, 170, { w: 80, d: 56 }));
  const [px, py] = v.project([700, 420, 170]);
  body.push(roofer(s, px, py, { pose: "hold", prop: "tablet", scale: 1.3, vest: "#f0742b", facing: -1, shirt: "#2b3d52" }));
  body.push(path(`M${n(px - 20)} ${n(py - 80)}L${n(v.project([430, 300, 170])[0])} ${n(v.project([430, 300, 170])[1])}`, "none", 'stroke="#ffe08a" stroke-width="2" stroke-dasharray="6 8" opacity=".8"'));
  body.push(conifer(s, 120, 980, 280, { seed: 2, colors: ["#3f5148", "#26342d", "#151f1a"] }), conifer(s, 1500, 990, 320, { seed: 5, colors: ["#3f5148", "#26342d", "#151f1a"] }));
  body.push(finish(s, { from: "right", warm: "#ffb27a", strength: 0.8 }));
  return s.render(body.join(""));
}
