import { BOOKING_TOKEN_PATTERN } from "../../lib/public-routes.ts";
import { businessDay, offeredWindow } from "../../lib/booking/windows.ts";
import { blockedFrom } from "./booking-rules-repo.ts";
import {
  bookingById,
  bookingByTokenHash,
  lockBookingKeys,
  replaceTokens,
  type BookingRecord,
  type BookingTokenPurpose,
} from "./booking-repo.ts";
import { endBooking, moveBooking, setLeadAppointment } from "./booking-change-repo.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { currentRules } from "./booking-calendar.ts";
import { bookingTokenHashes, tokenHash } from "./booking-links.ts";
import { hasRoom } from "./places.ts";
import { announceBooking, type BookingSettings } from "./take-place.ts";

/*
 * Changes to a booking after it is made: through its private links (the homeowner) or
 * from /admin/schedule (staff). Each is one transaction that re-reads the booking, so a
 * replayed link or two staff at once change it once.
 */

/** What a booking link opens: the booking, or why not (each a clear answer, never a 500). */
export type BookingByToken =
  | { kind: "open"; booking: BookingRecord }
  /** Unknown, forged, another purpose's, or replaced by a newer email's link: 404 */
  | { kind: "unknown" }
  /** Its window has started or it was cancelled, done or missed: 410 */
  | { kind: "closed"; booking: BookingRecord };

export async function bookingByToken(
  db: Db,
  token: string,
  purpose: BookingTokenPurpose,
  now: Date,
): Promise<BookingByToken> {
  if (!BOOKING_TOKEN_PATTERN.test(token)) return { kind: "unknown" };
  const found = await bookingByTokenHash(db, tokenHash(token));
  if (!found || found.purpose !== purpose) return { kind: "unknown" };
  const { booking } = found;
  // The confirmation page keeps showing a cancelled booking; the action links do not work.
  if (purpose === "view") return { kind: "open", booking };
  if (booking.status !== "booked" || Date.parse(booking.startsAt) <= now.getTime())
    return { kind: "closed", booking };
  return { kind: "open", booking };
}

export type ChangeOutcome =
  | { kind: "changed"; booking: BookingRecord; deliveries: boolean }
  | { kind: "refused"; reason: "window-gone" | "window-full" | "same-window" }
  /** No longer booked (cancelled, done, missed) or no such booking */
  | { kind: "closed" };

/** Moves a booking to another offered window with room; the invitation's SEQUENCE goes up. */
export async function rescheduleBooking(
  db: Db,
  bookingId: number,
  windowId: string,
  settings: BookingSettings,
  now: Date,
): Promise<ChangeOutcome> {
  const [rules, blocked] = await Promise.all([currentRules(db), blockedFrom(db, businessDay(now))]);
  const window = offeredWindow(windowId, rules, blocked, now);
  if (!window) return { kind: "refused", reason: "window-gone" };
  return inTransaction(db, async (trx): Promise<ChangeOutcome> => {
    await lockBookingKeys(trx, [`window:${window.id}`]);
    const current = await bookingById(trx, bookingId);
    if (!current || current.status !== "booked") return { kind: "closed" };
    if (current.windowId === window.id) return { kind: "refused", reason: "same-window" };
    if (!(await hasRoom(trx, window))) return { kind: "refused", reason: "window-full" };
    const nowIso = now.toISOString();
    if (!(await moveBooking(trx, bookingId, window, nowIso))) return { kind: "closed" };
    const booking = (await bookingById(trx, bookingId))!;
    await setLeadAppointment(trx, booking.leadId, booking.startsAt);
    // New links for the new version: the old email's links stop working.
    await replaceTokens(trx, bookingId, bookingTokenHashes(settings.secret, booking), nowIso);
    const deliveries = await announceBooking(trx, "inspection.rescheduled", booking, settings, now);
    return { kind: "changed", booking, deliveries };
  });
}

/** Cancels a booking: METHOD:CANCEL to the homeowner and the office, and the place is free. */
export async function cancelBooking(
  db: Db,
  bookingId: number,
  settings: BookingSettings,
  now: Date,
): Promise<ChangeOutcome> {
  return inTransaction(db, async (trx): Promise<ChangeOutcome> => {
    if (!(await endBooking(trx, bookingId, "cancelled", now.toISOString())))
      return { kind: "closed" };
    const booking = (await bookingById(trx, bookingId))!;
    await setLeadAppointment(trx, booking.leadId, null);
    const deliveries = await announceBooking(trx, "inspection.cancelled", booking, settings, now);
    return { kind: "changed", booking, deliveries };
  });
}

/** Staff: the inspection happened, or nobody was home. Sends nothing. */
export async function markBookingOutcome(
  db: Db,
  bookingId: number,
  outcome: "done" | "no-show",
  now: Date,
): Promise<"changed" | "closed"> {
  return (await endBooking(db, bookingId, outcome, now.toISOString())) ? "changed" : "closed";
}
