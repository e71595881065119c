import { serviceTypes } from "../../../lib/service-types";
import { controlClass, Field } from "../../ui/Field";
import type { FieldErrors } from "./use-quote-submission";

export interface QuoteValues {
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  serviceType?: string;
  message?: string;
}

interface QuoteFieldsProps {
  values: QuoteValues;
  errors: FieldErrors;
}

/** The visible fields of SPEC §5, uncontrolled so a failed send keeps what was typed. */
export function QuoteFields({ values, errors }: QuoteFieldsProps) {
  return (
    <>
      <Field label="Full Name" required error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.name}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Phone Number" required error={errors.phone}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={40}
            defaultValue={values.phone}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Email Address" required error={errors.email}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Service Needed" required error={errors.serviceType}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="serviceType"
            required
            defaultValue={values.serviceType ?? ""}
            aria-invalid={invalid}
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
      <Field label="Property Address" className="sm:col-span-2" error={errors.address}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="address"
            type="text"
            autoComplete="street-address"
            maxLength={200}
            defaultValue={values.address}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Additional Details" className="sm:col-span-2" error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="message"
            rows={4}
            maxLength={5000}
            defaultValue={values.message}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
    </>
  );
}
