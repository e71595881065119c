// Imported by tests only.
import { bookingRequestSchema, type BookingRequest } from "../lib/booking/booking-schema.ts";
import type { Db } from "../server/tables.ts";
import { RateLimiter } from "../server/spam/rate-limit.ts";
import { shownStamp } from "../server/inspections/inspection-links.ts";
import { bookingLimit } from "../server/inspections/booking-limit.ts";
import { BOOKINGS_PER_CLIENT } from "../config/booking.ts";
import type { BookDependencies } from "../server/inspections/book.ts";
import type { InspectionSettings } from "../server/inspections/inspection-links.ts";
import { HOMEOWNER_SECRET } from "./homeowner-test-support.ts";

export const SECRET = "test-secret-for-booking-links-0123456789";
export const SITE = "https://www.ridgeline.test";

export const inspectionSettings: InspectionSettings = {
  secret: SECRET,
  homeownerSecret: HOMEOWNER_SECRET,
  siteUrl: SITE,
  notifyTo: ["office@ridgeline.test"],
  deliveries: { chatUrl: null, webhookUrls: ["https://crm.example.com/hook"], siteUrl: SITE },
};

/** What one server instance on `db` hands the inspection service. */
export function bookDependencies(db: Db): BookDependencies {
  const limiter = new RateLimiter(db, "quote", 10 * 60_000);
  return {
    db,
    settings: inspectionSettings,
    submit: {
      db,
      notifyTo: inspectionSettings.notifyTo,
      siteUrl: SITE,
      homeownerSecret: HOMEOWNER_SECRET,
      deliveries: inspectionSettings.deliveries,
      countRequest: (address, trx, now) => limiter.hit(address, now.getTime(), trx),
      softLimit: 50,
      hardLimit: 200,
      minFillMs: 3000,
    },
    overBookingLimit: bookingLimit(db, BOOKINGS_PER_CLIENT),
  };
}

/** A visitor's request for `window`, shown a minute before `now`. */
export function bookingRequest(
  window: string,
  now: Date,
  fields: Record<string, unknown> = {},
): BookingRequest {
  return bookingRequestSchema.parse({
    window,
    name: "Dana Whitfield",
    phone: "(502) 555-0199",
    email: "dana@example.com",
    address: "4127 Bardstown Rd, Louisville, KY 40218",
    note: "Side door code is 1234.",
    consent: true,
    website: "",
    shown: shownStamp(SECRET, new Date(now.getTime() - 60_000)),
    ...fields,
  });
}
