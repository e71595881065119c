// From the Floyds Knobs at sunset: the wooded slope falling to New Albany's roofs, the
// Ohio beyond with the Sherman Minton's twin arches, Louisville faint on the far bank.
import { ridge, river, treeLine } from "../kit/land.mjs";
import { finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { n, path, poly, random, rect, scene } from "../kit/svg.mjs";

export default function floydCounty() {
  const s = scene();
  const rnd = random(21);
  const body = [];
  body.push(sky(s, "dusk", 640), glow(s, 300, 460, 600, "#ffd39a", 1));
  // Louisville, faint across the river.
  for (let x = 980; x < 1420; x += 34) body.push(rect(x, 470 - rnd.between(20, 120), 28, 200, "#8f7f9c", 'opacity=".55"'));
  body.push(river(s, 500, 600, { water: ["#9c89a8", "#e4a886"], glint: "#ffe2b8", seed: 3 }));
  // The bridge: two tied arches on a long deck.
  const deck = 520;
  // A tied arch: a parabola over the deck with hangers every tenth of the span.
  const arch = (x0, x1) => {
    const hangers = Array.from({ length: 9 }, (_, i) => {
      const t = (i + 1) / 10;
      const x = x0 + (x1 - x0) * t;
      return `M${n(x)} ${n(deck)}L${n(x)} ${n(deck - 240 * t * (1 - t))}`;
    });
    return (
      path(`M${n(x0)} ${n(deck)}Q${n((x0 + x1) / 2)} ${n(deck - 120)} ${n(x1)} ${n(deck)}`, "none", 'stroke="#4b3f5c" stroke-width="6"') +
      path(hangers.join(""), "none", 'stroke="#4b3f5c" stroke-width="2"')
    );
  };
  body.push(rect(200, deck - 3, 900, 8, "#4b3f5c"), arch(360, 620), arch(640, 900));
  // New Albany: roofs and a steeple on the flat by the river.
  body.push(rect(-10, 600, s.width + 20, 120, s.linear([["0", "#7c6f6a"], ["1", "#5f5a55"]])));
  for (let i = 0; i < 70; i++) {
    const x = rnd.between(0, 1500);
    const y = rnd.between(608, 700);
    const w = rnd.between(18, 34);
    const roof = rnd.pick(["#6a4a44", "#4f4d56", "#7d6253", "#3f4550"]);
    body.push(rect(x, y, w, 12, rnd.pick(["#d9c7b0", "#c8b49c", "#e6d8c4", "#b9a48c"])), poly([[x - 2, y], [x + w / 2, y - 9], [x + w + 2, y]], roof));
  }
  body.push(rect(760, 560, 14, 60, "#cbb8a0"), poly([[756, 560], [767, 510], [778, 560]], "#5a4a50"));
  // The knob we stand on: dark wooded slopes framing the view.
  body.push(ridge(s, 740, 60, s.linear([["0", "#4c5a3f"], ["1", "#2e3a28"]]), { seed: 5, points: 6 }));
  body.push(treeLine(s, 770, 40, "#3b4a33", { seed: 9, size: 36 }), treeLine(s, 830, 50, "#303e2b", { seed: 10, size: 44 }), treeLine(s, 910, 50, "#26321f", { seed: 11, size: 52 }));
  body.push(path("M-50 620C120 600 260 660 380 760C440 820 520 900 560 1000H-50Z", "#2d3a27"));
  body.push(path("M1650 560C1500 580 1380 660 1300 780C1260 840 1240 920 1230 1000H1650Z", "#27331f"));
  body.push(tree(s, 120, 760, 150, { seed: 2, colors: foliage.dusk, shadow: false }), tree(s, 1480, 740, 170, { seed: 6, colors: foliage.dusk, shadow: false }));
  body.push(tree(s, 300, 900, 110, { seed: 8, colors: foliage.dusk, shadow: false }));
  body.push(finish(s, { strength: 1, cool: "#1b1a33" }));
  return s.render(body.join(""));
}
