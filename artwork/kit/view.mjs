// An oblique view: the front of a building faces us square on, its depth runs up and to the
// right. Every face is drawn in its own flat coordinates and mapped into the picture by a
// matrix, so patterns (shingles, siding) foreshorten with the face they cover.
import { n } from "./svg.mjs";

const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
const length = (a) => Math.hypot(a[0], a[1], a[2]);
export const unit = (a) => scale(a, 1 / length(a));
export const distance = (a, b) => length(sub(a, b));
export { add, sub, scale };

/**
 * @param ox, oy  where the world origin (ground level, front plane) lands in the picture
 * @param kx, ky  how far one unit of depth moves right and up
 */
export function view({ ox = 0, oy = 0, kx = 0.6, ky = 0.34 } = {}) {
  const project = ([x, y, z]) => [ox + x + y * kx, oy - z - y * ky];
  return {
    project,
    /** Picture points for world points, as an SVG points list */
    points(list) {
      return list.map((p) => project(p).map(n).join(",")).join(" ");
    },
    /**
     * The transform that draws a face: local x runs along `u` from `origin`, local y along
     * `v` (both world directions, normalised here), one local unit per world unit.
     */
    plane(origin, u, v) {
      const [e, f] = project(origin);
      const [ax, ay] = project(add(origin, unit(u)));
      const [cx, cy] = project(add(origin, unit(v)));
      return `matrix(${[ax - e, ay - f, cx - e, cy - f, e, f].map((value) => (Math.round(value * 10000) / 10000).toString()).join(" ")})`;
    },
  };
}
