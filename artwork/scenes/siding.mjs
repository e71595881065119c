// Fiber-cement lap siding going up course by course over house wrap, a board being set at
// the top of the finished run, and the next boards waiting on sawhorses.
import { glass, window } from "../kit/facade.mjs";
import { ladder } from "../kit/gear.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { lapSiding, shingleColors, shingles } from "../kit/materials.mjs";
import { roofer } from "../kit/people.mjs";
import { cloud, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { group, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function siding() {
  const s = scene();
  const v = view({ ox: 330, oy: 930, kx: 0.62, ky: 0.3 });
  const fiberCement = lapSiding(s, { color: "#3e5a6b", board: 18, light: "#5d7a8b", dark: "#2a3f4c" });
  const fiberCementShade = lapSiding(s, { color: "#31495a", board: 18, light: "#45606f", dark: "#1f3140" });
  const wrap = s.pattern(200, 90, rect(0, 0, 200, 90, "#eef1f3") + rect(0, 40, 200, 3, "#9fb4c8", 'opacity=".6"') + rect(20, 14, 60, 5, "#b8c7d6", 'opacity=".5"') + rect(120, 62, 60, 5, "#b8c7d6", 'opacity=".5"'));
  const glassFill = glass(s, "day");
  const trim = "#f5f3ee";
  const done = 330;
  const body = [];
  body.push(sky(s, "morning", 700), glow(s, 200, 160, 420, "#fff5dc", 0.7));
  body.push(cloud(s, 1180, 170, 240, { seed: 3 }));
  body.push(treeLine(s, 650, 60, "#7b8f76", { seed: 2 }), lawn(s, 660, ["#98aa61", "#4b6a39"]));
  body.push(tree(s, 1460, 720, 150, { seed: 4, colors: foliage.lush }));

  const wall = (fill) => (w, h) =>
    rect(0, -240, w, h + 240, wrap) +
    rect(0, h - done, w, done, fill) +
    rect(0, h - done - 3, w, 4, "#1f3140", 'opacity=".4"') +
    rect(0, -240, 14, h + 240, trim) +
    rect(w - 14, -240, 14, h + 240, trim) +
    window(150, 60, 120, 150, { fill: glassFill, trim }) +
    window(550, 60, 120, 150, { fill: glassFill, trim }) +
    window(150, 290, 120, 150, { fill: glassFill, trim }) +
    window(550, 290, 120, 150, { fill: glassFill, trim });
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 820, d: 300, h: 560 },
      roof: { ridge: "y", rise: 250, overhang: 30, fill: shingles(s, shingleColors.charcoal, { seed: 3 }) },
      walls: {
        fill: wrap,
        trim,
        frontFeatures: wall(fiberCement),
        sideFeatures: (d, h) => rect(0, h - done, d, done, fiberCementShade) + rect(d - 12, 0, 12, h, trim),
      },
    }),
  );
  // A board being set on the top course, and the installer on his ladder.
  const [bx, by] = v.project([300, 0, done + 20]);
  body.push(rect(bx - 10, by - 6, 330, 18, "#3e5a6b", 'rx="2"'), rect(bx - 10, by - 6, 330, 4, "#6b8798"));
  body.push(ladder(bx + 120, 930, bx + 180, by + 40));
  body.push(roofer(s, bx + 168, by + 150, { pose: "reach", scale: 1.15, vest: "#f0742b" }));

  // Sawhorses with the next boards.
  const horse = (x) => group(rect(x, 880, 8, 60, "#a8875e", `transform="rotate(12 ${x} 880)"`) + rect(x + 20, 880, 8, 60, "#a8875e", `transform="rotate(-12 ${x + 20} 880)"`));
  body.push(horse(1150), horse(1400));
  for (let i = 0; i < 5; i++) body.push(rect(1110, 858 - i * 9, 360, 10, i % 2 ? "#3e5a6b" : "#45606f", 'rx="1"'));
  body.push(rect(1110, 867, 360, 3, "#000", 'opacity=".2"'));
  body.push(shrub(s, 200, 960, 120, { seed: 6, colors: foliage.lush }));
  body.push(finish(s, { strength: 0.7 }));
  return s.render(body.join(""));
}
