import { pitchFactors } from "../../../lib/estimate/roof-size";
import type { Pitch, Shape } from "../../../lib/estimate/roof-inputs";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.5,
  strokeLinejoin: "round",
} as const;

/**
 * A house seen from the gable end, its roof drawn at the pitch the estimate uses for the
 * class (rise over a 40-unit half-span, so 12-in-12 rises 40). Decorative: the radio's
 * label says the steepness in words.
 */
export function PitchPicture({ pitch }: { pitch: Pitch }) {
  const rise = (40 * pitchFactors[pitch].rise) / 12;
  const eave = 50;
  return (
    <svg viewBox="0 0 96 80" width="96" height="80" aria-hidden="true" focusable="false">
      <rect x="16" y={eave} width="64" height="26" {...stroke} />
      <polygon
        points={`6,${eave} 48,${eave - rise} 90,${eave}`}
        {...stroke}
        fill="currentColor"
        fillOpacity="0.15"
      />
      <rect x="42" y="60" width="12" height="16" {...stroke} />
    </svg>
  );
}

/** Each shape as a roof plan seen from above: ridges, hips and valleys as lines. */
const plans: Record<Shape, string[]> = {
  // A gable: one rectangle, one ridge down the middle.
  simple: ["M10 20 H86 V60 H10 Z", "M10 40 H86"],
  // A hip roof: the ridge stops short and four hips run to the corners.
  moderate: ["M10 20 H86 V60 H10 Z", "M30 40 H66", "M10 20 L30 40 L10 60", "M86 20 L66 40 L86 60"],
  // An L-shaped roof with a wing, valleys where the wing meets it, and a dormer.
  complex: [
    "M8 14 H60 V40 H88 V72 H8 Z",
    "M8 27 H47 L60 40 M34 27 V72",
    "M47 27 L34 40 M74 40 V72",
    "M18 48 H28 V62 H18 Z",
  ],
};

export function ShapePicture({ shape }: { shape: Shape }) {
  return (
    <svg viewBox="0 0 96 80" width="96" height="80" aria-hidden="true" focusable="false">
      {plans[shape].map((path) => (
        <path key={path} d={path} {...stroke} />
      ))}
    </svg>
  );
}
