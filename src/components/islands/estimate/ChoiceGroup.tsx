import type { ReactNode } from "react";
import { estimateFieldId } from "./ErrorSummary";

interface ChoiceGroupProps<T extends string | number> {
  name: string;
  legend: string;
  choices: ReadonlyArray<{ value: T; label: string; hint?: string; picture?: ReactNode }>;
  checked: string | undefined;
  error: string | undefined;
}

/**
 * Radio buttons whose labels are cards (a drawing, a name, a hint), in a fieldset whose
 * legend names the question; the error sits under the legend, tied to the group.
 */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  choices,
  checked,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="text-brand-900 font-semibold">{legend}</legend>
      {error && (
        <p id={errorId} className="text-danger mt-1 text-sm font-semibold">
          {error}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="border-line text-brand-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-200 flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 bg-white p-3 text-center has-focus-visible:outline-3"
          >
            <input
              // The first button is where the error summary's link to the question lands.
              id={index === 0 ? estimateFieldId(name) : undefined}
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={checked === String(choice.value)}
              className="sr-only"
            />
            {choice.picture}
            <span className="font-semibold">{choice.label}</span>
            {choice.hint && <span className="text-muted text-sm">{choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
