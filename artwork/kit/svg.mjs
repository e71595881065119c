// The drawing primitives every scene shares: a document with its <defs>, gradients,
// a seeded random source (a scene draws the same picture on every run) and path helpers.

/** Numbers in SVG text, rounded so the files stay small and diffs stay readable. */
export const n = (value) => String(Math.round(value * 10) / 10);
export const pts = (points) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** A deterministic random source (mulberry32): the same seed, the same trees. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.between = (low, high) => low + (high - low) * next();
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

/**
 * One picture: collects definitions (gradients, patterns, filters) under unique ids while
 * the scene draws, then wraps everything in an <svg>.
 */
export function scene(width = 1600, height = 1000) {
  const defs = [];
  let counter = 0;
  const id = (prefix) => `${prefix}${++counter}`;
  const stopsOf = (stops) =>
    stops
      .map(([offset, color, opacity = 1]) =>
        opacity === 1
          ? `<stop offset="${offset}" stop-color="${color}"/>`
          : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join("");
  return {
    width,
    height,
    id,
    def(markup) {
      defs.push(markup);
    },
    /** A linear gradient from (x1,y1) to (x2,y2) in the box of what it fills; returns url(#…) */
    linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
      const key = id("lg");
      const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
      defs.push(
        `<linearGradient id="${key}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsOf(stops)}</linearGradient>`,
      );
      return `url(#${key})`;
    },
    /** A radial gradient centred at (cx,cy) in user space; returns url(#…) */
    radial(stops, cx, cy, r) {
      const key = id("rg");
      defs.push(
        `<radialGradient id="${key}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse">${stopsOf(stops)}</radialGradient>`,
      );
      return `url(#${key})`;
    },
    /** A Gaussian blur filter; returns url(#…) */
    blur(deviation) {
      const key = id("bl");
      defs.push(
        `<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
      );
      return `url(#${key})`;
    },
    /** A tile pattern in user space; `body` draws one tile. Returns url(#…) */
    pattern(w, h, body, transform = "") {
      const key = id("pt");
      const extra = transform ? ` patternTransform="${transform}"` : "";
      defs.push(
        `<pattern id="${key}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`,
      );
      return `url(#${key})`;
    },
    /** A clip path from markup; returns url(#…) */
    clip(markup) {
      const key = id("cp");
      defs.push(`<clipPath id="${key}">${markup}</clipPath>`);
      return `url(#${key})`;
    },
    render(body) {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${body}</svg>`;
    },
  };
}

/** A closed smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points, closed = false) {
  const p = closed ? [points.at(-1), ...points, points[0], points[1]] : [points[0], ...points, points.at(-1)];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [p0, p1, p2, p3] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export const rect = (x, y, w, h, fill, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const poly = (points, fill, extra = "") =>
  `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const line = (x1, y1, x2, y2, stroke, width = 2, extra = "") =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${width}" fill="none"${extra ? ` ${extra}` : ""}/>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const group = (body, attributes = "") => `<g${attributes ? ` ${attributes}` : ""}>${body}</g>`;
