import { sql } from "kysely";
import type { BlockedTime, BookingRules } from "../../lib/booking/booking-rules.ts";
import type { BookingStatus, BookingTokenPurpose } from "./booking-schema.ts";
import { engineOf } from "./dialects.ts";
import type { Db } from "./schema.ts";

export type { BookingStatus, BookingTokenPurpose } from "./booking-schema.ts";

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

const withLead = (db: Db) =>
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

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withLead>["executeTakeFirstOrThrow"]>>;

const toRecord = (row: JoinedRow): BookingRecord => ({
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
 * Serialises the transactions that count and then take places under these keys (a window,
 * a contact), on every instance: Postgres takes a transaction-level advisory lock per key,
 * in sorted order so two callers never wait on each other crosswise; SQLite begins every
 * transaction with BEGIN IMMEDIATE, which already lets one writer in at a time.
 */
export async function lockBookingKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (engineOf(trx) !== "postgres") return;
  for (const key of [...new Set(keys)].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`.execute(trx);
}

/** Booked (not cancelled, done or missed) places in a window. */
export async function countBooked(db: Db, windowId: string): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("window_id", "=", windowId)
    .where("status", "=", "booked")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Booked places per window id, for the windows starting after `from`. */
export async function bookedPerWindow(db: Db, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select(["window_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "=", "booked")
    .where("starts_at", ">", from)
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
  const row = await withLead(db).where("bookings.id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** A lead's latest booking still to come, if it has one. */
export async function activeBookingOfLead(
  db: Db,
  leadId: number,
): Promise<BookingRecord | undefined> {
  const row = await withLead(db)
    .where("bookings.lead_id", "=", leadId)
    .where("bookings.status", "=", "booked")
    .orderBy("bookings.id", "desc")
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Every booking of a lead, newest first (the lead page). */
export async function bookingsOfLead(db: Db, leadId: number): Promise<BookingRecord[]> {
  const rows = await withLead(db)
    .where("bookings.lead_id", "=", leadId)
    .orderBy("bookings.id", "desc")
    .execute();
  return rows.map(toRecord);
}

/** Bookings starting in [from, to), any status, by start (the staff schedule). */
export async function bookingsBetween(db: Db, from: string, to: string): Promise<BookingRecord[]> {
  const rows = await withLead(db)
    .where("bookings.starts_at", ">=", from)
    .where("bookings.starts_at", "<", to)
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .execute();
  return rows.map(toRecord);
}

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
  const rows = await withLead(db)
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

/** The office's stored rules, or undefined while the config defaults apply. */
export async function storedRules(db: Db): Promise<BookingRules | undefined> {
  const row = await db
    .selectFrom("booking_rules")
    .select("rules")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row && (JSON.parse(row.rules) as BookingRules);
}

export async function saveRules(db: Db, rules: BookingRules, now: string): Promise<void> {
  const values = { id: 1, rules: JSON.stringify(rules), updated_at: now };
  await db
    .insertInto("booking_rules")
    .values(values)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ rules: values.rules, updated_at: now }),
    )
    .execute();
}

/** Blocked days and windows from `fromDay` on. */
export async function blockedFrom(db: Db, fromDay: string): Promise<BlockedTime[]> {
  const rows = await db
    .selectFrom("booking_blocks")
    .select(["day", "window_start"])
    .where("day", ">=", fromDay)
    .orderBy("day")
    .orderBy("window_start")
    .execute();
  return rows.map((row) => ({ day: row.day, start: row.window_start || null }));
}

export async function addBlock(db: Db, block: BlockedTime, now: string): Promise<void> {
  await db
    .insertInto("booking_blocks")
    .values({ day: block.day, window_start: block.start ?? "", created_at: now })
    .onConflict((conflict) => conflict.columns(["day", "window_start"]).doNothing())
    .execute();
}

export async function removeBlock(db: Db, block: BlockedTime): Promise<void> {
  await db
    .deleteFrom("booking_blocks")
    .where("day", "=", block.day)
    .where("window_start", "=", block.start ?? "")
    .execute();
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
