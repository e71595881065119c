import {
  selectInspections,
  toRecord,
  type Inspection,
  type InspectionStatus,
} from "./inspection-repo.ts";
import type { Db } from "../tables.ts";

/* An inspection's changes after it is made (moved, ended, reminded) and its lead's time field. */

/** Moves a booked inspection to another window: the calendar file's SEQUENCE goes up by one. */
export async function moveInspection(
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

/** Ends a booked inspection (cancelled, done, no-show); false when it was no longer booked. */
export async function endInspection(
  db: Db,
  id: number,
  status: Exclude<InspectionStatus, "booked">,
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

/** Booked inspections starting in (now, until] whose reminder is not queued yet. */
export async function remindersPending(db: Db, now: string, until: string): Promise<Inspection[]> {
  const rows = await selectInspections(db)
    .where("bookings.status", "=", "booked")
    .where("bookings.reminder_queued_at", "is", null)
    .where("bookings.starts_at", ">", now)
    .where("bookings.starts_at", "<=", until)
    .execute();
  return rows.map(toRecord);
}

/**
 * Marks an inspection's reminder queued, only if no instance has yet for this version of the
 * inspection: of several instances trying at once, exactly one gets true.
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

/** The lead's "Inspection booked for" field: its inspection's start, or null once cancelled. */
export async function setLeadInspectionTime(
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
