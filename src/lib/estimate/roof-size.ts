import type { PriceBook } from "../../config/price-book-types.ts";
import type { Pitch, RoofInputs } from "./roof-inputs.ts";

/**
 * How much longer a roof's slope is than the ground it covers: √(rise² + 12²) / 12, the
 * standard pitch multiplier of roofing tables. Each class uses one pitch:
 * - low (up to 4/12) uses 4/12, 1.054: shingles need at least 2/12, and most low shingled
 *   roofs here are 3/12-4/12, so the top of the class does not under-size them;
 * - medium (5/12-7/12) uses 6/12, 1.118, the middle of the class and the commonest pitch;
 * - steep (8/12-10/12) uses 9/12, 1.25, the middle of the class;
 * - very steep (11/12 and up) uses 12/12, 1.414: 45°, the usual pitch of tall roofs, since
 *   steeper ones are rare outside turrets.
 */
export const pitchFactors: Record<Pitch, { rise: number; factor: number }> = {
  low: { rise: 4, factor: 1.054 },
  medium: { rise: 6, factor: 1.118 },
  steep: { rise: 9, factor: 1.25 },
  "very-steep": { rise: 12, factor: 1.414 },
};

/** Square feet in one roofing square, the unit roofers price and order in. */
export const SQUARE_FEET = 100;

export interface RoofSize {
  /** Roofing squares to price, rounded up to a tenth */
  squares: number;
  /** How the squares were worked out, for the homeowner */
  explanation: string;
}

/**
 * The roof's size in words, "square" for exactly one.
 *
 * @example squaresOfRoof(25.5) // "About 25.5 squares of roof"
 */
export const squaresOfRoof = (squares: number) =>
  `About ${squares.toLocaleString("en-US")} ${squares === 1 ? "square" : "squares"} of roof`;

const feet = (value: number) => `${Math.round(value).toLocaleString("en-US")} sq ft`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The roof's size: the footprint plus the overhang, times the pitch's slope factor, plus
 * the waste its shape makes.
 *
 * @example roofSize({ footprint: 1800, pitch: "medium", shape: "moderate", ... }, book).squares → 25.5
 */
export function roofSize(inputs: RoofInputs, book: PriceBook): RoofSize {
  const covered = inputs.footprint * (1 + book.overhang);
  const { rise, factor } = pitchFactors[inputs.pitch];
  const sloped = covered * factor;
  const waste = book.waste[inputs.shape];
  // Rounded up to a tenth, so rounding never shrinks the roof (the epsilon keeps a float
  // such as 25.000000001 from becoming 25.1).
  const squares = Math.ceil((sloped * (1 + waste) * 10) / SQUARE_FEET - 1e-9) / 10;
  const ground = inputs.from
    ? `Your ${feet(inputs.from.living)} of living space over ${inputs.from.stories} ${
        inputs.from.stories === 1 ? "story" : "stories"
      } means a ground floor of about ${feet(inputs.footprint)}.`
    : `Your house covers ${feet(inputs.footprint)} of ground.`;
  const explanation =
    `${ground} The eaves overhang the walls by about ${percent(book.overhang)} more ` +
    `(${feet(covered)}). A ${rise}-in-12 slope makes the roof ${factor} times that ` +
    `(${feet(sloped)}), and a ${inputs.shape} shape adds about ${percent(waste)} for ` +
    `shingles cut away at edges, hips and valleys: ${squares.toLocaleString("en-US")} ` +
    `${squares === 1 ? "square" : "squares"} of 100 sq ft.`;
  return { squares, explanation };
}
