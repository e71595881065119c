import {
  selectBookings,
  toRecord,
  type BookingRecord,
  type BookingStatus,
} from "./booking-repo.ts";
import type { Db } from "../tables.ts";

/* What the pages read of many bookings: a lead's, a week's, the reports'. */

/** Every booking of a lead, newest first (the lead page). */
export async function bookingsOfLead(db: Db, leadId: number): Promise<BookingRecord[]> {
  const rows = await selectBookings(db)
    .where("bookings.lead_id", "=", leadId)
    .orderBy("bookings.id", "desc")
    .execute();
  return rows.map(toRecord);
}

/** Bookings starting in [from, to), any status, by start (the staff schedule). */
export async function bookingsBetween(db: Db, from: string, to: string): Promise<BookingRecord[]> {
  const rows = await selectBookings(db)
    .where("bookings.starts_at", ">=", from)
    .where("bookings.starts_at", "<", to)
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .execute();
  return rows.map(toRecord);
}

/** Every booking made in [from, to): when and how it ended, for the reports. */
export async function bookingsMadeBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ createdAt: string; status: BookingStatus }[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["created_at", "status"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  return rows.map((row) => ({ createdAt: row.created_at, status: row.status }));
}

/** How many bookings there are (the booking bench's check that none was lost). */
export async function countAllBookings(db: Db): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
