import { monthlyPayment } from "./monthly-payment.ts";
import type { PriceBook, RoofOption } from "../../config/price-book-types.ts";
import type { RoofInputs } from "./roof-inputs.ts";
import { roofSize } from "./roof-size.ts";

export interface Range {
  low: number;
  high: number;
}

export interface OptionEstimate {
  option: RoofOption;
  price: Range;
  /** An example monthly payment at each end of the range, from the book's financing terms */
  monthly: Range;
}

export interface Estimate {
  squares: number;
  explanation: string;
  options: OptionEstimate[];
  financing: PriceBook["financing"];
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
  const { termMonths, apr } = book.financing;
  const options = book.options.map((option) => {
    const price = {
      low:
        Math.floor((squares * (option.perSquare.low + tearOff("low"))) / PRICE_STEP) * PRICE_STEP,
      high:
        Math.ceil((squares * (option.perSquare.high + tearOff("high"))) / PRICE_STEP) * PRICE_STEP,
    };
    const monthly = {
      low: Math.round(monthlyPayment(price.low, termMonths, apr)),
      high: Math.round(monthlyPayment(price.high, termMonths, apr)),
    };
    return { option, price, monthly };
  });
  return {
    squares,
    explanation,
    options,
    financing: book.financing,
    addOns: book.addOns,
    priceBookVersion: book.version,
  };
}
