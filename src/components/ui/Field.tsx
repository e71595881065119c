import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";

interface FieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** The control's id where something links to it (an error summary); else one is made */
  id?: string | undefined;
  /** Receives the ids the control must carry to be labelled and described */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export const controlClass =
  "block min-h-12.5 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-200 disabled:bg-surface disabled:text-muted aria-invalid:border-danger";

/** Label, control, hint and error message wired together for screen readers. */
export function Field({
  label,
  required,
  error,
  hint,
  className,
  id: given,
  children,
}: FieldProps) {
  const made = useId();
  const id = given ?? made;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-brand-900 font-semibold">
        {label}
        {required && " *"}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-danger text-sm font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
