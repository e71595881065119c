import { formatDollars } from "../../lib/format-dollars";
import { OPTION_ROWS, type SignedDocument } from "../../lib/proposals/signed-document";

/**
 * What the homeowner chose and signed, read only: the co-signer's page shows it as the
 * signed copy does (its option's rows, each add-on's quantity and price).
 */
export function ChosenRoof({ signed }: { signed: SignedDocument }) {
  return (
    <section aria-labelledby="chosen-heading" className="grid max-w-3xl gap-4">
      <h2 id="chosen-heading" className="text-brand-900 text-2xl font-bold">
        1. The roof chosen: {signed.option.label}
      </h2>
      <dl className="rounded-card grid gap-2 border-2 border-slate-300 bg-white p-5 text-sm">
        {OPTION_ROWS.map(([key, label]) =>
          signed.option.rows[key] === "" ? null : (
            <div key={key}>
              <dt className="text-muted font-semibold">{label}</dt>
              <dd>{signed.option.rows[key]}</dd>
            </div>
          ),
        )}
      </dl>
      <h2 className="text-brand-900 text-2xl font-bold">2. Add-ons and the total</h2>
      {signed.addOns.length === 0 ? (
        <p>No add-ons were chosen.</p>
      ) : (
        <ul className="grid gap-1">
          {signed.addOns.map((addOn) => (
            <li key={addOn.name}>
              {addOn.name}: {addOn.quantity} × {formatDollars(addOn.unitPrice)} per {addOn.unit}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
