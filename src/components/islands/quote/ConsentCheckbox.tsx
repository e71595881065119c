interface ConsentCheckboxProps {
  /** Prefix of the control's ids, unique on the page ("quote", "booking") */
  idPrefix: string;
  /** The consent sentence the lead records (config/site.ts) */
  sentence: string;
  error?: string | undefined;
  /** Ticked again when a refused form comes back without JavaScript */
  defaultChecked?: boolean | undefined;
}

/** The consent every lead form asks for, linked to the privacy policy, with its error. */
export function ConsentCheckbox({
  idPrefix,
  sentence,
  error,
  defaultChecked,
}: ConsentCheckboxProps) {
  const id = `${idPrefix}-consent`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          aria-required="true"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="accent-brand-700 mt-1 size-5 shrink-0"
        />
        <label htmlFor={id} className="text-ink text-sm">
          {sentence} *{" "}
          <a href="/privacy" className="text-brand-700 font-semibold underline">
            Privacy Policy
          </a>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-danger mt-1 text-sm font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}

/** The field a person never sees and a bot fills in (the `website` honeypot). */
export function HoneypotField() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
