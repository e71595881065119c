// A house in the oblique view: a box of walls under a gable roof, its front square to us, its
// right side in shade. Walls and roof slopes are faces with their own patterns; windows and
// doors are drawn by the caller in each wall's flat coordinates.
import { eaveShadow } from "./facade.mjs";
import { group, n, path, rect } from "./svg.mjs";
import { distance } from "./view.mjs";

/**
 * @param v      the view (kit/view.mjs)
 * @param at     [x, y] of the front-left corner on the ground
 * @param size   { w, d, h }: width, depth and wall height
 * @param roof   { ridge: "x" (side gable) | "y" (front gable), rise, overhang, fill, ridgeCap,
 *                 deck?: markup drawn over the slope (tear-off, tarp) in its coordinates }
 * @param walls  { fill, side?: fill for the shaded side, trim, front?(w,h), side?(d,h) }
 * @param gutter { color } to hang a gutter and downspout on the front eave
 */
export function house(s, v, { at, size, roof, walls, gutter, chimney }) {
  const [x0, y0] = at;
  const { w, d, h } = size;
  const { ridge = "x", rise, overhang = 18, fill: roofFill, ridgeCap = "#2c3138" } = roof;
  const trim = walls.trim ?? "#f3eee5";
  const parts = [];
  const slope = ridge === "x" ? rise / (d / 2) : rise / (w / 2);
  const eaveDrop = overhang * slope;
  const eaveZ = h - eaveDrop;

  const frontMatrix = v.plane([x0, y0, h], [1, 0, 0], [0, 0, -1]);
  const sideMatrix = v.plane([x0 + w, y0, h], [0, 1, 0], [0, 0, -1]);

  // Contact shadow and the house's shadow cast to the right by a sun on the left.
  const ground = [v.project([x0 - 10, y0, 0]), v.project([x0 + w + 30, y0, 0]), v.project([x0 + w + 30, y0 + d, 0])];
  parts.push(
    path(`M${n(ground[0][0])} ${n(ground[0][1] + 6)}L${n(ground[1][0] + 90)} ${n(ground[1][1] + 14)}L${n(ground[2][0] + 160)} ${n(ground[2][1] + 10)}L${n(ground[2][0])} ${n(ground[2][1])}Z`, "#14211a", `opacity=".22" filter="${s.blur(8)}"`),
  );

  if (ridge === "y") {
    // The far slope, glimpsed above the front gable.
    const apex = [x0 + w / 2, y0 - overhang, h + rise];
    const farEave = [x0 - overhang, y0 - overhang, eaveZ];
    const matrix = v.plane(apex, [0, 1, 0], [farEave[0] - apex[0], 0, farEave[2] - apex[2]]);
    const lengthAlong = distance(apex, farEave);
    parts.push(group(rect(0, 0, d + overhang * 2, lengthAlong, roofFill) + rect(0, 0, d + overhang * 2, lengthAlong, "#0b1622", 'opacity=".35"'), `transform="${matrix}"`));
  }

  // Right side wall (and its gable when the ridge runs left to right), in shade.
  const sideShape =
    ridge === "x"
      ? `M0 ${n(h)}L0 0L${n(d / 2)} ${n(-rise)}L${n(d)} 0L${n(d)} ${n(h)}Z`
      : `M0 ${n(h)}L0 0L${n(d)} 0L${n(d)} ${n(h)}Z`;
  const sideFill = walls.side ?? walls.fill;
  parts.push(
    group(
      path(sideShape, sideFill) +
        group(walls.sideFeatures?.(d, h) ?? "", `clip-path="${s.clip(path(sideShape, "#000"))}"`) +
        path(sideShape, "#0b1622", 'opacity=".28"') +
        (ridge === "x" ? path(`M-4 2L${n(d / 2)} ${n(-rise - 6)}L${n(d + 4)} 2`, "none", `stroke="${trim}" stroke-width="9" stroke-linejoin="round"`) : ""),
      `transform="${sideMatrix}"`,
    ),
  );

  // Front wall, with the gable when the ridge runs back.
  const frontShape =
    ridge === "y"
      ? `M0 ${n(h)}L0 0L${n(w / 2)} ${n(-rise)}L${n(w)} 0L${n(w)} ${n(h)}Z`
      : `M0 ${n(h)}L0 0L${n(w)} 0L${n(w)} ${n(h)}Z`;
  parts.push(
    group(
      path(frontShape, walls.fill) +
        group(walls.frontFeatures?.(w, h) ?? "", `clip-path="${s.clip(path(frontShape, "#000"))}"`) +
        (ridge === "x" ? eaveShadow(s, 0, 0, w, 40) : "") +
        rect(0, h - 10, w, 10, "#000000", 'opacity=".18"'),
      `transform="${frontMatrix}"`,
    ),
  );

  // The visible roof slope.
  let slopeOrigin, across, down, width;
  if (ridge === "x") {
    slopeOrigin = [x0 - overhang, y0 + d / 2, h + rise];
    across = [1, 0, 0];
    down = [0, -(d / 2 + overhang), -(rise + eaveDrop)];
    width = w + overhang * 2;
  } else {
    slopeOrigin = [x0 + w / 2, y0 - overhang, h + rise];
    across = [0, 1, 0];
    down = [w / 2 + overhang, 0, -(rise + eaveDrop)];
    width = d + overhang * 2;
  }
  const slopeLength = Math.hypot(down[1] || down[0], down[2]);
  const roofMatrix = v.plane(slopeOrigin, across, down);
  const light = s.linear([["0", "#ffffff", 0.1], [".5", "#ffffff", 0], ["1", "#0b1622", 0.22]], [0, 0, 1, 0]);
  parts.push(
    group(
      rect(0, 0, width, slopeLength, roofFill) +
        (roof.deck?.(width, slopeLength) ?? "") +
        rect(0, 0, width, slopeLength, light) +
        rect(0, 0, width, 7, ridgeCap) +
        rect(0, slopeLength - 5, width, 5, "#e9e6e0", 'opacity=".9"'),
      `transform="${roofMatrix}"`,
    ),
  );

  if (ridge === "y") {
    // Rake boards on the front gable.
    const left = v.project([x0 - overhang, y0 - overhang, eaveZ]);
    const top = v.project([x0 + w / 2, y0 - overhang, h + rise]);
    const right = v.project([x0 + w + overhang, y0 - overhang, eaveZ]);
    parts.push(path(`M${n(left[0])} ${n(left[1])}L${n(top[0])} ${n(top[1])}L${n(right[0])} ${n(right[1])}`, "none", `stroke="${trim}" stroke-width="10" stroke-linejoin="round"`));
  }

  if (chimney && ridge === "x") {
    // The roof's height at a depth behind the front wall, where the chimney meets it.
    const roofZ = (worldY) => eaveZ + (worldY - y0 + overhang) * slope;
    parts.push(chimneyStack(v, { ...chimney, x: x0 + chimney.x, y: y0 + chimney.y, roofZ }));
  }

  if (gutter && ridge === "x") {
    const a = v.project([x0 - overhang, y0 - overhang, eaveZ]);
    const b = v.project([x0 + w + overhang, y0 - overhang, eaveZ]);
    const g = s.linear([["0", gutter.light ?? "#f4f1ec"], ["1", gutter.color ?? "#c9c4bb"]]);
    parts.push(rect(a[0], a[1] - 2, b[0] - a[0], 13, g, 'rx="3"'));
    const spoutX = b[0] - overhang - 16;
    const ground = v.project([x0 + w, y0, 0])[1];
    parts.push(rect(spoutX, a[1] + 8, 11, ground - a[1] - 12, g), rect(spoutX - 4, ground - 10, 22, 8, g, 'rx="2"'));
  }
  return group(parts.join(""));
}

/**
 * Where a point on a side-gable house's front slope lands in the picture: `across` from the
 * left end of the wall (world units), `up` from the eave (0) to the ridge (1). For placing
 * people, bundles and tools on the roof.
 */
export function onSlope(v, { at, size, roof }, across, up) {
  const { d, h } = size;
  const { rise, overhang = 18 } = roof;
  const slope = rise / (d / 2);
  const y = at[1] - overhang + up * (d / 2 + overhang);
  const z = h - overhang * slope + up * (rise + overhang * slope);
  return v.project([at[0] + across, y, z]);
}

/** A chimney rising through the front slope, its foot cut along the roof line. */
function chimneyStack(v, { x, y, w = 44, top, fill, cap = "#5d646d", roofZ }) {
  const d = w * 0.8;
  const front = v.plane([x, y, top], [1, 0, 0], [0, 0, -1]);
  const side = v.plane([x + w, y, top], [0, 1, 0], [0, 0, -1]);
  const footFront = top - roofZ(y);
  const footBack = top - roofZ(y + d);
  const capTop = v.points([[x - 5, y - 5, top + 12], [x + w + 5, y - 5, top + 12], [x + w + 5, y + d + 5, top + 12], [x - 5, y + d + 5, top + 12]]);
  const flashing = `M0 ${n(footFront - 3)}L${n(d)} ${n(footBack - 3)}`;
  return group(
    `<g transform="${side}">${path(`M0 0L${n(d)} 0L${n(d)} ${n(footBack)}L0 ${n(footFront)}Z`, fill)}${path(`M0 0L${n(d)} 0L${n(d)} ${n(footBack)}L0 ${n(footFront)}Z`, "#0b1622", 'opacity=".32"')}${path(flashing, "none", 'stroke="#9aa3ab" stroke-width="5"')}</g>` +
      `<g transform="${front}">${rect(0, 0, w, footFront, fill)}${rect(-5, -12, w + 10, 12, cap)}${rect(-2, footFront - 6, w + 4, 6, "#9aa3ab")}</g>` +
      `<polygon points="${capTop}" fill="${cap}"/>`,
  );
}
