// Equipment on a job: ladders, a dumpster, a drone, a pickup, a crane.
import { circle, ellipse, group, line, n, path, poly, rect } from "./svg.mjs";

/** An aluminium extension ladder from its feet (x1, y1) to its top (x2, y2). */
export function ladder(x1, y1, x2, y2, { width = 34, color = "#c3cbd1", rung = "#9aa5ad" } = {}) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI + 90;
  const parts = [rect(-width / 2, -length, 5, length, color), rect(width / 2 - 5, -length, 5, length, color)];
  for (let y = -14; y > -length; y -= 26) parts.push(rect(-width / 2 + 4, y, width - 8, 4, rung));
  parts.push(rect(-width / 2, -length, 2, length, "#ffffff", 'opacity=".5"'));
  return group(parts.join(""), `transform="translate(${n(x1)} ${n(y1)}) rotate(${n(angle)})"`);
}

/** A roll-off dumpster seen from the front-left, its bottom centre at (x, y), full of debris. */
export function dumpster(s, x, y, { color = "#2c5d8a", w = 260, h = 96 } = {}) {
  const side = s.linear([["0", color], ["1", "#16324d"]]);
  const debris = [];
  for (let i = 0; i < 16; i++) {
    const dx = -w / 2 + 14 + ((i * 37) % (w - 40));
    const top = y - h - 4 - ((i * 13) % 14);
    debris.push(rect(x + dx, top, 28 + (i % 3) * 6, 14, i % 4 === 0 ? "#8b6f4e" : "#4a4f55", `transform="rotate(${(i * 23) % 40 - 20} ${n(x + dx)} ${n(top)})"`));
  }
  return group(
    ellipse(x + 20, y + 4, w * 0.62, 14, "#111a14", 'opacity=".3"') +
      group(debris.join("")) +
      path(`M${n(x - w / 2)} ${n(y - h)}L${n(x + w / 2)} ${n(y - h)}L${n(x + w / 2 - 12)} ${n(y)}L${n(x - w / 2 + 12)} ${n(y)}Z`, side) +
      poly([[x + w / 2, y - h], [x + w / 2 + 40, y - h - 18], [x + w / 2 + 30, y - 16], [x + w / 2 - 12, y]], "#173550") +
      rect(x - w / 2, y - h, w, 7, "#3f78aa") +
      [0.2, 0.4, 0.6, 0.8].map((t) => rect(x - w / 2 + t * w - 4, y - h + 8, 8, h - 12, "#000000", 'opacity=".12"')).join("") +
      rect(x - w / 2 + 8, y - 6, w - 16, 6, "#0f1e2c"),
  );
}

/** A quadcopter hovering at (x, y), rotors blurred. */
export function drone(x, y, { scale = 1 } = {}) {
  const arm = (dx) => line(0, 0, dx, -6, "#2b3440", 5, 'stroke-linecap="round"');
  const rotor = (dx) => ellipse(dx, -10, 30, 4.5, "#dfe6ec", 'opacity=".55"') + rect(dx - 1.5, -10, 3, 5, "#2b3440");
  return group(
    arm(-38) + arm(38) + rotor(-38) + rotor(38) +
      rect(-20, -8, 40, 16, "#eef1f4", 'rx="6"') +
      rect(-20, 2, 40, 6, "#b9c3cc", 'rx="3"') +
      circle(0, 12, 6.5, "#2b3440") +
      circle(1.5, 11, 2.5, "#5aa0d8") +
      circle(-14, -2, 2, "#f05a3a"),
    `transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"`,
  );
}

/** A work pickup in profile facing left, with a ladder rack; wheels' ground line at y. */
export function pickup(s, x, y, { color = "#f3f3f1", accent = "#c2410c", scale = 1 } = {}) {
  const body = s.linear([["0", "#ffffff"], [".5", color], ["1", "#b9bec3"]]);
  const wheel = (cx) => circle(cx, -26, 26, "#1d2126") + circle(cx, -26, 13, "#8f979e") + circle(cx, -26, 5, "#30363c");
  return group(
    ellipse(150, 2, 190, 10, "#111a14", 'opacity=".3"') +
      path("M0 -40L0 -78Q2 -92 22 -96L70 -100L104 -148Q110 -156 124 -156L196 -156L204 -100L330 -100L330 -40Z", body) +
      path("M78 -100L108 -142Q112 -148 120 -148L184 -148L190 -100Z", "#2e4257") +
      rect(196, -148, 6, 48, "#c9cdd1") +
      rect(0, -64, 330, 8, accent) +
      rect(204, -170, 8, 72, "#6b7682") + rect(316, -170, 8, 72, "#6b7682") + rect(190, -176, 150, 8, "#6b7682") +
      rect(170, -192, 190, 10, "#c3cbd1") + rect(170, -192, 190, 3, "#e8edf0") +
      wheel(70) + wheel(262) +
      rect(-4, -52, 14, 10, "#ffd98a", 'rx="3"'),
    `transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"`,
  );
}
