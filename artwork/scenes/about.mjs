// Our crew at work on a clear morning: new shingles laid from the eave up over fresh
// underlayment, chalk lines for the next courses, bundles staged along the ridge.
import { door, glass, window } from "../kit/facade.mjs";
import { ladder, pickup } from "../kit/gear.mjs";
import { house, onSlope } from "../kit/house.mjs";
import { lawn, mowStripes, road, treeLine } from "../kit/land.mjs";
import { lapSiding, shingleColors, shingles, underlayment } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { group, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function about() {
  const s = scene();
  const v = view({ ox: 300, oy: 780, kx: 0.62, ky: 0.3 });
  const felt = underlayment(s, { color: "#56606a" });
  const day = glass(s, "day");
  const body = [];
  body.push(sky(s, "morning", 760), glow(s, 1320, 220, 560, "#fff4d6", 0.9));
  body.push(cloud(s, 240, 180, 260, { seed: 21 }), cloud(s, 760, 110, 180, { seed: 22, opacity: 0.85 }));
  body.push(treeLine(s, 700, 60, "#768b70", { seed: 31 }), lawn(s, 710, ["#9db062", "#4b6a39"]), mowStripes(s, 740));

  // Shingled from the eave up to about half way; above that, underlayment with chalk lines.
  const halfDone = (width, length) => {
    const upTo = length * 0.48;
    const lines = [];
    for (let y = 18; y < upTo; y += 22) lines.push(rect(0, y, width, 1.5, "#dfe6ec", 'opacity=".6"'));
    return rect(0, 0, width, upTo, felt) + group(lines.join("")) + rect(0, upTo - 4, width, 6, "#0b1117", 'opacity=".35"');
  };
  const frame = {
    at: [0, 0],
    size: { w: 760, d: 320, h: 250 },
    roof: { ridge: "x", rise: 140, overhang: 24, fill: shingles(s, shingleColors.weatheredWood, { seed: 41 }), deck: halfDone },
  };
  body.push(
    house(s, v, {
      ...frame,
      walls: {
        fill: lapSiding(s, { color: "#e3d9c6" }),
        trim: "#fbf8f2",
        frontFeatures: () =>
          window(70, 50, 110, 120, { fill: day, shutters: "#24405c" }) +
          window(300, 50, 110, 120, { fill: day, shutters: "#24405c" }) +
          door(500, 126, 66, 124, { color: "#24405c" }) +
          window(610, 60, 90, 100, { fill: day }),
        sideFeatures: () => window(120, 50, 70, 90, { fill: day }),
      },
      gutter: { color: "#e3dccf" },
    }),
  );
  const at = (across, up) => onSlope(v, frame, across, up);
  const bundle = ([x, y]) => group(rect(x - 30, y - 20, 60, 20, "#e4dccb") + rect(x - 30, y - 11, 60, 5, "#c2410c"));
  body.push(bundle(at(200, 0.85)), bundle(at(260, 0.86)), bundle(at(520, 0.84)));
  body.push(roofer(s, ...at(160, 0.42), { pose: "kneel", prop: "hammer", scale: 0.95 }));
  body.push(roofer(s, ...at(380, 0.5), { pose: "kneel", prop: "hammer", scale: 0.95, skin: 1, facing: -1 }));
  body.push(roofer(s, ...at(600, 0.62), { pose: "stand", scale: 0.95, skin: 2 }));
  const [lx, ly] = at(-10, 0);
  body.push(ladder(lx - 40, 790, lx + 10, ly + 6));
  body.push(road([1000, 780], [1120, 780], [1420, 1000], [1040, 1000], s.linear([["0", "#ddd5c7"], ["1", "#b3a998"]])));
  body.push(pickup(s, 1080, 950, { scale: 1.05 }));
  body.push(shrub(s, 360, 792, 90, { seed: 8, flowers: "#f2c14e" }), shrub(s, 720, 794, 80, { seed: 9 }));
  body.push(tree(s, 120, 880, 160, { seed: 33, colors: foliage.lush }));
  body.push(finish(s, { from: "right", strength: 0.8 }));
  return s.render(body.join(""));
}
