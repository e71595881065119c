// An isometric view from above, for flat roofs: a building is a box whose top (the roof) and
// two near walls show. As in the oblique view, every face is drawn in its own flat
// coordinates and mapped by a matrix, so seams and patterns lie flat on the roof.
import { group, n, path, poly } from "./svg.mjs";

export function iso({ ox = 800, oy = 300, scale = 1 } = {}) {
  const cos = Math.cos(Math.PI / 6) * scale;
  const sin = Math.sin(Math.PI / 6) * scale;
  const project = ([x, y, z]) => [ox + (x - y) * cos, oy + (x + y) * sin - z * scale];
  const matrix = (origin, u, v) => {
    const [e, f] = project(origin);
    const [ax, ay] = project([origin[0] + u[0], origin[1] + u[1], origin[2] + u[2]]);
    const [cx, cy] = project([origin[0] + v[0], origin[1] + v[1], origin[2] + v[2]]);
    return `matrix(${[ax - e, ay - f, cx - e, cy - f, e, f].map((value) => Math.round(value * 10000) / 10000).join(" ")})`;
  };
  return {
    project,
    /** The roof plane at height z: local x along world x, local y along world y */
    top: (z, [x, y] = [0, 0]) => matrix([x, y, z], [1, 0, 0], [0, 1, 0]),
    /** The wall facing down-left (y = y0): local x along world x, local y downward */
    left: (y0, z, x = 0) => matrix([x, y0, z], [1, 0, 0], [0, 0, -1]),
    /** The wall facing down-right (x = x0): local x along world y, local y downward */
    right: (x0, z, y = 0) => matrix([x0, y, z], [0, 1, 0], [0, 0, -1]),
    polygon(points, fill, extra = "") {
      return poly(points.map(project), fill, extra);
    },
  };
}

/**
 * A box from (x, y, 0) of size w (along x) by d (along y) by h, lit from the left: its left
 * wall brighter than its right. `roof` and the walls may be patterns; `decorate` draws on
 * each face in its flat coordinates.
 */
export function box(view, { x = 0, y = 0, z = 0, w, d, h, roof, left, right, onRoof = "", onLeft = "", onRight = "", parapet = 0, parapetColor }) {
  const parts = [];
  parts.push(group(path(`M0 0H${n(w)}V${n(h)}H0Z`, left) + onLeft, `transform="${view.left(y + d, z + h, x)}"`));
  parts.push(group(path(`M0 0H${n(d)}V${n(h)}H0Z`, right) + onRight, `transform="${view.right(x + w, z + h, y)}"`));
  parts.push(group(path(`M0 0H${n(w)}V${n(d)}H0Z`, roof) + onRoof, `transform="${view.top(z + h, [x, y])}"`));
  if (parapet > 0) {
    const wall = parapetColor ?? "#d9dde0";
    const t = 8;
    const top = z + h;
    // The parapet's inner faces on the far sides, then its cap all round.
    parts.push(view.polygon([[x, y, top], [x + w, y, top], [x + w, y, top + parapet], [x, y, top + parapet]], "#aeb5bb"));
    parts.push(view.polygon([[x, y, top], [x, y + d, top], [x, y + d, top + parapet], [x, y, top + parapet]], "#c3c9ce"));
    parts.push(view.polygon([[x, y + d, top], [x + w, y + d, top], [x + w, y + d, top + parapet], [x, y + d, top + parapet]], wall));
    parts.push(view.polygon([[x + w, y, top], [x + w, y + d, top], [x + w, y + d, top + parapet], [x + w, y, top + parapet]], "#b3babf"));
    const cap = (points) => view.polygon(points, "#eef1f3");
    parts.push(cap([[x, y, top + parapet], [x + w, y, top + parapet], [x + w, y + t, top + parapet], [x, y + t, top + parapet]]));
    parts.push(cap([[x, y, top + parapet], [x + t, y, top + parapet], [x + t, y + d, top + parapet], [x, y + d, top + parapet]]));
    parts.push(cap([[x, y + d - t, top + parapet], [x + w, y + d - t, top + parapet], [x + w, y + d, top + parapet], [x, y + d, top + parapet]]));
    parts.push(cap([[x + w - t, y, top + parapet], [x + w, y, top + parapet], [x + w, y + d, top + parapet], [x + w - t, y + d, top + parapet]]));
  }
  return group(parts.join(""));
}

/** A packaged rooftop unit: a box with a fan grille on top, sitting at (x, y) on a roof at z. */
export function rooftopUnit(view, x, y, z, { w = 90, d = 60, h = 40 } = {}) {
  const fan = (cx) =>
    `<ellipse cx="${n(cx)}" cy="${n(d / 2)}" rx="${n(d * 0.32)}" ry="${n(d * 0.32)}" fill="#2f363c"/><ellipse cx="${n(cx)}" cy="${n(d / 2)}" rx="${n(d * 0.12)}" ry="${n(d * 0.12)}" fill="#8c959c"/>`;
  const grille = Array.from({ length: 6 }, (_, i) => `<rect x="${n(8 + i * ((w - 16) / 6))}" y="6" width="3" height="${n(h - 12)}" fill="#9aa3aa"/>`).join("");
  return (
    view.polygon([[x - 6, y - 6, z], [x + w + 14, y - 6, z], [x + w + 14, y + d + 14, z], [x - 6, y + d + 14, z]], "#1d2730", 'opacity=".18"') +
    box(view, { x, y, z, w, d, h, roof: "#d7dcdf", left: "#c4cacf", right: "#99a2a9", onRoof: fan(d * 0.5) + fan(w - d * 0.5), onLeft: grille })
  );
}
