// A FORTIFIED roof in a squall: trees bend, the shingles stay put, and a cut-away corner
// shows why: the deck's seams taped, ring-shank nails close together, underlayment over all.
import { door, garageDoor, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { brick, lapSiding, sheathing, shingleColors, shingles, underlayment } from "../kit/materials.mjs";
import { cloudBand, finish, rain, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { circle, group, n, path, random, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function fortifiedRoofing() {
  const s = scene();
  const v = view({ ox: 380, oy: 800, kx: 0.62, ky: 0.3 });
  const roof = shingles(s, shingleColors.slate, { seed: 21 });
  const deck = sheathing(s);
  const felt = underlayment(s, { color: "#4b5560" });
  const glassFill = glass(s, "storm");
  const rnd = random(5);
  const body = [];
  body.push(sky(s, "storm", 760));
  body.push(cloudBand(s, 170, 120, "#26313c", { seed: 4 }), cloudBand(s, 320, 90, "#3a4753", { seed: 8, opacity: 0.85 }));
  body.push(rect(0, 380, s.width, 160, s.linear([["0", "#8ea19a", 0], [".6", "#b8c4b4", 0.35], ["1", "#b8c4b4", 0]])));
  body.push(treeLine(s, 700, 50, "#31443b", { seed: 6 }));
  body.push(lawn(s, 720, ["#5d7146", "#2e4229"]));
  body.push(tree(s, 150, 800, 150, { seed: 3, colors: foliage.storm, lean: 0.45 }));
  body.push(tree(s, 1420, 780, 130, { seed: 8, colors: foliage.storm, lean: 0.5 }));

  // The cut-away: three bands stepping back from the corner, like a builder's sample board.
  const cutaway = (width, length) => {
    const x0 = width * 0.58;
    const tape = [];
    for (let y = 0; y < length; y += 48) tape.push(rect(x0, y - 3, width - x0, 7, "#d9893b"));
    for (let x = x0 + 40; x < width; x += 96) tape.push(rect(x - 3, 0, 7, length, "#d9893b"));
    const nails = [];
    for (let y = 10; y < length; y += 16) for (let x = x0 + 12; x < width; x += 48) nails.push(circle(x + rnd.between(-2, 2), y, 2.2, "#3b3f44"));
    const step = (x) => `M${n(x)} 0L${n(x + 30)} ${n(length * 0.35)}L${n(x - 10)} ${n(length * 0.7)}L${n(x + 20)} ${n(length)}L${n(width)} ${n(length)}L${n(width)} 0Z`;
    return (
      path(step(x0 - 60), felt) +
      path(step(x0 + 60), deck) +
      group(tape.join(""), `clip-path="${s.clip(path(step(x0 + 60), "#000"))}"`) +
      group(nails.join(""), `clip-path="${s.clip(path(step(x0 + 60), "#000"))}"`) +
      path(step(x0 - 60).split("L" + n(width))[0], "none", 'stroke="#0b1117" stroke-width="4" opacity=".5"')
    );
  };
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 780, d: 340, h: 210 },
      roof: { ridge: "x", rise: 120, overhang: 26, fill: roof, deck: cutaway },
      walls: {
        fill: lapSiding(s, { color: "#8a97a0" }),
        trim: "#eceae4",
        frontFeatures: (w, h) =>
          rect(0, h - 60, w, 60, brick(s, { colors: ["#7d3b2c", "#8a4533", "#6f3426", "#843f30"] })) +
          window(70, 50, 110, 96, { fill: glassFill, cols: 3, rows: 2 }) +
          window(260, 50, 90, 96, { fill: glassFill }) +
          door(390, 88, 58, 122, { color: "#7a2e22" }) +
          garageDoor(520, 86, 200, 124, { color: "#e6e1d6" }),
        sideFeatures: () => window(140, 60, 70, 80, { fill: glassFill }),
      },
      gutter: { color: "#cfcac0" },
    }),
  );
  // Wind: streaks and leaves blown across.
  const streaks = [];
  for (let i = 0; i < 18; i++) {
    const x = rnd.between(0, 1500);
    const y = rnd.between(200, 900);
    streaks.push(path(`M${n(x)} ${n(y)}q${n(80)} ${n(-14)} ${n(180)} ${n(-4)}`, "none", `stroke="#e6eef2" stroke-width="2.5" opacity="${n(rnd.between(0.2, 0.45))}" stroke-linecap="round"`));
  }
  const leaves = Array.from({ length: 22 }, () => circle(rnd.between(200, 1500), rnd.between(300, 850), rnd.between(3, 5), rnd.pick(["#6d8a4c", "#9aa85a", "#4f6b3b"]))).join("");
  body.push(group(streaks.join("")), group(leaves));
  body.push(shrub(s, 460, 806, 80, { seed: 2, colors: foliage.storm }), shrub(s, 560, 808, 70, { seed: 4, colors: foliage.storm }));
  body.push(rain(s, { count: 160, opacity: 0.22, slant: 0.6 }));
  body.push(finish(s, { strength: 0.7, warm: "#c9d6dc" }));
  return s.render(body.join(""));
}
