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
const PRICE_STEP = 100;

/**
 * The three options' price ranges for a roof: its squares at each option's price, plus
 * tearing off each layer of old shingles. Rounding only ever widens the range, and every
 * step grows with the roof, the pitch, the shape and the layers, so none of them lowers a
 * price (estimate.property.test.ts).
 */
export function estimateRoof(inputs: RoofInputs, book: PriceBook): Estimate {
  const { squares, explanation } = roofSize(inputs, book);
  const tearOff = (end: "low" | "high") => book.tearOffPerLayer[end] * inputs.layers;
  const financing = financingTerms(book);
  const options = book.options.map((option) => {
    const price = {
      low:
        Math.floor((squares * (option.perSquare.low + tearOff("low"))) / PRICE_STEP) * PRICE_STEP,
      high:
        Math.ceil((squares * (option.perSquare.high + tearOff("high"))) / PRICE_STEP) * PRICE_STEP,
    };
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
