import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/* The outbox's migrations, in the order they shipped (server/migrations.ts lists them). */

/** 0001_baseline: the outbox of emails, as the first release made it. */
export const createOutbox: MigrationStep = async (db) => {
  const key = serialKey(engineOf(db));
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
};

/** 0003_lead_photos: the stored photos an office email attaches, read when it is sent. */
export const createOutboxAttachments: MigrationStep = async (db) => {
  const key = serialKey(engineOf(db));
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
};

/**
 * 0005_receipt_recipient_index: the receipt cap counts a day's receipts to one address (any
 * letter case). Without an index on that address every quote read all of the day's
 * receipts, so a busy storm day slowed each new quote down.
 */
export const receiptRecipientIndex: MigrationStep = async (db) => {
  await db.schema
    .createIndex("outbox_kind_recipients_created_at")
    .on("outbox")
    .column("kind")
    .column(sql`lower("recipients")`)
    .column("created_at")
    .execute();
};
