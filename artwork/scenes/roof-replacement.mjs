// Tear-off day: the left of the roof stripped to the deck, new underlayment going on, the
// right already shingled; a roll-off dumpster in the drive takes the old shingles.
import { dumpster, ladder } from "../kit/gear.mjs";
import { door, garageDoor, glass, window } from "../kit/facade.mjs";
import { house, onSlope } from "../kit/house.mjs";
import { lawn, mowStripes, road, treeLine } from "../kit/land.mjs";
import { brick, lapSiding, sheathing, shingleColors, shingles, underlayment } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { group, n, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function roofReplacement() {
  const s = scene();
  const v = view({ ox: 470, oy: 790, kx: 0.62, ky: 0.33 });
  const windowGlass = glass(s, "day");
  const newRoof = shingles(s, shingleColors.weatheredWood, { seed: 4 });
  const deck = sheathing(s);
  const felt = underlayment(s);
  const siding = lapSiding(s, { color: "#c9c2b2" });
  const base = brick(s);
  const body = [];

  body.push(sky(s, "morning", 760));
  body.push(glow(s, 260, 260, 520, "#fff6e0", 0.8));
  body.push(cloud(s, 980, 170, 300, { seed: 3, shade: "#d9dfe3" }));
  body.push(cloud(s, 1320, 260, 200, { seed: 5, shade: "#dfe3e4", opacity: 0.85 }));
  body.push(treeLine(s, 700, 60, "#7d8f74", { seed: 8 }));
  body.push(treeLine(s, 735, 40, "#5f7659", { seed: 9, size: 42 }));
  body.push(lawn(s, 730, ["#94a35e", "#4d6a3a"]));
  body.push(mowStripes(s, 760));
  body.push(tree(s, 1410, 760, 120, { seed: 2, colors: foliage.lush }));

  // The torn-off strip: deck on the left, new underlayment beside it, then new shingles.
  const stripped = (width, length) => {
    const tear = 0.36 * width;
    const felted = 0.52 * width;
    const jag = [];
    for (let i = 0; i <= 12; i++) jag.push(`L${n(felted + (i % 2 ? 10 : -6))} ${n((i / 12) * length)}`);
    return (
      rect(0, 0, tear, length, deck) +
      path(`M${n(tear)} 0${jag.join("")}L${n(tear)} ${n(length)}Z`, felt) +
      rect(tear - 2, 0, 4, length, "#000000", 'opacity=".15"') +
      path(`M${n(felted)} 0${jag.join("")}`, "none", 'stroke="#111820" stroke-width="3" opacity=".35"')
    );
  };

  const frame = {
    at: [0, 0],
    size: { w: 660, d: 300, h: 300 },
    roof: { ridge: "x", rise: 120, overhang: 22, fill: newRoof, deck: stripped },
  };
  body.push(
    house(s, v, {
      ...frame,
      walls: {
        fill: siding,
        trim: "#f4efe6",
        frontFeatures: (w, h) =>
          rect(0, h - 120, w, 120, base) +
          rect(0, h - 124, w, 6, "#f4efe6") +
          window(70, 40, 86, 104, { fill: windowGlass, shutters: "#2f4a3a" }) +
          window(290, 40, 86, 104, { fill: windowGlass, shutters: "#2f4a3a" }) +
          window(500, 40, 86, 104, { fill: windowGlass, shutters: "#2f4a3a" }) +
          window(80, 196, 100, 72, { fill: windowGlass, cols: 3, rows: 1 }) +
          door(306, 184, 60, 116, { color: "#2f4a3a" }) +
          garageDoor(440, 190, 180, 110),
        sideFeatures: () => window(120, 50, 70, 90, { fill: windowGlass }),
      },
      gutter: { color: "#cfcac0" },
    }),
  );

  // Bundles of new shingles waiting on the finished side, and the crew on the deck.
  const bundle = (x, y) =>
    group(rect(x - 30, y - 20, 60, 20, "#e4dccb") + rect(x - 30, y - 20, 60, 5, "#f4efe3") + rect(x - 30, y - 11, 60, 5, "#c2410c") + rect(x - 30, y - 2, 60, 2, "#000", `opacity=".25"`));
  const at = (across, up) => onSlope(v, frame, across, up);
  body.push(bundle(...at(520, 0.55)), bundle(...at(560, 0.5)), bundle(...at(540, 0.62)));
  body.push(roofer(s, ...at(300, 0.42), { scale: 0.9, pose: "kneel", prop: "hammer" }));
  body.push(roofer(s, ...at(150, 0.6), { scale: 0.88, pose: "stand", facing: -1, skin: 2 }));

  // The drive, the dumpster full of old shingles and a ladder up to the eave.
  body.push(road([905, 790], [1125, 790], [1260, 1000], [860, 1000], s.linear([["0", "#d7d0c4"], ["1", "#a89f92"]])));
  body.push(dumpster(s, 1010, 930, { color: "#2c5d8a" }));
  body.push(ladder(430, 790, 470, 520));
  body.push(shrub(s, 560, 800, 90, { seed: 4 }), shrub(s, 650, 802, 80, { seed: 6 }), shrub(s, 1160, 798, 70, { seed: 7 }));
  body.push(tree(s, 170, 860, 150, { seed: 12, colors: foliage.summer }));
  body.push(finish(s));
  return s.render(body.join(""));
}
