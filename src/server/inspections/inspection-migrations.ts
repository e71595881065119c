import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { engineOf } from "../db/dialects.ts";
import type { AnyDb, MigrationStep } from "../db/migration-steps.ts";
import { emailKey, phoneKey } from "../../lib/contact-keys.ts";

/*
 * 0008_inspection_booking: inspections booked on /book. A booking belongs to a lead; the
 * office's rules (weekly windows, notice, horizon) and blocked days live beside it; an
 * outbox message may carry a calendar file. Both engines run it (Kysely's schema builder).
 */

export const inspectionBooking: Migration = {
  async up(db: AnyDb) {
    const postgres = engineOf(db) === "postgres";
    await db.schema
      .createTable("bookings")
      .addColumn("id", "integer", (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey(),
      )
      .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
      // The iCalendar UID: the same event through every reschedule and the cancel.
      .addColumn("uid", "text", (column) => column.notNull().unique())
      .addColumn("window_id", "text", (column) => column.notNull())
      .addColumn("starts_at", "text", (column) => column.notNull())
      .addColumn("ends_at", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("status", "text", (column) =>
        column
          .notNull()
          .defaultTo("booked")
          .check(sql`status IN ('booked', 'cancelled', 'done', 'no-show')`),
      )
      .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
      // Lower-case email and the phone's digits: one contact holds at most two bookings.
      .addColumn("contact_email", "text", (column) => column.notNull())
      .addColumn("contact_phone", "text", (column) => column.notNull())
      .addColumn("booked_by", "text", (column) => column.notNull().defaultTo("homeowner"))
      .addColumn("reminder_queued_at", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("bookings_window")
      .on("bookings")
      .columns(["window_id", "status"])
      .execute();
    await db.schema
      .createIndex("bookings_status_starts")
      .on("bookings")
      .columns(["status", "starts_at"])
      .execute();
    await db.schema.createIndex("bookings_lead").on("bookings").column("lead_id").execute();
    await db.schema
      .createIndex("bookings_contact_email")
      .on("bookings")
      .column("contact_email")
      .execute();
    await db.schema
      .createIndex("bookings_contact_phone")
      .on("bookings")
      .column("contact_phone")
      .execute();

    // A reschedule or cancel link's token; only its SHA-256 is kept.
    await db.schema
      .createTable("booking_tokens")
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("booking_id", "integer", (column) =>
        column.notNull().references("bookings.id").onDelete("cascade"),
      )
      .addColumn("purpose", "text", (column) =>
        column.notNull().check(sql`purpose IN ('view', 'reschedule', 'cancel')`),
      )
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("booking_tokens_booking")
      .on("booking_tokens")
      .column("booking_id")
      .execute();

    // The office's rules as JSON (one row, id 1); none stored means the config defaults.
    await db.schema
      .createTable("booking_rules")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("rules", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();

    // A blocked day (window_start '') or one blocked window of it.
    await db.schema
      .createTable("booking_blocks")
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("window_start", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("booking_blocks_pk", ["day", "window_start"])
      .execute();

    // The lead's field "Inspection booked for" (lead-record.ts): its booking's start.
    await db.schema.alterTable("leads").addColumn("appointment_at", "text").execute();

    // An invitation or cancellation (.ics text) the message carries as text/calendar.
    await db.schema.alterTable("outbox").addColumn("calendar", "text").execute();
  },
};

/*
 * 0012_inspection_contact_keys: the contact columns of every booking hold the keys of
 * lib/contact-keys.ts (the mailbox, the E.164 number), which the limit of future
 * inspections now compares: "15025550102" and "5025550102" were two contacts before.
 */
export const inspectionContactKeys: MigrationStep = async (db) => {
  const rows: Array<{ id: number; contact_email: string; contact_phone: string }> = await db
    .selectFrom("bookings")
    .select(["id", "contact_email", "contact_phone"])
    .execute();
  for (const row of rows)
    await db
      .updateTable("bookings")
      .set({
        contact_email: emailKey(row.contact_email),
        contact_phone: phoneKey(row.contact_phone) ?? row.contact_phone,
      })
      .where("id", "=", row.id)
      .execute();
};
