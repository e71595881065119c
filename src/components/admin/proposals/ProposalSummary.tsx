import { formatDollars } from "../../../lib/format-dollars";
import { dayInWords } from "../../../lib/calendar-day";
import type { ProposalContent } from "../../../lib/proposals/proposal-model";
import { OPTION_ROWS } from "../../../lib/proposals/signed-document";
import { depositAmount } from "../../../lib/proposals/deposit";
import { addOnPrice, optionTotal } from "../../../lib/proposals/totals";

const cents = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** How an option's price is worked out, as lib/estimate/estimate.ts optionPrice does it. */
function arithmetic(content: ProposalContent, perSquare: number): string {
  const tearOff = content.tearOffPerLayer * content.layers;
  const exact = Math.round(content.squares * (perSquare + tearOff) * 100) / 100;
  return `${content.squares} squares × (${formatDollars(perSquare)} + ${formatDollars(tearOff)} tear-off) = ${cents(exact)}, rounded up to the next $100`;
}

/** What a sent version offers, as the office reads it back: read-only, priced for this roof. */
export function ProposalSummary({ content }: { content: ProposalContent }) {
  const deposit =
    content.deposit.kind === "percent"
      ? `${content.deposit.percent}% of the total chosen`
      : formatDollars(content.deposit.dollars);
  const facts = [
    content.facts.state === "KY" ? "Kentucky" : "Indiana",
    content.facts.paidByInsurance && "paid from an insurance claim",
    content.facts.soldAtHome && "agreed at the home",
    content.facts.emergencyWork && "emergency repairs",
  ].filter(Boolean);
  return (
    <div className="grid gap-5">
      <p>
        {content.squares} squares, {content.layers} layer{content.layers === 1 ? "" : "s"} to tear
        off at {formatDollars(content.tearOffPerLayer)} a square per layer.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {content.options.map((option) => (
          <li key={option.id} className="border-line rounded-xl border p-4">
            <p className="text-lg font-bold wrap-anywhere">{option.label}</p>
            <p className="text-muted text-sm">
              Priced from{" "}
              {content.priceBook.options.find((book) => book.id === option.bookOptionId)?.name ??
                option.bookOptionId}
            </p>
            <p className="text-brand-900 mt-1 text-2xl font-extrabold">
              {formatDollars(optionTotal(content, option.id) ?? 0)}
            </p>
            <p className="text-muted text-sm">{arithmetic(content, option.perSquare)}</p>
            <p className="mt-1 text-sm font-semibold">
              Deposit{" "}
              {formatDollars(depositAmount(optionTotal(content, option.id) ?? 0, content.deposit))}
              {content.addOns.length > 0 && " before add-ons"}
            </p>
            <dl className="mt-3 grid gap-1 text-sm">
              {OPTION_ROWS.map(([key, label]) => (
                <div key={key}>
                  <dt className="inline font-semibold">{label}: </dt>
                  <dd className="inline wrap-anywhere">{option.rows[key] || "—"}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {content.addOns.length > 0 && (
        <div>
          <h3 className="font-bold">Add-ons</h3>
          <ul className="list-disc pl-5">
            {content.addOns.map((addOn) => (
              <li key={addOn.id}>
                {addOn.name}: {addOn.quantity} at {formatDollars(addOn.unitPrice)} a {addOn.unit},{" "}
                {formatDollars(addOnPrice(addOn))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {content.exclusions.length > 0 && (
        <div>
          <h3 className="font-bold">Not covered</h3>
          <ul className="list-disc pl-5">
            {content.exclusions.map((line, index) => (
              <li key={index} className="wrap-anywhere">
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid gap-1">
        <div>
          <dt className="inline font-semibold">Deposit: </dt>
          <dd className="inline">{deposit}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Last day to sign: </dt>
          <dd className="inline">{dayInWords(content.expiresOn)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">The sale: </dt>
          <dd className="inline">{facts.join(", ")}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Photos shown: </dt>
          <dd className="inline">{content.photoIds.length}</dd>
        </div>
      </dl>
    </div>
  );
}
