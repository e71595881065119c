// Louisville from the Indiana bank at dusk: the downtown towers lit, the Big Four Bridge's
// trusses glowing across the Ohio, their lights doubled in the water.
import { river } from "../kit/land.mjs";
import { finish, glow, sky } from "../kit/sky.mjs";
import { foliage, tree } from "../kit/trees.mjs";
import { group, n, path, poly, random, rect, scene } from "../kit/svg.mjs";

/** A tower: its body, a lit window grid, and a crown shape. */
function tower(s, x, w, top, ground, { color = "#2a3450", crown, lit = 0.55, seed = 1 }) {
  const rnd = random(seed);
  const parts = [rect(x, top, w, ground - top, color)];
  const windows = [];
  for (let y = top + 16; y < ground - 10; y += 14) {
    for (let wx = x + 6; wx < x + w - 8; wx += 10) if (rnd() < lit) windows.push(rect(wx, y, 5, 6, rnd() < 0.8 ? "#ffd98c" : "#bfe3ff"));
  }
  parts.push(group(windows.join(""), 'opacity=".85"'));
  parts.push(rect(x + w * 0.7, top, w * 0.3, ground - top, "#000000", 'opacity=".18"'));
  if (crown) parts.push(crown);
  return group(parts.join(""));
}

export default function louisville() {
  const s = scene();
  const ground = 640;
  const body = [];
  body.push(sky(s, "dusk", 700), glow(s, 1240, 620, 560, "#ffc58a", 0.9));
  // Downtown: shorter blocks behind, then the tall towers.
  const far = random(9);
  for (let x = 380; x < 1300; x += 46) body.push(rect(x, ground - far.between(60, 160), 40, 200, "#3a4266"));
  body.push(tower(s, 560, 90, 260, ground, { seed: 2, crown: poly([[560, 260], [605, 200], [650, 260]], "#2a3450") + rect(603, 150, 4, 50, "#2a3450") }));
  body.push(tower(s, 690, 110, 230, ground, { seed: 3, color: "#3b2f4a", crown: path("M690 230h110v-22q-55-40-110 0z", "#3b2f4a") }));
  body.push(tower(s, 830, 80, 320, ground, { seed: 4, crown: rect(830, 300, 80, 20, "#2a3450") }));
  body.push(tower(s, 940, 70, 360, ground, { seed: 5, color: "#323a5c" }));
  body.push(tower(s, 470, 70, 380, ground, { seed: 6, color: "#323a5c" }));
  body.push(tower(s, 1040, 120, 420, ground, { seed: 7 }));
  body.push(rect(-10, ground - 10, s.width + 20, 30, "#24304a"));

  body.push(river(s, ground + 18, 1000, { water: ["#3b4c73", "#c98f7a"], glint: "#ffd9a8", seed: 4 }));
  // Reflections of the lit towers.
  body.push(group([600, 740, 870, 970, 1090].map((x) => rect(x, ground + 30, 22, 180, "#ffd98c", 'opacity=".13"')).join("")));

  // The Big Four Bridge: truss spans on piers, lit in violet, running from the left bank.
  const deckY = 700;
  const spans = [[-40, 300, 150], [300, 640, 170], [640, 1010, 190], [1010, 1330, 150]];
  for (const [x0, x1, height] of spans) {
    const top = deckY - height;
    const members = [];
    const panels = 8;
    for (let i = 0; i <= panels; i++) {
      const x = x0 + ((x1 - x0) * i) / panels;
      const archTop = top + (height * 0.35 * Math.abs(i - panels / 2)) / (panels / 2);
      members.push(`M${n(x)} ${n(deckY)}L${n(x)} ${n(archTop)}`);
      if (i < panels) {
        const next = x0 + ((x1 - x0) * (i + 1)) / panels;
        const nextTop = top + (height * 0.35 * Math.abs(i + 1 - panels / 2)) / (panels / 2);
        members.push(i < panels / 2 ? `M${n(x)} ${n(deckY)}L${n(next)} ${n(nextTop)}` : `M${n(x)} ${n(archTop)}L${n(next)} ${n(deckY)}`);
        members.push(`M${n(x)} ${n(archTop)}L${n(next)} ${n(nextTop)}`);
      }
    }
    body.push(path(members.join(""), "none", 'stroke="#b58cff" stroke-width="10" opacity=".25"'));
    body.push(path(members.join(""), "none", 'stroke="#1c2236" stroke-width="5"'));
    body.push(path(members.filter((_, i) => i % 3 === 2).join(""), "none", 'stroke="#d7b8ff" stroke-width="2" opacity=".9"'));
    body.push(rect(x1 - 16, deckY, 32, 1000 - deckY, "#1f2538"));
  }
  body.push(rect(-40, deckY - 6, 1370, 14, "#1c2236"), rect(-40, deckY - 6, 1370, 3, "#c7a6ff"));
  body.push(rect(-40, deckY + 20, 1370, 60, "#b58cff", 'opacity=".08"'));
  // The near bank: dark trees framing the view.
  body.push(tree(s, 1500, 1040, 200, { seed: 5, colors: foliage.dusk, shadow: false }), tree(s, 1360, 1080, 150, { seed: 8, colors: foliage.dusk, shadow: false }));
  body.push(finish(s, { from: "right", warm: "#ffb27a", cool: "#10162b", strength: 0.9 }));
  return s.render(body.join(""));
}
