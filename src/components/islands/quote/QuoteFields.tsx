import {
  leadFieldNames,
  leadFields,
  type LeadFieldName,
  type LeadFieldSpec,
  type QuoteValues,
} from "../../../lib/lead-model";
import { controlClass, Field } from "../../ui/Field";
import type { FieldErrors } from "./use-quote-submission";

export type { QuoteValues } from "../../../lib/lead-model";

interface QuoteFieldsProps {
  values: QuoteValues;
  errors: FieldErrors;
  /** The fields to show, in the model's order; all of them by default (/book shows the contact ones) */
  names?: readonly LeadFieldName[];
}

interface ControlProps {
  name: LeadFieldName;
  spec: LeadFieldSpec;
  value: string | undefined;
  ids: { id: string; describedBy: string | undefined; invalid: boolean };
}

/** One field's control, as the lead model describes it. */
function Control({ name, spec, value, ids }: ControlProps) {
  const shared = {
    id: ids.id,
    name,
    required: spec.required || undefined,
    "aria-invalid": ids.invalid,
    "aria-describedby": ids.describedBy,
    className: controlClass,
  };
  switch (spec.control) {
    case "select":
      return (
        <select {...shared} defaultValue={value ?? ""}>
          <option value="" disabled>
            {spec.placeholder}
          </option>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "textarea":
      return (
        <textarea {...shared} rows={spec.rows} maxLength={spec.maxLength} defaultValue={value} />
      );
    case "input":
      return (
        <input
          {...shared}
          type={spec.type}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          defaultValue={value}
        />
      );
  }
}

/** The form's visible fields, from the lead model, uncontrolled so a failed send keeps what was typed. */
export function QuoteFields({ values, errors, names = leadFieldNames }: QuoteFieldsProps) {
  return (
    <>
      {names.map((name) => {
        const spec: LeadFieldSpec = leadFields[name];
        return (
          <Field
            key={name}
            label={spec.label}
            required={spec.required}
            className={spec.wide ? "sm:col-span-2" : ""}
            error={errors[name]}
          >
            {(ids) => <Control name={name} spec={spec} value={values[name]} ids={ids} />}
          </Field>
        );
      })}
    </>
  );
}
