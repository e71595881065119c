import { z } from "astro/zod";
import { leadFields, leadLimits, serviceTypeValues } from "./lead-model.ts";
import { asCleanLine, textProblem } from "./text-rules.ts";

// The site's Content-Security-Policy forbids eval. Without this, zod probes `new Function`
// the first time it parses in the browser and Chromium reports a CSP violation.
z.config({ jitless: true });

/** Every limit on a quote request, from the lead model. */
export const quoteLimits = {
  name: leadFields.name.maxLength,
  phone: leadFields.phone.maxLength,
  email: leadFields.email.maxLength,
  address: leadFields.address.maxLength,
  message: leadFields.message.maxLength,
  ...leadLimits,
} as const;

const singleLine = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: required ? `Please enter your ${label}.` : `Please enter a valid ${label}.` })
    .trim()
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine(
      (value) => textProblem(value, "multi-line") === null,
      `Please remove unusual characters from your ${label}.`,
    )
    .refine(
      (value) => textProblem(value, "single-line") === null,
      `Please keep your ${label} on one line.`,
    );
  return required ? base.refine((value) => value.length > 0, `Please enter your ${label}.`) : base;
};

/**
 * A hidden field the visitor neither sees nor can correct (copied from the address bar or
 * the page): what breaks the text rule is removed, and what is too long cut, rather than
 * the lead refused.
 */
const hiddenLine = (max: number) =>
  z.string().transform((value) => asCleanLine(value).trim().slice(0, max));

const attribution = hiddenLine(quoteLimits.attribution).optional();

/** The quote form's fields, as the visitor fills them in. */
export const quoteFieldsSchema = z.object({
  name: singleLine(leadFields.name.words, quoteLimits.name, leadFields.name.required),
  phone: singleLine(leadFields.phone.words, quoteLimits.phone, leadFields.phone.required)
    .refine(
      (value) => /^[\d\s()+.-]*$/.test(value),
      "Please enter a phone number using digits only.",
    )
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= quoteLimits.phoneDigitsMin && digits <= quoteLimits.phoneDigitsMax;
    }, `Please enter a phone number with ${quoteLimits.phoneDigitsMin} to ${quoteLimits.phoneDigitsMax} digits.`),
  email: singleLine(leadFields.email.words, quoteLimits.email, leadFields.email.required).pipe(
    z.email("Please enter a valid email address, like name@example.com."),
  ),
  address: singleLine(
    leadFields.address.words,
    quoteLimits.address,
    leadFields.address.required,
  ).optional(),
  serviceType: z.enum(serviceTypeValues, {
    error: `Please choose the ${leadFields.serviceType.words} you need.`,
  }),
  message: z
    .string({ error: `Please enter valid ${leadFields.message.words}.` })
    .trim()
    .max(
      quoteLimits.message,
      `Please keep the ${leadFields.message.words} under ${quoteLimits.message} characters.`,
    )
    .refine(
      (value) => textProblem(value, "multi-line") === null,
      `Please remove unusual characters from the ${leadFields.message.words}.`,
    )
    .optional(),
  consent: z
    .boolean({ error: "Please agree to the terms before submitting." })
    .refine((value) => value, "Please agree to the terms before submitting."),
});

/**
 * Everything the form posts: the fields plus hidden context. Unknown fields are refused,
 * so a request that does not come from our form is answered with a 400 and stored nowhere.
 */
export const quoteRequestSchema = z.strictObject(
  {
    ...quoteFieldsSchema.shape,
    /** Same key on a retry or double click → the same lead */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid request key.")
      .optional(),
    /** Milliseconds the visitor spent on the form, measured in the browser */
    fillMs: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600 * 1000)
      .optional(),
    /** Honeypot: hidden from people, filled in by bots */
    website: hiddenLine(500).optional(),
    /** A value that is not a site path is dropped: the server falls back on the Referer */
    sourcePage: hiddenLine(quoteLimits.attribution)
      .pipe(z.string().regex(/^\/[^\s]*$/))
      .optional()
      .catch(undefined),
    /**
     * The instant estimate the form carries (lib/estimate/lead-estimate.ts): its inputs as
     * a query string, the option chosen and the price book's version. Never a price: the
     * server works the ranges out again. Hidden or a radio, so cleaned rather than refused.
     */
    estimate: hiddenLine(300).optional(),
    estimateOption: hiddenLine(40).optional(),
    estimateBook: hiddenLine(40).optional(),
    referrer: attribution,
    utm_source: attribution,
    utm_medium: attribution,
    utm_campaign: attribution,
    utm_term: attribution,
    utm_content: attribution,
    gclid: attribution,
  },
  // Zod reports unknown keys as one issue of the object, so the message is set here.
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "This field is not part of the quote form." : undefined,
  },
);

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteFieldName = keyof z.infer<typeof quoteFieldsSchema>;

export { attributionKeys } from "./attribution-keys.ts";
