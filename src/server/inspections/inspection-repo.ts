import { sql } from "kysely";
import type { InspectionStatus, InspectionTokenPurpose } from "./inspection-tables.ts";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";

export type { InspectionStatus, InspectionTokenPurpose } from "./inspection-tables.ts";

/** An inspection with what the pages and emails need of its lead. */
export interface Inspection {
  id: number;
  leadId: number;
  uid: string;
  windowId: string;
  startsAt: string;
  endsAt: string;
  address: string;
  note: string;
  status: InspectionStatus;
  sequence: number;
  createdAt: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** The lead's service (serviceTypes' value) */
  service: string;
}

export interface NewInspection {
  leadId: number;
  uid: string;
  window: { id: string; startsAt: string; endsAt: string };
  address: string;
  note: string;
  contactEmail: string;
  contactPhone: string;
  bookedBy: "homeowner" | "staff";
  now: string;
}

/** Inspections joined with what the pages and emails need of their lead. */
export const selectInspections = (db: Db) =>
  db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select([
      "bookings.id",
      "bookings.lead_id",
      "bookings.uid",
      "bookings.window_id",
      "bookings.starts_at",
      "bookings.ends_at",
      "bookings.address",
      "bookings.note",
      "bookings.status",
      "bookings.sequence",
      "bookings.created_at",
      "leads.reference",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.service_type",
    ]);

type JoinedRow = Awaited<
  ReturnType<ReturnType<typeof selectInspections>["executeTakeFirstOrThrow"]>
>;

export const toRecord = (row: JoinedRow): Inspection => ({
  id: row.id,
  leadId: row.lead_id,
  uid: row.uid,
  windowId: row.window_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  address: row.address,
  note: row.note,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.created_at,
  reference: row.reference,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service_type,
});

/**
 * Serialises, on every instance, the transactions that count and take places under these
 * keys (a window, a contact): Postgres locks each key (sorted, so no two wait crosswise);
 * SQLite's BEGIN IMMEDIATE already lets one writer in at a time.
 */
export async function lockBookingKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (engineOf(trx) !== "postgres") return;
  for (const key of [...new Set(keys)].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`.execute(trx);
}

/** Future inspections held by this email or these phone digits. */
export async function countFutureInspectionsOf(
  db: Db,
  contact: { email: string; phone: string },
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "booked")
    .where("starts_at", ">", now)
    .where((eb) =>
      eb.or([eb("contact_email", "=", contact.email), eb("contact_phone", "=", contact.phone)]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInspection(db: Db, inspection: NewInspection): Promise<number> {
  const { id } = await db
    .insertInto("bookings")
    .values({
      lead_id: inspection.leadId,
      uid: inspection.uid,
      window_id: inspection.window.id,
      starts_at: inspection.window.startsAt,
      ends_at: inspection.window.endsAt,
      address: inspection.address,
      note: inspection.note,
      contact_email: inspection.contactEmail,
      contact_phone: inspection.contactPhone,
      booked_by: inspection.bookedBy,
      created_at: inspection.now,
      updated_at: inspection.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces an inspection's link tokens (hashes) with new ones. */
export async function replaceTokens(
  db: Db,
  inspectionId: number,
  tokens: readonly { hash: string; purpose: InspectionTokenPurpose }[],
  now: string,
): Promise<void> {
  await db.deleteFrom("booking_tokens").where("booking_id", "=", inspectionId).execute();
  await db
    .insertInto("booking_tokens")
    .values(
      tokens.map((token) => ({
        token_hash: token.hash,
        booking_id: inspectionId,
        purpose: token.purpose,
        created_at: now,
      })),
    )
    .execute();
}

/** The inspection a token's hash opens, with the token's purpose; undefined for any other. */
export async function inspectionByTokenHash(
  db: Db,
  hash: string,
): Promise<{ purpose: InspectionTokenPurpose; inspection: Inspection } | undefined> {
  const token = await db
    .selectFrom("booking_tokens")
    .select(["booking_id", "purpose"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!token) return undefined;
  const inspection = await inspectionById(db, token.booking_id);
  return inspection && { purpose: token.purpose, inspection };
}

export async function inspectionById(db: Db, id: number): Promise<Inspection | undefined> {
  const row = await selectInspections(db).where("bookings.id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** A lead's latest inspection still to come, if it has one. */
export async function activeInspectionOfLead(
  db: Db,
  leadId: number,
): Promise<Inspection | undefined> {
  const row = await selectInspections(db)
    .where("bookings.lead_id", "=", leadId)
    .where("bookings.status", "=", "booked")
    .orderBy("bookings.id", "desc")
    .executeTakeFirst();
  return row && toRecord(row);
}
