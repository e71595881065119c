import { serviceTypes } from "../../lib/service-types";
import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

export interface QuoteFormProps {
  /** Preselected "Service Needed" value for the page the form sits on */
  defaultServiceType?: string | undefined;
  consentText: string;
}

/** The shared quote form of SPEC §5: the same fields, labels and options on every page. */
export function QuoteForm({ defaultServiceType, consentText }: QuoteFormProps) {
  return (
    <form method="post" className="grid gap-5 sm:grid-cols-2">
      <Field label="Full Name" required>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="name"
            type="text"
            autoComplete="name"
            required
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Phone Number" required>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Email Address" required>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Service Needed" required>
        {({ id, describedBy }) => (
          <select
            id={id}
            name="serviceType"
            required
            defaultValue={defaultServiceType ?? ""}
            aria-describedby={describedBy}
            className={controlClass}
          >
            <option value="" disabled>
              Select a service
            </option>
            {serviceTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Property Address" className="sm:col-span-2">
        {({ id, describedBy }) => (
          <input
            id={id}
            name="address"
            type="text"
            autoComplete="street-address"
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Additional Details" className="sm:col-span-2">
        {({ id, describedBy }) => (
          <textarea
            id={id}
            name="message"
            rows={4}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id="quote-consent"
          name="consent"
          type="checkbox"
          aria-required="true"
          className="accent-brand-700 mt-1 size-5 shrink-0"
        />
        <label htmlFor="quote-consent" className="text-ink text-sm">
          {consentText} *{" "}
          <a href="/privacy" className="text-brand-700 font-semibold underline">
            Privacy Policy
          </a>
        </label>
      </div>
      <Button type="submit" size="lg" className="sm:col-span-2">
        Get My Free Quote
      </Button>
    </form>
  );
}
