import type { Ref } from "react";
import type { Estimate } from "../../../lib/estimate/estimate";
import { squaresOfRoof } from "../../../lib/estimate/roof-size";
import { formatDollars } from "../../../lib/format-dollars";
import { BOOK_PATH, ESTIMATE_QUOTE_PATH } from "../../../lib/public-routes";
import { LinkButton } from "../../ui/Button";
import { OptionCard } from "./OptionCard";

export interface EstimateCopy {
  changes: { heading: string; body: string[] };
  next: { heading: string; intro: string };
  outsideArea: string;
}

interface EstimateResultProps {
  estimate: Estimate;
  layers: number;
  /** Whether the ZIP given is outside the service area (undefined: none given) */
  outsideArea: boolean;
  /** The inputs as a query string, carried to the quote form */
  search: string;
  copy: EstimateCopy;
  /** Focused when a press of the button brings the result */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/**
 * "Get my exact quote": the quote form with this estimate attached, the option chosen when
 * one is, and the price book's version, so the office sees the figures the visitor saw.
 */
export const estimateQuoteHref = (search: string, version: string, option?: string) =>
  `${ESTIMATE_QUOTE_PATH}?${new URLSearchParams([
    ...new URLSearchParams(search),
    ...(option ? [["option", option]] : []),
    ["book", version],
  ])}#quote-form`;

/** The estimate: the roof's size and how it was found, three options, and what comes next. */
export function EstimateResult({
  estimate,
  layers,
  outsideArea,
  search,
  copy,
  headingRef,
}: EstimateResultProps) {
  return (
    <div className="grid gap-8">
      <div>
        <h2
          ref={headingRef}
          id="estimate-result-heading"
          tabIndex={-1}
          className="text-3xl font-extrabold"
        >
          {squaresOfRoof(estimate.squares)}
        </h2>
        <p className="text-muted mt-3 max-w-3xl text-lg">{estimate.explanation}</p>
        {outsideArea && (
          <p className="text-brand-900 border-accent-600 mt-4 max-w-3xl border-l-4 pl-4 font-semibold">
            {copy.outsideArea}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {estimate.options.map((option) => (
          <OptionCard
            key={option.option.id}
            estimate={option}
            layers={layers}
            financing={estimate.financing}
            quoteHref={estimateQuoteHref(search, estimate.priceBookVersion, option.option.id)}
          />
        ))}
      </div>
      {estimate.addOns.map((addOn) => (
        <p key={addOn.id} className="text-muted">
          Priced separately: {addOn.name}, about {formatDollars(addOn.perUnit.low)} –{" "}
          {formatDollars(addOn.perUnit.high)} a {addOn.unit}.
        </p>
      ))}
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-brand-900 text-2xl font-extrabold">{copy.changes.heading}</h3>
          {copy.changes.body.map((paragraph) => (
            <p key={paragraph} className="text-muted mt-3">
              {paragraph}
            </p>
          ))}
        </div>
        <div>
          <h3 className="text-brand-900 text-2xl font-extrabold">{copy.next.heading}</h3>
          <p className="text-muted mt-3">{copy.next.intro}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <LinkButton href={estimateQuoteHref(search, estimate.priceBookVersion)}>
              Get my exact quote
            </LinkButton>
            <LinkButton href={BOOK_PATH} variant="outline">
              Book an inspection
            </LinkButton>
          </div>
        </div>
      </div>
    </div>
  );
}
