import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type AnyDb, type MigrationStep } from "../db/migration-steps.ts";

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

/** The kinds an outbox message may be, from 0011 on (MessageKind, mail/outbox-tables.ts). */
const KINDS_0011 = sql`kind IN ('notification', 'receipt', 'invitation', 'inspection')`;

/**
 * 0011_inspection_emails: the homeowner's inspection emails get a kind of their own. They
 * were stored as receipts, so booking and rescheduling used up the day's quote receipts
 * (3 an address). Postgres swaps the kind's check; SQLite cannot change a check in place,
 * so the outbox is rebuilt with it, and its attachments with it, since they point at it
 * (the attachments first point at the new table, which then takes the outbox's name).
 * The emails already queued move to the new kind: those that carry a calendar file, and
 * the reminders, found by the subject they were sent with.
 */
export const inspectionEmails: MigrationStep = async (db) => {
  if (engineOf(db) === "postgres") {
    await db.schema.alterTable("outbox").dropConstraint("outbox_kind_check").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_kind_check", KINDS_0011)
      .execute();
  } else {
    await rebuildSqliteOutbox(db);
  }
  await db
    .updateTable("outbox")
    .set({ kind: "inspection" })
    .where("kind", "=", "receipt")
    .where((eb) =>
      eb.or([
        eb("calendar", "is not", null),
        eb("subject", "like", "Reminder: your roof inspection is tomorrow%"),
      ]),
    )
    .execute();
};

const OUTBOX_COLUMNS = [
  "id",
  "lead_id",
  "kind",
  "recipients",
  "reply_to",
  "subject",
  "text_body",
  "html_body",
  "state",
  "attempts",
  "next_attempt_at",
  "lease_until",
  "message_id",
  "last_error",
  "sent_at",
  "created_at",
  "calendar",
] as const;

/**
 * The outbox and its attachments as 0001, 0003, 0008 and 0010 left them, with 0011's kinds.
 * The columns are written out again rather than shared with createOutbox: a shipped
 * migration states the table as it was then, and a shared builder edited later would change
 * what an old migration makes.
 */
async function rebuildSqliteOutbox(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(KINDS_0011))
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
    .addColumn("calendar", "text")
    .execute();
  await db
    .insertInto("outbox_next")
    .columns(OUTBOX_COLUMNS)
    .expression(db.selectFrom("outbox").select(OUTBOX_COLUMNS))
    .execute();
  await db.schema
    .createTable("outbox_attachments_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox_next.id"))
    .addColumn("lead_photo_id", "integer", (column) =>
      column.notNull().references("lead_photos.id"),
    )
    .addColumn("file_name", "text", (column) => column.notNull())
    .execute();
  const attachmentColumns = ["id", "outbox_id", "lead_photo_id", "file_name"] as const;
  await db
    .insertInto("outbox_attachments_next")
    .columns(attachmentColumns)
    .expression(db.selectFrom("outbox_attachments").select(attachmentColumns))
    .execute();
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("outbox").execute();
  // SQLite renames the attachments' reference to outbox_next along with the table.
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema.alterTable("outbox_attachments_next").renameTo("outbox_attachments").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
  await db.schema
    .createIndex("outbox_receipts_to")
    .on("outbox")
    .column(sql`lower("recipients")`)
    .column("created_at")
    .where(sql.ref("kind"), "=", sql.lit("receipt"))
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
}

/**
 * 0013_mail_priority: each message carries its kind's rank (mail/message-kinds.ts), and the
 * due index orders by it, so the drain takes the office's mail before a backlog of
 * homeowner mail by one seek. The messages already queued get their kind's rank as it was
 * declared when this shipped: office mail (notifications, invitations) 0, the rest 1.
 */
export const mailPriority: MigrationStep = async (db) => {
  await db.schema
    .alterTable("outbox")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db
    .updateTable("outbox")
    .set({ priority: 0 })
    .where("kind", "in", ["notification", "invitation"])
    .execute();
  await db.schema.dropIndex("outbox_due").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["state", "priority", "next_attempt_at"])
    .execute();
};

/** The kinds and states an outbox message may have, from 0015 on (mail/outbox-tables.ts). */
const KINDS_0015 = sql`kind IN ('notification', 'receipt', 'invitation', 'inspection', 'review')`;
const STATES_0015 = sql`state IN ('pending', 'sending', 'sent', 'failed', 'withheld')`;

/**
 * 0015_review_emails: the review request after a finished job is a kind of its own, which
 * its recipient can unsubscribe from in one click. Each message may carry that link
 * (`unsubscribe_url`), the addresses that used it are kept by hash (`mail_opt_outs`), and
 * a message queued before its recipient unsubscribed ends `withheld`, never sent. Postgres
 * swaps both checks; SQLite rebuilds the outbox with them, as 0011 did.
 */
export const reviewEmails: MigrationStep = async (db) => {
  if (engineOf(db) === "postgres") {
    await db.schema.alterTable("outbox").dropConstraint("outbox_kind_check").execute();
    await db.schema.alterTable("outbox").dropConstraint("outbox_state_check").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_kind_check", KINDS_0015)
      .execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_state_check", STATES_0015)
      .execute();
    await db.schema.alterTable("outbox").addColumn("unsubscribe_url", "text").execute();
  } else {
    await rebuildSqliteOutbox0015(db);
  }
  await db.schema
    .createTable("mail_opt_outs")
    .addColumn("address_hash", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull().check(KINDS_0015))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("mail_opt_outs_key", ["address_hash", "kind"])
    .execute();
};

/**
 * The outbox and its attachments as 0014 left them, with 0015's checks and column. Written
 * out in full for the reason rebuildSqliteOutbox gives.
 */
async function rebuildSqliteOutbox0015(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(KINDS_0015))
    .addColumn("recipients", "text", (column) => column.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("state", "text", (column) =>
      column.notNull().defaultTo("pending").check(STATES_0015),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("lease_until", "text")
    .addColumn("message_id", "text", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("calendar", "text")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("unsubscribe_url", "text")
    .execute();
  const columns = [...OUTBOX_COLUMNS, "priority"] as const;
  await db
    .insertInto("outbox_next")
    .columns(columns)
    .expression(db.selectFrom("outbox").select(columns))
    .execute();
  await db.schema
    .createTable("outbox_attachments_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox_next.id"))
    .addColumn("lead_photo_id", "integer", (column) =>
      column.notNull().references("lead_photos.id"),
    )
    .addColumn("file_name", "text", (column) => column.notNull())
    .execute();
  const attachmentColumns = ["id", "outbox_id", "lead_photo_id", "file_name"] as const;
  await db
    .insertInto("outbox_attachments_next")
    .columns(attachmentColumns)
    .expression(db.selectFrom("outbox_attachments").select(attachmentColumns))
    .execute();
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema.alterTable("outbox_attachments_next").renameTo("outbox_attachments").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["state", "priority", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
  await db.schema
    .createIndex("outbox_receipts_to")
    .on("outbox")
    .column(sql`lower("recipients")`)
    .column("created_at")
    .where(sql.ref("kind"), "=", sql.lit("receipt"))
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
}

/** The kinds an outbox message may have, from 0018 on (mail/outbox-tables.ts). */
const KINDS_0018 = sql`kind IN ('notification', 'receipt', 'invitation', 'inspection', 'review', 'proposal')`;
/** An attachment is a stored photo or a stored proposal document, never both, never neither. */
const ONE_SOURCE_0018 = sql`(lead_photo_id IS NULL) <> (proposal_document_id IS NULL)`;

/**
 * 0018_proposal_mail: the homeowner's proposal emails (the link, the signed copy) are a kind
 * of their own, which nobody unsubscribes from: they are the contract's paperwork. The
 * opt-out table keeps 0015's check, so an opt-out of a proposal cannot even be stored. An
 * attachment may now be the signed PDF (`proposal_document_id`, read from
 * proposal_documents when the mail is sent, like a photo) instead of a photo. Postgres
 * swaps the check and alters the attachments; SQLite rebuilds both, as 0015 did.
 */
export const proposalMail: MigrationStep = async (db) => {
  if (engineOf(db) === "postgres") {
    await db.schema.alterTable("outbox").dropConstraint("outbox_kind_check").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_kind_check", KINDS_0018)
      .execute();
    await db.schema
      .alterTable("outbox_attachments")
      .alterColumn("lead_photo_id", (column) => column.dropNotNull())
      .execute();
    await db.schema
      .alterTable("outbox_attachments")
      .addColumn("proposal_document_id", "integer", (column) =>
        column.references("proposal_documents.id"),
      )
      .execute();
    await db.schema
      .alterTable("outbox_attachments")
      .addCheckConstraint("outbox_attachments_one_source", ONE_SOURCE_0018)
      .execute();
  } else {
    await rebuildSqliteOutbox0018(db);
  }
  // A signed PDF's attachments are found by it when its lead is erased.
  await db.schema
    .createIndex("outbox_attachments_document")
    .on("outbox_attachments")
    .column("proposal_document_id")
    .execute();
};

/**
 * The outbox and its attachments as 0017 left them, with 0018's kinds and attachment
 * columns. Written out in full for the reason rebuildSqliteOutbox gives.
 */
async function rebuildSqliteOutbox0018(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(KINDS_0018))
    .addColumn("recipients", "text", (column) => column.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("state", "text", (column) =>
      column.notNull().defaultTo("pending").check(STATES_0015),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("lease_until", "text")
    .addColumn("message_id", "text", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("calendar", "text")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("unsubscribe_url", "text")
    .execute();
  const columns = [...OUTBOX_COLUMNS, "priority", "unsubscribe_url"] as const;
  await db
    .insertInto("outbox_next")
    .columns(columns)
    .expression(db.selectFrom("outbox").select(columns))
    .execute();
  await db.schema
    .createTable("outbox_attachments_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox_next.id"))
    .addColumn("lead_photo_id", "integer", (column) => column.references("lead_photos.id"))
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("proposal_document_id", "integer", (column) =>
      column.references("proposal_documents.id"),
    )
    .addCheckConstraint("outbox_attachments_one_source", ONE_SOURCE_0018)
    .execute();
  const attachmentColumns = ["id", "outbox_id", "lead_photo_id", "file_name"] as const;
  await db
    .insertInto("outbox_attachments_next")
    .columns(attachmentColumns)
    .expression(db.selectFrom("outbox_attachments").select(attachmentColumns))
    .execute();
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema.alterTable("outbox_attachments_next").renameTo("outbox_attachments").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["state", "priority", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
  await db.schema
    .createIndex("outbox_receipts_to")
    .on("outbox")
    .column(sql`lower("recipients")`)
    .column("created_at")
    .where(sql.ref("kind"), "=", sql.lit("receipt"))
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
}
