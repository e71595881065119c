// Repairs on an older rubber roof: a fresh patch where a seam opened beside a rooftop unit,
// and water ponding round a clogged drain, the reason the seam gave way.
import { box, iso, rooftopUnit } from "../kit/iso.mjs";
import { treeLine } from "../kit/land.mjs";
import { roofer } from "../kit/people.mjs";
import { cloudBand, finish, sky } from "../kit/sky.mjs";
import { conifer } from "../kit/trees.mjs";
import { ellipse, group, path, random, rect, scene } from "../kit/svg.mjs";

export default function commercialRoofRepair() {
  const s = scene();
  const v = iso({ ox: 760, oy: 300, scale: 1.05 });
  const rnd = random(3);
  const epdm = s.pattern(120, 60, rect(0, 0, 120, 60, "#34383c") + rect(118, 0, 2, 60, "#4b5055") + rect(10, 20, 40, 2, "#4b5055", 'opacity=".5"'));
  const body = [];
  body.push(sky(s, "clearing", 560), cloudBand(s, 120, 80, "#8093a3", { seed: 5, opacity: 0.7 }));
  body.push(treeLine(s, 470, 50, "#5a6e5c", { seed: 2 }), rect(0, 480, s.width, 520, s.linear([["0", "#6c7176"], ["1", "#4b5055"]])));

  const pond = s.radial([["0", "#b8d3e6"], [".6", "#7ea3bf"], ["1", "#4f6f88"]], 560, 380, 150);
  const ripples = Array.from({ length: 5 }, () => ellipse(rnd.between(470, 650), rnd.between(330, 430), rnd.between(20, 40), 4, "#ffffff", 'opacity=".35"')).join("");
  const onRoof =
    ellipse(560, 380, 150, 90, pond) +
    ripples +
    ellipse(560, 380, 16, 16, "#1f2326") +
    path("M260 160h150v90h-150z", "#24282b") +
    path("M260 160h150v90h-150z", "none", 'stroke="#5a6066" stroke-width="4" stroke-dasharray="10 6"');
  body.push(
    box(v, {
      w: 860,
      d: 600,
      h: 150,
      roof: epdm,
      left: s.linear([["0", "#b7aa98"], ["1", "#9d907e"]]),
      right: s.linear([["0", "#8b7f6e"], ["1", "#74695b"]]),
      parapet: 16,
      onRoof,
      onLeft: Array.from({ length: 6 }, (_, i) => rect(60 + i * 130, 44, 86, 56, "#506a82")).join("") + rect(0, 0, 860, 9, "#c2410c"),
      onRight: rect(0, 0, 600, 9, "#c2410c") + rect(200, 40, 160, 110, "#5f6870"),
    }),
  );
  body.push(rooftopUnit(v, 140, 40, 150, { w: 110, d: 80, h: 48 }));
  const [px, py] = v.project([360, 270, 150]);
  body.push(roofer(s, px, py, { pose: "kneel", scale: 1.15, vest: "#f0742b", prop: "hammer" }));
  const [bx, by] = v.project([420, 300, 150]);
  body.push(group(rect(bx - 18, by - 26, 36, 26, "#c2410c", 'rx="3"') + ellipse(bx, by - 26, 18, 6, "#e25a1f")));
  body.push(conifer(s, 100, 990, 300, { seed: 3 }), conifer(s, 1510, 980, 280, { seed: 6 }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
