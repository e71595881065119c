import { z } from "astro/zod";
import { leadFields } from "../lead-model.ts";
import { quoteFieldsSchema, quoteLimits } from "../quote-schema.ts";
import { asCleanLine, looksLikeStreetAddress, withoutLinks } from "../text-rules.ts";

/*
 * What /book posts. The contact fields are the quote form's, with its rules and wording
 * (quoteFieldsSchema); the address is required, since the inspector goes there; the note
 * is the quote form's details under another label. Hidden fields are cleaned, not refused.
 */

const hidden = (max: number) =>
  z
    .string()
    .transform((value) => asCleanLine(value).trim().slice(0, max))
    .optional();

/** The window's radio button: any text up to a limit; whether it is offered is the server's call. */
const windowField = z
  .string({ error: "Please choose a time for the inspection." })
  .trim()
  .min(1, "Please choose a time for the inspection.")
  .max(40, "Please choose a time for the inspection from the list.");

/** What a booking's address must look like: the inspector drives there, our emails show it. */
export const STREET_ADDRESS_MESSAGE =
  "Please enter the street address of the property, like 2204 Frankfort Ave, Louisville, KY 40206.";

export const bookingFieldsSchema = z.object({
  window: windowField,
  // A name reaches the office's emails and calendars: stored without links.
  name: quoteFieldsSchema.shape.name
    .transform(withoutLinks)
    .refine((value) => value.length > 0, `Please enter your ${leadFields.name.words}.`),
  phone: quoteFieldsSchema.shape.phone,
  email: quoteFieldsSchema.shape.email,
  address: quoteFieldsSchema.shape.address
    .unwrap()
    .refine((value) => value.length > 0, `Please enter your ${leadFields.address.words}.`)
    .refine((value) => value.length === 0 || looksLikeStreetAddress(value), STREET_ADDRESS_MESSAGE),
  note: quoteFieldsSchema.shape.message,
  consent: quoteFieldsSchema.shape.consent,
});

export const bookingRequestSchema = z.strictObject(
  {
    ...bookingFieldsSchema.shape,
    /** Honeypot: hidden from people, filled in by bots */
    website: hidden(500),
    /** When the server showed the form, signed (the minimum fill time) */
    shown: hidden(100),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "This field is not part of the booking form."
        : undefined,
  },
);

/** For a lead that already gave its contact details: only the window and a note. */
export const leadBookingRequestSchema = z.strictObject({
  window: windowField,
  note: quoteFieldsSchema.shape.message,
  address: z.string().trim().max(quoteLimits.address).optional(),
  lead: z.string().max(200),
  shown: hidden(100),
  website: hidden(500),
});

/** Rescheduling: the new window. */
export const rescheduleRequestSchema = z.strictObject({ window: windowField });

export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingFieldName = keyof z.infer<typeof bookingFieldsSchema>;

/**
 * A posted form as the schema reads it: text fields as strings, the consent box as a
 * boolean, a field sent twice as its first value.
 */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key in fields || typeof value !== "string") continue;
    fields[key] = key === "consent" ? value === "on" || value === "true" : value;
  }
  return fields;
}
