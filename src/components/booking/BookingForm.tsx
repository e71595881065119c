import { consentText } from "../../config/site";
import { leadFields } from "../../lib/lead-model";
import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";
import { QuoteFields } from "../islands/quote/QuoteFields";
import { ConsentCheckbox, HoneypotField } from "../islands/quote/ConsentCheckbox";
import { DayForm } from "./DayForm";
import { WindowPicker, type PickableWindow } from "./WindowPicker";

export type BookingErrors = Partial<Record<string, string>>;

interface BookingFormProps {
  action: string;
  days: [string, PickableWindow[]][];
  values: Record<string, string>;
  errors: BookingErrors;
  /** The signed time the server showed the form (the minimum fill time) */
  shown: string;
  /** Booking for a lead that sent the quote form: its details are not asked again */
  lead?: { token: string; firstName: string } | undefined;
  headings: { windows: string; details: string };
}

/**
 * /book's form: the windows, then the quote form's contact fields (the lead model's
 * controls, so the same labels, limits and autocomplete), a note, the honeypot and the
 * consent box. A plain POST; the server answers with the confirmation or the form again.
 */
export function BookingForm({
  action,
  days,
  values,
  errors,
  shown,
  lead,
  headings,
}: BookingFormProps) {
  return (
    <>
      <form method="post" action={action} className="flex flex-col gap-10" id="booking-form">
        {lead && (
          <p className="border-success shadow-card rounded-lg border-l-8 bg-white p-4 text-lg">
            Booking for {lead.firstName || "your request"}: we have your details from your quote
            request, so choosing a time is all that is left.
            <input type="hidden" name="lead" value={lead.token} />
          </p>
        )}
        <section aria-labelledby="windows-heading" className="flex flex-col gap-4">
          <h2 id="windows-heading" className="text-2xl font-extrabold">
            {headings.windows}
          </h2>
          <WindowPicker days={days} checked={values.window} error={errors.window} />
        </section>
        <section aria-labelledby="details-heading" className="flex flex-col gap-4">
          <h2 id="details-heading" className="text-2xl font-extrabold">
            {headings.details}
          </h2>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Your details</legend>
            {!lead && (
              <QuoteFields
                values={values}
                errors={errors}
                names={["name", "phone", "email", "address"]}
              />
            )}
            {lead && (
              <Field
                label={leadFields.address.label}
                required
                className="sm:col-span-2"
                error={errors.address}
              >
                {(ids) => (
                  <input
                    id={ids.id}
                    name="address"
                    type="text"
                    autoComplete="street-address"
                    maxLength={leadFields.address.maxLength}
                    required
                    defaultValue={values.address}
                    aria-invalid={ids.invalid}
                    aria-describedby={ids.describedBy}
                    className={controlClass}
                  />
                )}
              </Field>
            )}
            <Field
              label="Anything the inspector should know?"
              className="sm:col-span-2"
              error={errors.note}
              hint="Optional: a gate code, a dog, where the leak shows."
            >
              {(ids) => (
                <textarea
                  id={ids.id}
                  name="note"
                  rows={3}
                  maxLength={leadFields.message.maxLength}
                  defaultValue={values.note}
                  aria-invalid={ids.invalid}
                  aria-describedby={ids.describedBy}
                  className={controlClass}
                />
              )}
            </Field>
            <HoneypotField />
            <input type="hidden" name="shown" value={shown} />
            {!lead && (
              <ConsentCheckbox
                idPrefix="booking"
                sentence={consentText}
                error={errors.consent}
                defaultChecked={values.consent === "on"}
              />
            )}
            <Button type="submit" size="lg" className="sm:col-span-2">
              Book My Inspection
            </Button>
          </fieldset>
        </section>
      </form>
      <DayForm />
    </>
  );
}
