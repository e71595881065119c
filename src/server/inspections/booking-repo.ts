import { sql } from "kysely";
import type { BookingStatus, BookingTokenPurpose } from "./inspection-tables.ts";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";

export type { BookingStatus, BookingTokenPurpose } from "./inspection-tables.ts";

/** A booking with what the pages and emails need of its lead. */
export interface BookingRecord {
  id: number;
  leadId: number;
  uid: string;
  windowId: string;
  startsAt: string;
  endsAt: string;
  address: string;
  note: string;
  status: BookingStatus;
  sequence: number;
  createdAt: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** The lead's service (serviceTypes' value) */
  service: string;
}

export interface NewBooking {
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

/** Bookings joined with what the pages and emails need of their lead. */
export const selectBookings = (db: Db) =>
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

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectBookings>["executeTakeFirstOrThrow"]>>;

export const toRecord = (row: JoinedRow): BookingRecord => ({
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

/**
 * The places taken in each of these windows: bookings still booked (not cancelled, done or
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

/** Future bookings held by this email or these phone digits. */
export async function countFutureBookingsOf(
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

export async function insertBooking(db: Db, booking: NewBooking): Promise<number> {
  const { id } = await db
    .insertInto("bookings")
    .values({
      lead_id: booking.leadId,
      uid: booking.uid,
      window_id: booking.window.id,
      starts_at: booking.window.startsAt,
      ends_at: booking.window.endsAt,
      address: booking.address,
      note: booking.note,
      contact_email: booking.contactEmail,
      contact_phone: booking.contactPhone,
      booked_by: booking.bookedBy,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces a booking's link tokens (hashes) with new ones. */
export async function replaceTokens(
  db: Db,
  bookingId: number,
  tokens: readonly { hash: string; purpose: BookingTokenPurpose }[],
  now: string,
): Promise<void> {
  await db.deleteFrom("booking_tokens").where("booking_id", "=", bookingId).execute();
  await db
    .insertInto("booking_tokens")
    .values(
      tokens.map((token) => ({
        token_hash: token.hash,
        booking_id: bookingId,
        purpose: token.purpose,
        created_at: now,
      })),
    )
    .execute();
}

/** The booking a token's hash opens, with the token's purpose; undefined for any other. */
export async function bookingByTokenHash(
  db: Db,
  hash: string,
): Promise<{ purpose: BookingTokenPurpose; booking: BookingRecord } | undefined> {
  const token = await db
    .selectFrom("booking_tokens")
    .select(["booking_id", "purpose"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!token) return undefined;
  const booking = await bookingById(db, token.booking_id);
  return booking && { purpose: token.purpose, booking };
}

export async function bookingById(db: Db, id: number): Promise<BookingRecord | undefined> {
  const row = await selectBookings(db).where("bookings.id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** A lead's latest booking still to come, if it has one. */
export async function activeBookingOfLead(
  db: Db,
  leadId: number,
): Promise<BookingRecord | undefined> {
  const row = await selectBookings(db)
    .where("bookings.lead_id", "=", leadId)
    .where("bookings.status", "=", "booked")
    .orderBy("bookings.id", "desc")
    .executeTakeFirst();
  return row && toRecord(row);
}
