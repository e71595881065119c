import type { Ref } from "react";
import {
  estimateFields,
  type EstimateErrors,
  type EstimateField,
} from "../../../lib/estimate/estimate-query";

/** The id of a question's control: what the error summary links to. */
export const estimateFieldId = (field: string) => `estimate-${field}`;

interface ErrorSummaryProps {
  errors: EstimateErrors;
  /** The page's target when the form was sent (#estimate-result): here while answers are wrong */
  id?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * At the top of the form once it is sent with wrong answers: what is wrong, each line a
 * link to its question, so the visitor is told at the place they are looking.
 */
export function ErrorSummary({ errors, id, ref }: ErrorSummaryProps) {
  const wrong = estimateFields.filter((field): field is EstimateField => Boolean(errors[field]));
  if (wrong.length === 0) return null;
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby="estimate-errors-heading"
      className="border-danger rounded-lg border-2 bg-white p-4"
    >
      <h2 id="estimate-errors-heading" className="text-danger text-xl font-bold">
        {wrong.length === 1 ? "One answer needs a look" : `${wrong.length} answers need a look`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {wrong.map((field) => (
          <li key={field}>
            <a href={`#${estimateFieldId(field)}`} className="text-danger font-semibold underline">
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
