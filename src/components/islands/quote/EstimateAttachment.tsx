import type { LeadEstimate } from "../../../lib/estimate/lead-estimate";
import { ESTIMATE_PATH } from "../../../lib/public-routes";
import { formatDollars } from "../../../lib/format-dollars";

interface EstimateAttachmentProps {
  estimate: LeadEstimate;
}

/**
 * The instant estimate a quote request carries, inside the quote form: the option to quote
 * (or none yet) as radio buttons, and the inputs and price book version as hidden fields.
 * No price is posted: the server works the ranges out again from these.
 */
export function EstimateAttachment({ estimate }: EstimateAttachmentProps) {
  const choices = [
    ...estimate.ranges.map((range) => ({
      value: range.id,
      label: `${range.name}: ${formatDollars(range.low)} – ${formatDollars(range.high)}`,
    })),
    { value: "", label: "Not sure yet: quote what the inspection shows" },
  ];
  const chosen = estimate.option?.id ?? "";
  return (
    <fieldset className="border-line bg-surface rounded-lg border p-4 sm:col-span-2">
      <legend className="text-brand-900 px-1 font-semibold">
        Your instant estimate is attached: which option should we quote?
      </legend>
      <p className="text-muted text-sm">
        About {estimate.squares.toLocaleString("en-US")} squares of roof.{" "}
        <a href={`${ESTIMATE_PATH}?${estimate.inputs}`} className="text-brand-700 underline">
          Change the estimate
        </a>
      </p>
      <div className="mt-3 grid gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className="text-ink flex items-start gap-3">
            <input
              type="radio"
              name="estimateOption"
              value={choice.value}
              defaultChecked={choice.value === chosen}
              className="accent-brand-700 mt-1 size-5 shrink-0"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <input type="hidden" name="estimate" value={estimate.inputs} />
      <input type="hidden" name="estimateBook" value={estimate.priceBookVersion} />
    </fieldset>
  );
}
