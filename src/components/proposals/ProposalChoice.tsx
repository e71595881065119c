import { OPTION_ROWS } from "../../lib/proposals/signed-document";
import type { ProposalContent } from "../../lib/proposals/proposal-model";
import { addOnPrice, optionTotal } from "../../lib/proposals/totals";
import { formatDollars } from "../../lib/format-dollars";

/** "160 feet", "1 skylight", "6 sheets": the price book's units, counted. */
const IRREGULAR: Record<string, string> = { foot: "feet" };
const unitCount = (quantity: number, unit: string) =>
  `${quantity.toLocaleString("en-US")} ${quantity === 1 ? unit : (IRREGULAR[unit] ?? `${unit}s`)}`;

interface ProposalChoiceProps {
  content: ProposalContent;
  chosenOption: string | null;
  chosenAddOns: readonly string[];
}

/**
 * The options side by side, each a radio button with the same rows in the same order, then
 * the add-ons as checkboxes. Nothing is chosen for the homeowner: a signature names the
 * option they picked themselves.
 */
export function ProposalChoice({ content, chosenOption, chosenAddOns }: ProposalChoiceProps) {
  const columns = content.options.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2";
  return (
    <>
      <fieldset>
        <legend className="text-brand-900 mb-4 text-2xl font-bold">1. Choose your roof</legend>
        <div
          className={`grid gap-4 ${columns} ${content.options.length === 4 ? "xl:grid-cols-4" : ""}`}
        >
          {content.options.map((option) => (
            <label
              key={option.id}
              className="has-checked:border-accent-600 has-checked:ring-accent-600 rounded-card flex cursor-pointer flex-col gap-3 border-2 border-slate-300 bg-white p-5 has-checked:ring-2"
            >
              <span className="flex items-start gap-3">
                <input
                  type="radio"
                  name="option"
                  value={option.id}
                  required
                  defaultChecked={option.id === chosenOption}
                  className="accent-accent-600 mt-1 size-5 shrink-0"
                />
                <span>
                  <span className="text-brand-900 block text-lg font-bold">{option.label}</span>
                  <span className="text-brand-900 block text-2xl font-extrabold">
                    {formatDollars(optionTotal(content, option.id) ?? 0)}
                  </span>
                </span>
              </span>
              <dl className="grid gap-2 text-sm">
                {OPTION_ROWS.map(([key, label]) =>
                  option.rows[key] === "" ? null : (
                    <div key={key}>
                      <dt className="text-muted font-semibold">{label}</dt>
                      <dd>{option.rows[key]}</dd>
                    </div>
                  ),
                )}
              </dl>
            </label>
          ))}
        </div>
      </fieldset>
      {content.addOns.length > 0 && (
        <fieldset className="mt-10">
          <legend className="text-brand-900 mb-4 text-2xl font-bold">
            2. Add to it, if you like
          </legend>
          <ul className="grid gap-3">
            {content.addOns.map((addOn) => (
              <li key={addOn.id}>
                <label className="has-checked:border-accent-600 rounded-card flex cursor-pointer items-start gap-3 border-2 border-slate-300 bg-white p-4">
                  <input
                    type="checkbox"
                    name="add-on"
                    value={addOn.id}
                    defaultChecked={chosenAddOns.includes(addOn.id)}
                    className="accent-accent-600 mt-1 size-5 shrink-0"
                  />
                  <span className="grow">
                    <span className="text-brand-900 block font-bold">{addOn.name}</span>
                    <span className="text-muted block text-sm">
                      {unitCount(addOn.quantity, addOn.unit)} at {formatDollars(addOn.unitPrice)}{" "}
                      per {addOn.unit}
                    </span>
                  </span>
                  <span className="text-brand-900 font-bold">
                    {formatDollars(addOnPrice(addOn))}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </>
  );
}
