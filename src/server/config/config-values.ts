import { z } from "astro/zod";
import { Webhook } from "standardwebhooks";
import { BOOKINGS_PER_CLIENT } from "../../config/booking.ts";

/** Shorter secrets are refused: they would make session signatures guessable. */
export const MIN_SECRET_LENGTH = 32;

/* The shapes of the settings that are more than a number or a URL (see config.ts). */

/** Bookings per client per hour on /book (BOOKING_RATE_LIMIT; its default in config/booking.ts) */
export const bookingRateLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(100_000)
  .default(BOOKINGS_PER_CLIENT.hour);

/** "a, b ,,c" → ["a", "b", "c"] */
const commaSeparated = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Comma-separated email list, e.g. "a@x.com, b@x.com" → ["a@x.com", "b@x.com"] */
export const emailList = commaSeparated.pipe(z.array(z.email()).min(1));

/** Comma-separated http(s) URLs, e.g. "https://a.example/hook, https://b.example/hook"; repeats dropped */
export const urlList = z
  .string()
  .transform((value) => [...new Set(commaSeparated.parse(value))])
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1));

/** A Standard Webhooks secret: "whsec_" and base64 key bytes, as the library reads it. */
export const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/)
  .refine((secret) => {
    try {
      new Webhook(secret);
      return true;
    } catch {
      return false;
    }
  }, "not a valid base64 key");

/** Comma-separated names, e.g. "HubSpot, Jobber" → ["HubSpot", "Jobber"]; each printable, short */
export const nameList = commaSeparated.pipe(
  z
    .array(
      z
        .string()
        .max(60)
        .regex(/^[^\p{Cc}<>{}]+$/u),
    )
    .min(1),
);
