// A free inspection from the lawn: the drone over the roof, the frame of what its camera
// sees marked on the shingles, the inspector reading the pictures on a tablet.
import { door, glass, window } from "../kit/facade.mjs";
import { drone } from "../kit/gear.mjs";
import { house } from "../kit/house.mjs";
import { lawn, mowStripes, road, treeLine } from "../kit/land.mjs";
import { lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { circle, group, n, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function roofInspection() {
  const s = scene();
  const v = view({ ox: 360, oy: 790, kx: 0.6, ky: 0.3 });
  const glassFill = glass(s, "day");
  const body = [];
  body.push(sky(s, "day", 760), glow(s, 1350, 160, 460, "#fffbe8", 0.6));
  body.push(cloud(s, 260, 190, 280, { seed: 7 }), cloud(s, 1100, 120, 200, { seed: 9, opacity: 0.9 }));
  body.push(treeLine(s, 710, 55, "#7a9074", { seed: 12 }), lawn(s, 720, ["#9bb064", "#4d6d3a"]), mowStripes(s, 740));

  // The camera's frame on the roof, and the spots it found (bruised shingles after hail).
  const frameMarks = (width, length) => {
    const [x, y, w, h] = [width * 0.3, length * 0.18, width * 0.34, length * 0.62];
    const c = 26;
    const corner = (cx, cy, dx, dy) => `M${n(cx)} ${n(cy + dy * c)}V${n(cy)}H${n(cx + dx * c)}`;
    const marks = [corner(x, y, 1, 1), corner(x + w, y, -1, 1), corner(x, y + h, 1, -1), corner(x + w, y + h, -1, -1)].join("");
    const hits = [[0.38, 0.35], [0.5, 0.52], [0.44, 0.66], [0.58, 0.3]].map(([fx, fy]) => circle(width * fx, length * fy, 11, "none", 'stroke="#f59e0b" stroke-width="3"'));
    return rect(x, y, w, h, "#7fc3ff", 'opacity=".13"') + path(marks, "none", 'stroke="#ffffff" stroke-width="5"') + hits.join("");
  };
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 720, d: 320, h: 240 },
      roof: { ridge: "x", rise: 140, overhang: 24, fill: shingles(s, shingleColors.driftwood, { seed: 5 }), deck: frameMarks },
      walls: {
        fill: lapSiding(s, { color: "#b9c4b4" }),
        trim: "#f4f1ea",
        frontFeatures: () =>
          window(70, 40, 100, 120, { fill: glassFill, shutters: "#5b3a2e" }) +
          window(270, 40, 100, 120, { fill: glassFill, shutters: "#5b3a2e" }) +
          door(440, 116, 64, 124, { color: "#5b3a2e" }) +
          window(560, 40, 100, 120, { fill: glassFill, shutters: "#5b3a2e" }),
        sideFeatures: () => window(120, 50, 70, 90, { fill: glassFill }),
      },
      chimney: { x: 120, y: 60, w: 48, top: 420, fill: "#8e4a36" },
      gutter: { color: "#d9d5cc" },
    }),
  );
  // The drone, its line of sight to the roof, the inspector and her tablet.
  body.push(path("M930 250L720 470M930 250L1010 520", "none", 'stroke="#ffffff" stroke-width="2" stroke-dasharray="8 8" opacity=".7"'));
  body.push(drone(930, 240, { scale: 1.5 }));
  body.push(roofer(s, 1240, 880, { pose: "hold", prop: "tablet", scale: 1.35, vest: "#f0742b", skin: 1, facing: -1, shirt: "#24405c" }));
  body.push(road([560, 790], [660, 790], [760, 1000], [520, 1000], s.linear([["0", "#ddd6c9"], ["1", "#b9b0a2"]])));
  body.push(shrub(s, 420, 800, 90, { seed: 1, flowers: "#e9a7b8" }), shrub(s, 780, 800, 90, { seed: 3 }), shrub(s, 980, 796, 80, { seed: 5 }));
  body.push(tree(s, 1470, 800, 130, { seed: 6, colors: foliage.lush }), tree(s, 120, 870, 140, { seed: 8 }));
  body.push(group(finish(s, { from: "right", strength: 0.8 })));
  return s.render(body.join(""));
}
