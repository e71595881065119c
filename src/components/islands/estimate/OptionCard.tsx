import type { OptionEstimate } from "../../../lib/estimate/estimate";
import { formatDollars as dollars } from "../../../lib/format-dollars";

interface OptionCardProps {
  estimate: OptionEstimate;
  layers: number;
  financing: { termMonths: number; apr: number };
  /** The quote form with this option chosen */
  quoteHref: string;
}

/** One roofing option's price range, life, example payment and what the price covers. */
export function OptionCard({ estimate, layers, financing, quoteHref }: OptionCardProps) {
  const { option, price, monthly } = estimate;
  const tearOff = `Tear-off of ${layers === 1 ? "one layer" : "two layers"} of old shingles, hauled away`;
  return (
    <article className="rounded-card border-line shadow-card flex flex-col gap-4 border bg-white p-6">
      <h3 className="text-brand-900 text-xl font-extrabold">{option.name}</h3>
      <p className="text-muted">{option.description}</p>
      <p className="text-brand-900 text-3xl font-extrabold" data-price={option.id}>
        {dollars(price.low)} – {dollars(price.high)}
      </p>
      <p className="font-semibold">Expected life: {option.life}</p>
      <p className="bg-surface rounded-lg p-3 text-sm">
        Example payment: about {dollars(monthly.low)} – {dollars(monthly.high)} a month over{" "}
        {financing.termMonths} months at {financing.apr}% APR. An example only, subject to the
        lender&apos;s approval of your application.
      </p>
      <div>
        <h4 className="text-brand-900 font-semibold">Included</h4>
        <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
          {[tearOff, ...option.includes].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {/* Three links of one wording: the label says which option, and keeps the words seen. */}
      <a
        href={quoteHref}
        aria-label={`Get an exact quote for this option: ${option.name}`}
        className="text-brand-700 mt-auto font-semibold underline"
      >
        Get an exact quote for this option
      </a>
    </article>
  );
}
