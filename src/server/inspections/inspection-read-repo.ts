import {
  selectInspections,
  toRecord,
  type Inspection,
  type InspectionStatus,
} from "./inspection-repo.ts";
import type { Db } from "../tables.ts";

/* What is read of many inspections: room per window, a lead's, a week's, the reports'. */

/**
 * The places taken in each of these windows: inspections still booked (not cancelled, done or
 * missed), counted per window id. A window nobody booked is missing from the map.
 */
export async function placesTaken(
  db: Db,
  windowIds: readonly string[],
): Promise<Map<string, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("bookings")
    .select(["window_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("window_id", "in", windowIds)
    .where("status", "=", "booked")
    .groupBy("window_id")
    .execute();
  return new Map(rows.map((row) => [row.window_id, Number(row.count)]));
}

/** Every inspection of a lead, newest first (the lead page). */
export async function inspectionsOfLead(db: Db, leadId: number): Promise<Inspection[]> {
  const rows = await selectInspections(db)
    .where("bookings.lead_id", "=", leadId)
    .orderBy("bookings.id", "desc")
    .execute();
  return rows.map(toRecord);
}

/** Inspections starting in [from, to), any status, by start (the staff schedule). */
export async function inspectionsBetween(db: Db, from: string, to: string): Promise<Inspection[]> {
  const rows = await selectInspections(db)
    .where("bookings.starts_at", ">=", from)
    .where("bookings.starts_at", "<", to)
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .execute();
  return rows.map(toRecord);
}

/** Every inspection made in [from, to): when and how it ended, for the reports. */
export async function inspectionsBookedBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ createdAt: string; status: InspectionStatus }[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["created_at", "status"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  return rows.map((row) => ({ createdAt: row.created_at, status: row.status }));
}

/** How many inspections there are (the booking bench's check that none was lost). */
export async function countInspections(db: Db): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
