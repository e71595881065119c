import { clientKey } from "../spam/client-key.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import type { Db } from "../tables.ts";
import type { BookDependencies } from "./book.ts";

const HOUR_MS = 3_600_000;

/**
 * The count of /book's bookings per client (IPv6 per /64, like the quote limit) over a
 * rolling hour and day, in the database's rate table, so every instance counts into one
 * limit (config/booking.ts's BOOKINGS_PER_CLIENT).
 */
export function bookingCounter(db: Db): BookDependencies["countBooking"] {
  const perHour = new RateLimiter(db, "booking-hour", HOUR_MS);
  const perDay = new RateLimiter(db, "booking-day", 24 * HOUR_MS);
  return async (client, trx, now) => {
    const key = clientKey(client);
    return {
      hour: await perHour.hit(key, now.getTime(), trx),
      day: await perDay.hit(key, now.getTime(), trx),
    };
  };
}
