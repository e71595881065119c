import { examplePayment, financingTerms } from "./finance-example.ts";
import type { FinancingTerms, PriceBook, RoofOption } from "../../config/price-book-types.ts";
import type { Range } from "./range.ts";
import type { RoofInputs } from "./roof-inputs.ts";
import { roofSize } from "./roof-size.ts";

export interface OptionEstimate {
  option: RoofOption;
  price: Range;
  /** An example monthly payment at each end of the range, from the book's financing terms */
  monthly: Range;
  /** The office marked it as the option most homeowners here choose */
  mostChosen: boolean;
}

export interface Estimate {
  squares: number;
  explanation: string;
  options: OptionEstimate[];
  financing: Required<FinancingTerms>;
  addOns: PriceBook["addOns"];
  priceBookVersion: string;
}

/** Quotes are given in whole hundreds: the low end rounded down, the high end up. */
export const PRICE_STEP = 100;

/** What one option costs on one roof, before rounding to the quote's step. */
export interface OptionPriceInputs {
  /** Roofing squares (100 sq ft of roof), estimated or measured */
  squares: number;
  /** The option's installed price per square */
  perSquare: number;
  /** Tearing off and hauling away one layer of old shingles, per square */
  tearOffPerLayer: number;
  /** Layers of old shingles to tear off */
  layers: number;
}

/**
 * One option's price on a roof: its squares at the option's price plus tearing off each
 * layer, rounded to whole hundreds, down for the low end of a range and up for the high
 * end or a single quoted figure. The estimate's ranges and a proposal's measured squares
 * are priced by this one rule.
 *
 * @example optionPrice({ squares: 25.5, perSquare: 650, tearOffPerLayer: 150, layers: 1 }, "up")
 * // 20_400 (25.5 × $800)
 */
export function optionPrice(inputs: OptionPriceInputs, round: "down" | "up"): number {
  const { squares, perSquare, tearOffPerLayer, layers } = inputs;
  // To the cent first: 10.8 squares at $750 is 8100.000000000001 in floating point, which
  // rounding up to the next $100 would turn into $8,200.
  const dollars = Math.round(squares * (perSquare + tearOffPerLayer * layers) * 100) / 100;
  const steps = dollars / PRICE_STEP;
  return (round === "down" ? Math.floor(steps) : Math.ceil(steps)) * PRICE_STEP;
}

/**
 * The three options' price ranges for a roof: its squares at each option's price, plus
 * tearing off each layer of old shingles. Rounding only ever widens the range, and every
 * step grows with the roof, the pitch, the shape and the layers, so none of them lowers a
 * price (estimate.property.test.ts).
 */
export function estimateRoof(inputs: RoofInputs, book: PriceBook): Estimate {
  const { squares, explanation } = roofSize(inputs, book);
  const end = (option: RoofOption, side: "low" | "high") =>
    optionPrice(
      {
        squares,
        perSquare: option.perSquare[side],
        tearOffPerLayer: book.tearOffPerLayer[side],
        layers: inputs.layers,
      },
      side === "low" ? "down" : "up",
    );
  const financing = financingTerms(book);
  const options = book.options.map((option) => {
    const price = { low: end(option, "low"), high: end(option, "high") };
    const monthly = {
      low: examplePayment(price.low, financing),
      high: examplePayment(price.high, financing),
    };
    return { option, price, monthly, mostChosen: book.mostChosen === option.id };
  });
  return {
    squares,
    explanation,
    options,
    financing,
    addOns: book.addOns,
    priceBookVersion: book.version,
  };
}
