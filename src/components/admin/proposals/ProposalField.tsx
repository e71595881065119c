import { controlClass, Field } from "../../ui/Field";

/** The form's values and messages by field name (lib/proposals/proposal-form.ts names them). */
export interface FormState {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

interface ProposalFieldProps {
  state: FormState;
  name: string;
  label: string;
  hint?: string | undefined;
  required?: boolean;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
  /** Shown before the value, "$" */
  prefix?: string;
  className?: string;
}

/** One text field of the proposal form, labelled, with its hint or its message. */
export function ProposalField({
  state,
  name,
  label,
  hint,
  required = false,
  type = "text",
  inputMode,
  prefix,
  className,
}: ProposalFieldProps) {
  const error = state.errors[name];
  return (
    <Field
      label={label}
      required={required}
      error={error}
      {...(hint && !error ? { hint } : {})}
      {...(className ? { className } : {})}
    >
      {({ id, describedBy, invalid }) => {
        const input = (
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            defaultValue={state.values[name] ?? ""}
            required={required}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        );
        return prefix ? (
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-muted font-semibold">
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
