import type { Estimate, OptionEstimate } from "../../../lib/estimate/estimate";
import { formatDollars as dollars } from "../../../lib/format-dollars";
import { FinanceExample } from "../../sections/FinanceExample";
import { LinkButton } from "../../ui/Button";

interface OptionCardProps {
  estimate: OptionEstimate;
  layers: number;
  financing: Estimate["financing"];
  /** The quote form with this option chosen */
  quoteHref: string;
}

/**
 * One roofing option's price range, life, example payment (with its disclosures) and what
 * the price covers, and a button for an exact quote on it. The office's "most homeowners
 * here choose" mark shows only where the price book sets it.
 */
export function OptionCard({ estimate, layers, financing, quoteHref }: OptionCardProps) {
  const { option, price, monthly, mostChosen } = estimate;
  const tearOff = `Tear-off of ${layers === 1 ? "one layer" : "two layers"} of old shingles, hauled away`;
  return (
    <article
      className={`rounded-card shadow-card flex flex-col gap-4 border-2 bg-white p-6 ${mostChosen ? "border-accent-600" : "border-line"}`}
      aria-labelledby={`option-${option.id}`}
    >
      {mostChosen && (
        <p className="bg-accent-600 self-start rounded-full px-3 py-1 text-sm font-bold text-white">
          Most homeowners here choose this
        </p>
      )}
      <h3 id={`option-${option.id}`} className="text-brand-900 text-xl font-extrabold">
        {option.name}
      </h3>
      <p className="text-muted">{option.description}</p>
      <p className="text-brand-900 text-3xl font-extrabold" data-price={option.id}>
        {dollars(price.low)} – {dollars(price.high)}
      </p>
      <p className="font-semibold">Expected life: {option.life}</p>
      <FinanceExample monthly={monthly} terms={financing} />
      <div>
        <h4 className="text-brand-900 font-semibold">Included</h4>
        <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
          {[tearOff, ...option.includes].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {/* Three buttons of one wording: the label says which option, and keeps the words seen. */}
      <LinkButton
        href={quoteHref}
        variant={mostChosen ? "primary" : "secondary"}
        aria-label={`Get an exact quote for this option: ${option.name}`}
        className="mt-auto"
      >
        Get an exact quote for this option
      </LinkButton>
    </article>
  );
}
