// A new single-ply roof: insulation boards down, white TPO unrolled over them sheet by
// sheet, its laps welded by the machine that crawls along each seam.
import { box, iso, rooftopUnit } from "../kit/iso.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { membrane } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { ellipse, group, n, rect, scene } from "../kit/svg.mjs";

export default function commercialRoofInstallation() {
  const s = scene();
  const v = iso({ ox: 820, oy: 270, scale: 1 });
  const boards = s.pattern(96, 48, rect(0, 0, 96, 48, "#c9b991") + rect(0, 0, 96, 1.6, "#a38f62") + rect(0, 0, 1.6, 48, "#a38f62") + rect(10, 8, 30, 3, "#e7dcc0", 'opacity=".6"'));
  const tpo = membrane(s, { color: "#f4f6f7", seam: "#d5dbe0", sheet: 110 });
  const body = [];
  body.push(sky(s, "day", 560), glow(s, 220, 120, 460, "#fffbe6", 0.7), cloud(s, 1150, 150, 260, { seed: 4 }));
  body.push(treeLine(s, 420, 50, "#7c9276", { seed: 7 }), lawn(s, 440, ["#93a85f", "#4f6d3d"]));
  body.push(rect(0, 700, s.width, 300, s.linear([["0", "#60656b"], ["1", "#43484d"]])));

  // Membrane covers the far part; the near part is still bare insulation.
  const covered = 520;
  const roll = rect(covered - 4, 0, 8, 560, "#c9d0d6") + rect(covered, 0, 420, 560, boards);
  body.push(
    box(v, {
      w: 940,
      d: 560,
      h: 140,
      roof: tpo,
      left: s.linear([["0", "#c8b79e"], ["1", "#ac9b82"]]),
      right: s.linear([["0", "#9a8a73"], ["1", "#84765f"]]),
      parapet: 14,
      onRoof: roll,
      onLeft: Array.from({ length: 8 }, (_, i) => rect(40 + i * 112, 36, 76, 50, "#4b6680")).join("") + rect(0, 0, 940, 9, "#1f4f7a"),
      onRight: rect(0, 0, 560, 9, "#1f4f7a") + rect(300, 40, 120, 100, "#5c6670"),
    }),
  );
  body.push(rooftopUnit(v, 140, 90, 140));
  // The roll being unrolled along the edge of the covered part.
  const [rx, ry] = v.project([covered + 30, 260, 140]);
  body.push(group(rect(-24, -240, 48, 480, "#eef1f3", 'rx="24"') + ellipse(0, -240, 24, 14, "#d2d8dc") + rect(-24, -240, 12, 480, "#ffffff", 'opacity=".6"'), `transform="translate(${n(rx)} ${n(ry - 18)}) rotate(60)"`));
  const [wx, wy] = v.project([covered - 120, 120, 140]);
  body.push(group(rect(-30, -26, 60, 26, "#c2410c", 'rx="4"') + rect(-26, -34, 52, 10, "#2b3440", 'rx="3"') + rect(20, -70, 5, 44, "#2b3440") + ellipse(-18, 0, 8, 5, "#1d2126") + ellipse(18, 0, 8, 5, "#1d2126"), `transform="translate(${n(wx)} ${n(wy)})"`));
  body.push(roofer(s, wx + 30, wy + 8, { pose: "hold", scale: 1.05, vest: "#f0742b" }));
  const [kx, ky] = v.project([covered + 160, 420, 140]);
  body.push(roofer(s, kx, ky, { pose: "kneel", scale: 1.05, vest: "#f0742b", skin: 2, facing: -1 }));
  body.push(tree(s, 140, 900, 120, { seed: 3, colors: foliage.lush }), tree(s, 1480, 930, 140, { seed: 6, colors: foliage.lush }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
