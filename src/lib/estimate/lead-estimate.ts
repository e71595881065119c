import { formatDollars } from "../format-dollars.ts";
import { estimateRoof } from "./estimate.ts";
import { estimateSearch, readEstimateQuery } from "./estimate-query.ts";
import type { PriceBook } from "../../config/price-book-types.ts";

/** One option's price range as the visitor saw it. */
export interface EstimateRange {
  id: string;
  name: string;
  low: number;
  high: number;
}

/**
 * The instant estimate a lead came with, as the server worked it out again from the
 * visitor's inputs and the price book version they saw: never a price the browser posted.
 */
export interface LeadEstimate {
  /** The inputs as the /estimate query string, e.g. "footprint=1800&pitch=medium&…" */
  inputs: string;
  squares: number;
  /** The option the visitor asked to have quoted; null when they left it open */
  option: EstimateRange | null;
  /** Every option's range on the page they saw */
  ranges: EstimateRange[];
  priceBookVersion: string;
}

/** What the quote form carries of an estimate: its inputs, the option and the book's version. */
export interface EstimateAttachmentFields {
  estimate?: string | undefined;
  estimateOption?: string | undefined;
  estimateBook?: string | undefined;
}

/**
 * The estimate a quote request carries, recomputed from its inputs with `book`, or null
 * when the inputs are not a complete, valid estimate. An option id the book does not have
 * counts as no choice.
 */
export function leadEstimateOf(
  fields: EstimateAttachmentFields,
  book: PriceBook,
): LeadEstimate | null {
  if (!fields.estimate) return null;
  const query = readEstimateQuery(new URLSearchParams(fields.estimate));
  if (query.state !== "valid") return null;
  const estimate = estimateRoof(query.inputs, book);
  const ranges = estimate.options.map(({ option, price }) => ({
    id: option.id,
    name: option.name,
    ...price,
  }));
  return {
    inputs: estimateSearch(query.values),
    squares: estimate.squares,
    option: ranges.find((range) => range.id === fields.estimateOption) ?? null,
    ranges,
    priceBookVersion: book.version,
  };
}

const rangeText = (range: EstimateRange) =>
  `${range.name} ${formatDollars(range.low)} – ${formatDollars(range.high)}`;

/** "footprint=1800&pitch=medium" → "footprint 1800, pitch medium" */
const inputsText = (inputs: string) =>
  [...new URLSearchParams(inputs)].map(([name, value]) => `${name} ${value}`).join(", ");

/**
 * The estimate in one paragraph for staff: the option chosen (or every range when none
 * was), the roof's size, the inputs and the price book.
 *
 * @example leadEstimateText(e) // "Chose Standing-seam metal $32,800 – $50,600. About 25.5 squares (footprint 1800, …). Price book default-2026-11."
 */
export function leadEstimateText(estimate: LeadEstimate): string {
  const chosen = estimate.option
    ? `Chose ${rangeText(estimate.option)}.`
    : `No option chosen; shown ${estimate.ranges.map(rangeText).join("; ")}.`;
  return (
    `${chosen} About ${estimate.squares} squares (${inputsText(estimate.inputs)}). ` +
    `Price book ${estimate.priceBookVersion}.`
  );
}
