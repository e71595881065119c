import {
  selectBookings,
  toRecord,
  type BookingRecord,
  type BookingStatus,
} from "./booking-repo.ts";
import type { Db } from "../tables.ts";

/* Changes to a booking after it is made: moved, ended, reminded; and its lead's appointment. */

/** Moves a booked booking to another window: the invitation's SEQUENCE goes up by one. */
export async function moveBooking(
  db: Db,
  id: number,
  window: { id: string; startsAt: string; endsAt: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({
      window_id: window.id,
      starts_at: window.startsAt,
      ends_at: window.endsAt,
      sequence: eb("sequence", "+", 1),
      reminder_queued_at: null,
      updated_at: now,
    }))
    .where("id", "=", id)
    .where("status", "=", "booked")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends a booked booking (cancelled, done, no-show); false when it was no longer booked. */
export async function endBooking(
  db: Db,
  id: number,
  status: Exclude<BookingStatus, "booked">,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({
      status,
      updated_at: now,
      sequence: status === "cancelled" ? eb("sequence", "+", 1) : eb.ref("sequence"),
    }))
    .where("id", "=", id)
    .where("status", "=", "booked")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Booked bookings starting in (now, until] whose reminder is not queued yet. */
export async function remindersPending(
  db: Db,
  now: string,
  until: string,
): Promise<BookingRecord[]> {
  const rows = await selectBookings(db)
    .where("bookings.status", "=", "booked")
    .where("bookings.reminder_queued_at", "is", null)
    .where("bookings.starts_at", ">", now)
    .where("bookings.starts_at", "<=", until)
    .execute();
  return rows.map(toRecord);
}

/**
 * Marks a booking's reminder queued, only if no instance has yet for this version of the
 * booking: of several instances trying at once, exactly one gets true.
 */
export async function claimReminder(
  db: Db,
  id: number,
  sequence: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ reminder_queued_at: now })
    .where("id", "=", id)
    .where("sequence", "=", sequence)
    .where("status", "=", "booked")
    .where("reminder_queued_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The lead's "Inspection booked for" field: its booking's start, or null once cancelled. */
export async function setLeadAppointment(
  db: Db,
  leadId: number,
  startsAt: string | null,
): Promise<void> {
  await db
    .updateTable("leads")
    .set({ appointment_at: startsAt })
    .where("id", "=", leadId)
    .execute();
}
