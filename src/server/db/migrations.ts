import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { inspectionBooking } from "./booking-migration.ts";
import { engineOf, type Engine } from "./dialects.ts";
import { priceBookMigration } from "./price-book-migration.ts";
import { quoteWriteIndexes } from "./quote-write-indexes.ts";
import { stormReports } from "./storm-migration.ts";

/*
 * Schema changes, applied in name order at start-up by Kysely's migrator, the same code
 * for SQLite and Postgres. Never edit a shipped migration: add the next number. Kysely's
 * kysely_migration table records which have run.
 */

/** The schema the last SQLite-only release left (its user_version 4), on either engine. */
export const BASELINE_MIGRATION = "0001_baseline";

// Migrations see the database before and after each change, so they are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** An integer key the database numbers: SQLite's rowid alias, a Postgres identity. */
export const serialKey = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();

/**
 * better-auth reads its times as timestamptz and emailVerified as boolean on Postgres;
 * on SQLite it writes ISO text and 0/1 (the DATE and INTEGER the first release declared).
 */
const authTypes = (engine: Engine) =>
  engine === "postgres"
    ? ({ time: "timestamptz", flag: "boolean" } as const)
    : ({ time: "date", flag: "integer" } as const);

const baseline: Migration = {
  async up(db: AnyDb) {
    const engine = engineOf(db);
    const key = serialKey(engine);
    const auth = authTypes(engine);

    await db.schema
      .createTable("leads")
      .addColumn("id", "integer", key)
      .addColumn("reference", "text", (column) => column.notNull().unique())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("service_type", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("consent_text", "text", (column) => column.notNull())
      .addColumn("source_page", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("attribution", "text", (column) => column.notNull().defaultTo("{}"))
      .addColumn("urgent", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
      .addColumn("spam_reason", "text")
      .addColumn("idempotency_key", "text", (column) => column.unique())
      .addColumn("fingerprint", "text", (column) => column.notNull())
      .addColumn("client_address", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("leads_created_at").on("leads").column("created_at desc").execute();
    await db.schema
      .createIndex("leads_fingerprint")
      .on("leads")
      .columns(["fingerprint", "created_at"])
      .execute();
    await db.schema
      .createIndex("leads_status_created_at")
      .on("leads")
      .columns(["status", "created_at desc"])
      .execute();

    await db.schema
      .createTable("outbox")
      .addColumn("id", "integer", key)
      .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('notification', 'receipt', 'invitation')`),
      )
      .addColumn("recipients", "text", (column) => column.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("text_body", "text", (column) => column.notNull())
      .addColumn("html_body", "text", (column) => column.notNull())
      .addColumn("state", "text", (column) =>
        column
          .notNull()
          .defaultTo("pending")
          .check(sql`state IN ('pending', 'sending', 'sent', 'failed')`),
      )
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (column) => column.notNull())
      .addColumn("lease_until", "text")
      .addColumn("message_id", "text", (column) => column.notNull())
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("outbox_due")
      .on("outbox")
      .columns(["state", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
    await db.schema
      .createIndex("outbox_kind_created_at")
      .on("outbox")
      .columns(["kind", "created_at"])
      .execute();

    await db.schema
      .createTable("user")
      .addColumn("id", "text", (column) => column.notNull().primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("emailVerified", auth.flag, (column) => column.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", auth.time, (column) => column.notNull())
      .addColumn("updatedAt", auth.time, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("session")
      .addColumn("id", "text", (column) => column.notNull().primaryKey())
      .addColumn("expiresAt", auth.time, (column) => column.notNull())
      .addColumn("token", "text", (column) => column.notNull().unique())
      .addColumn("createdAt", auth.time, (column) => column.notNull())
      .addColumn("updatedAt", auth.time, (column) => column.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (column) =>
        column.notNull().references("user.id").onDelete("cascade"),
      )
      .execute();
    await db.schema
      .createTable("account")
      .addColumn("id", "text", (column) => column.notNull().primaryKey())
      .addColumn("accountId", "text", (column) => column.notNull())
      .addColumn("providerId", "text", (column) => column.notNull())
      .addColumn("userId", "text", (column) =>
        column.notNull().references("user.id").onDelete("cascade"),
      )
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", auth.time)
      .addColumn("refreshTokenExpiresAt", auth.time)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", auth.time, (column) => column.notNull())
      .addColumn("updatedAt", auth.time, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (column) => column.notNull().primaryKey())
      .addColumn("identifier", "text", (column) => column.notNull())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("expiresAt", auth.time, (column) => column.notNull())
      .addColumn("createdAt", auth.time, (column) => column.notNull())
      .addColumn("updatedAt", auth.time, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
    await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
    await db.schema
      .createIndex("verification_identifier_idx")
      .on("verification")
      .column("identifier")
      .execute();

    await db.schema
      .createTable("lead_events")
      .addColumn("id", "integer", key)
      .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('status', 'note', 'retry')`),
      )
      .addColumn("from_status", "text")
      .addColumn("to_status", "text")
      .addColumn("body", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createIndex("lead_events_lead")
      .on("lead_events")
      .columns(["lead_id", "id"])
      .execute();

    await db.schema
      .createTable("staff_invitations")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      .addColumn("invited_by_id", "text")
      .addColumn("invited_by_email", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .addColumn("accepted_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("staff_invitations_email")
      .on("staff_invitations")
      .columns(["email", "created_at desc"])
      .execute();

    // The last SQLite-only release reads user_version: at 4 it finds its schema complete,
    // so rolling back to it leaves this database working.
    if (engine === "sqlite") await sql`PRAGMA user_version = 4`.execute(db);
  },
};

/**
 * Limits shared by every instance: counted events (quote requests, failed sign-ins),
 * turns taken one at a time (a slowed-down account's next sign-in), and better-auth's
 * request counters.
 */
const sharedLimits: Migration = {
  async up(db: AnyDb) {
    const engine = engineOf(db);
    await db.schema
      .createTable("rate_events")
      .addColumn("id", "integer", serialKey(engine))
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("at", "text", (column) => column.notNull())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("rate_events_key_at")
      .on("rate_events")
      .columns(["key", "at"])
      .execute();
    await db.schema
      .createIndex("rate_events_expires_at")
      .on("rate_events")
      .column("expires_at")
      .execute();

    await db.schema
      .createTable("rate_slots")
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("free_at", "text", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("rateLimit")
      .addColumn("id", "text", (column) => column.notNull().primaryKey())
      .addColumn("key", "text", (column) => column.notNull().unique())
      .addColumn("count", "integer", (column) => column.notNull())
      .addColumn("lastRequest", "bigint", (column) => column.notNull())
      .execute();
  },
};

/**
 * Storm photos: the processed pictures of a lead (never the uploaded bytes), the office
 * emails that attach them, the visitor's add-later links (stored hashed), and the bytes
 * each client uploaded, counted against the daily budgets by every instance.
 */
const leadPhotos: Migration = {
  async up(db: AnyDb) {
    const engine = engineOf(db);
    const key = serialKey(engine);
    const bytes = engine === "postgres" ? "bytea" : "blob";
    await db.schema
      .createTable("lead_photos")
      .addColumn("id", "integer", key)
      .addColumn("public_id", "text", (column) => column.notNull().unique())
      .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("added_later", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("file_name", "text", (column) => column.notNull())
      .addColumn("width", "integer", (column) => column.notNull())
      .addColumn("height", "integer", (column) => column.notNull())
      .addColumn("data", bytes, (column) => column.notNull())
      .addColumn("thumb_width", "integer", (column) => column.notNull())
      .addColumn("thumb_height", "integer", (column) => column.notNull())
      .addColumn("thumb_data", bytes, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("lead_photos_lead")
      .on("lead_photos")
      .columns(["lead_id", "id"])
      .execute();

    await db.schema
      .createTable("outbox_attachments")
      .addColumn("id", "integer", key)
      .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox.id"))
      .addColumn("lead_photo_id", "integer", (column) =>
        column.notNull().references("lead_photos.id"),
      )
      .addColumn("file_name", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("outbox_attachments_outbox")
      .on("outbox_attachments")
      .column("outbox_id")
      .execute();

    await db.schema
      .createTable("photo_links")
      .addColumn("id", "integer", key)
      .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("upload_bytes")
      .addColumn("id", "integer", key)
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("at", "text", (column) => column.notNull())
      .addColumn("bytes", "integer", (column) => column.notNull())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("upload_bytes_key_at")
      .on("upload_bytes")
      .columns(["key", "at"])
      .execute();
    await db.schema
      .createIndex("upload_bytes_expires_at")
      .on("upload_bytes")
      .column("expires_at")
      .execute();
  },
};

/**
 * Speed to lead: when a lead was first contacted and escalated (the conditional update
 * on escalated_at is what lets exactly one instance escalate), the chat and webhook
 * deliveries the drain sends like email, and the endpoints a receiver told to stop (410).
 */
const speedToLead: Migration = {
  async up(db: AnyDb) {
    const engine = engineOf(db);
    await db.schema.alterTable("leads").addColumn("first_contacted_at", "text").execute();
    await db.schema.alterTable("leads").addColumn("escalated_at", "text").execute();

    await db.schema
      .createTable("deliveries")
      .addColumn("id", "integer", serialKey(engine))
      .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
      .addColumn("channel", "text", (column) =>
        column.notNull().check(sql`channel IN ('chat', 'webhook')`),
      )
      .addColumn("event_type", "text", (column) => column.notNull())
      .addColumn("endpoint", "text", (column) => column.notNull())
      .addColumn("webhook_id", "text", (column) => column.notNull().unique())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("state", "text", (column) =>
        column
          .notNull()
          .defaultTo("pending")
          .check(sql`state IN ('pending', 'sending', 'sent', 'failed', 'stopped')`),
      )
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (column) => column.notNull())
      .addColumn("lease_until", "text")
      .addColumn("last_status", "integer")
      .addColumn("last_error", "text")
      .addColumn("last_attempt_at", "text")
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("deliveries_due")
      .on("deliveries")
      .columns(["state", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("deliveries_lead").on("deliveries").column("lead_id").execute();
    await db.schema
      .createIndex("deliveries_endpoint")
      .on("deliveries")
      .columns(["endpoint", "id"])
      .execute();

    await db.schema
      .createTable("stopped_endpoints")
      .addColumn("endpoint", "text", (column) => column.primaryKey())
      .addColumn("stopped_at", "text", (column) => column.notNull())
      .addColumn("reason", "text", (column) => column.notNull())
      .execute();

    await db.schema
      .createIndex("leads_escalation_due")
      .on("leads")
      .columns(["urgent", "escalated_at", "created_at"])
      .execute();
  },
};

/**
 * The receipt cap counts a day's receipts to one address (any letter case). Without an
 * index on that address every quote read all of the day's receipts, so a busy storm day
 * slowed each new quote down.
 */
const receiptRecipientIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex("outbox_kind_recipients_created_at")
      .on("outbox")
      .column("kind")
      .column(sql`lower("recipients")`)
      .column("created_at")
      .execute();
  },
};

/**
 * What is left of a lead erased on request or by LEAD_RETENTION_DAYS: its reference,
 * when, and who (a staff account, or the retention rule): no personal data of the client.
 */
const leadErasures: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lead_erasures")
      .addColumn("id", "integer", serialKey(engineOf(db)))
      .addColumn("reference", "text", (column) => column.notNull().unique())
      .addColumn("erased_at", "text", (column) => column.notNull())
      .addColumn("reason", "text", (column) =>
        column.notNull().check(sql`reason IN ('request', 'retention')`),
      )
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createIndex("lead_erasures_erased_at")
      .on("lead_erasures")
      .column("erased_at desc")
      .execute();
  },
};

export const migrations: Record<string, Migration> = {
  [BASELINE_MIGRATION]: baseline,
  "0002_shared_limits": sharedLimits,
  "0003_lead_photos": leadPhotos,
  "0004_speed_to_lead": speedToLead,
  "0005_receipt_recipient_index": receiptRecipientIndex,
  "0006_h25_lead_erasures": leadErasures,
  "0007_price_book": priceBookMigration,
  "0008_inspection_booking": inspectionBooking,
  "0009_storm_reports": stormReports,
  "0010_quote_write_indexes": quoteWriteIndexes,
};
