// A new standing-seam metal roof going onto a modern farmhouse: panels run from ridge to
// eave, the last bays still in underlayment, a roofer setting the next panel.
import { glass, window, door } from "../kit/facade.mjs";
import { house, onSlope } from "../kit/house.mjs";
import { lawn, mowStripes, road, treeLine, ridge } from "../kit/land.mjs";
import { boardAndBatten, standingSeam, underlayment } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { conifer, foliage, shrub, tree } from "../kit/trees.mjs";
import { group, n, path, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function roofingInstallation() {
  const s = scene();
  const v = view({ ox: 430, oy: 800, kx: 0.6, ky: 0.32 });
  const metal = standingSeam(s, { color: "#2f353c", light: "#59626b", pitch: 24 });
  const felt = underlayment(s, { color: "#3f474f" });
  const walls = boardAndBatten(s, { color: "#f1eee8" });
  const wallsShade = boardAndBatten(s, { color: "#d9d5cd" });
  const glassFill = glass(s, "day");
  const black = "#22272c";
  const body = [];
  body.push(sky(s, "day", 760), glow(s, 240, 200, 480, "#fffbe8", 0.7));
  body.push(cloud(s, 1050, 200, 260, { seed: 2 }), cloud(s, 260, 150, 180, { seed: 6, opacity: 0.8 }));
  body.push(ridge(s, 690, 70, "#9db0a0", { seed: 5 }), treeLine(s, 720, 50, "#6f8a68", { seed: 4, size: 30 }));
  body.push(lawn(s, 730, ["#9fb262", "#4f6e3b"]), mowStripes(s, 760, { opacity: 0.06 }));
  body.push(conifer(s, 1330, 760, 300, { seed: 3 }), conifer(s, 1420, 770, 240, { seed: 4 }));

  const panelsDone = (width, length) => {
    const edge = width * 0.7;
    return rect(edge, 0, width - edge, length, felt) + rect(edge - 3, 0, 5, length, "#11161b", 'opacity=".5"') + rect(edge - 24, 0, 3, length, "#8a939b", 'opacity=".6"');
  };
  const frame = {
    at: [0, 0],
    size: { w: 700, d: 320, h: 300 },
    roof: { ridge: "x", rise: 150, overhang: 24, fill: metal, deck: panelsDone, ridgeCap: "#22272c" },
  };
  body.push(
    house(s, v, {
      ...frame,
      walls: {
        fill: walls,
        side: wallsShade,
        trim: "#2a2f35",
        frontFeatures: () =>
          window(80, 36, 96, 120, { fill: glassFill, trim: black, frame: 5 }) +
          window(302, 36, 96, 120, { fill: glassFill, trim: black, frame: 5 }) +
          window(524, 36, 96, 120, { fill: glassFill, trim: black, frame: 5 }) +
          window(70, 184, 150, 96, { fill: glassFill, trim: black, cols: 3, rows: 1, frame: 5 }) +
          door(318, 176, 64, 124, { color: "#2a2f35", trim: black }) +
          window(480, 184, 150, 96, { fill: glassFill, trim: black, cols: 3, rows: 1, frame: 5 }),
        sideFeatures: () => window(130, 50, 70, 100, { fill: glassFill, trim: black, frame: 5 }),
      },
    }),
  );

  // The porch: a low metal shed roof on black posts across the front.
  const p = (x, y, z) => v.project([x, y, z]);
  const porch = [p(-10, 0, 150), p(710, 0, 150), p(710, -110, 112), p(-10, -110, 112)];
  const porchFill = s.pattern(24, 40, rect(0, 0, 24, 40, "#2f353c") + rect(21, 0, 2, 40, "#59626b"), "skewX(0)");
  body.push(path(`M${porch.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`, porchFill));
  body.push(path(`M${n(porch[3][0])} ${n(porch[3][1])}L${n(porch[2][0])} ${n(porch[2][1])}`, "none", `stroke="${black}" stroke-width="8"`));
  for (const x of [0, 230, 470, 700]) {
    const [px, top] = p(x, -110, 112);
    const [, bottom] = p(x, -110, 0);
    body.push(rect(px - 6, top, 12, bottom - top, black));
  }
  const [deckLeft, deckY] = p(-20, -118, 0);
  const [deckRight] = p(720, -118, 0);
  body.push(rect(deckLeft, deckY - 4, deckRight - deckLeft, 14, "#8c7f6f"));

  const at = (across, up) => onSlope(v, frame, across, up);
  const [cx, cy] = at(470, 0.45);
  body.push(group(rect(-60, -8, 120, 16, "#3a4148") + rect(-60, -8, 120, 4, "#6a737c"), `transform="translate(${n(cx)} ${n(cy - 40)}) rotate(-62)"`));
  body.push(roofer(s, cx + 18, cy, { pose: "reach", scale: 0.95, vest: "#f0742b" }));
  body.push(roofer(s, ...at(600, 0.7), { pose: "kneel", scale: 0.9, skin: 3, prop: "hammer" }));

  body.push(road([720, 800], [800, 800], [960, 1000], [740, 1000], s.linear([["0", "#d9d3c5"], ["1", "#b3aa9a"]])));
  body.push(shrub(s, 480, 808, 80, { seed: 3, colors: foliage.lush }), shrub(s, 640, 810, 90, { seed: 5, colors: foliage.lush }), shrub(s, 1100, 806, 80, { seed: 8, colors: foliage.lush }));
  body.push(tree(s, 170, 880, 160, { seed: 14, colors: foliage.lush }));
  body.push(finish(s, { strength: 0.8 }));
  return s.render(body.join(""));
}
