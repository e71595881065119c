import { clientKey } from "../spam/client-key.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import type { Db } from "../tables.ts";
import type { BookDependencies } from "./book.ts";

const HOUR_MS = 3_600_000;

/**
 * The limit of /book's bookings per client (IPv6 per /64, like the quote limit) over a
 * rolling hour and day (BOOKING_RATE_LIMIT; config/booking.ts's BOOKINGS_PER_CLIENT by
 * default), counted in the database's rate table, so every instance counts into one limit.
 */
export function bookingLimit(
  db: Db,
  limit: { hour: number; day: number },
): BookDependencies["overBookingLimit"] {
  const perHour = new RateLimiter(db, "booking-hour", HOUR_MS, limit.hour + 1);
  const perDay = new RateLimiter(db, "booking-day", 24 * HOUR_MS, limit.day + 1);
  return async (client, trx, now) => {
    const key = clientKey(client);
    const hour = await perHour.hit(key, now.getTime(), trx);
    const day = await perDay.hit(key, now.getTime(), trx);
    return hour > limit.hour || day > limit.day;
  };
}
