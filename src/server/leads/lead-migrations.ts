import { sql, type SqlBool } from "kysely";
import type { Migration } from "kysely/migration";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type AnyDb, type MigrationStep } from "../db/migration-steps.ts";

/* The leads table's migrations, in the order they shipped (server/migrations.ts lists them). */

/** 0001_baseline: the leads table, as the first release made it. */
export const createLeads: MigrationStep = async (db) => {
  const key = serialKey(engineOf(db));
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
};

/**
 * Every index a quote's rows land in is a page the quote's commit writes and waits for
 * (synchronous FULL). Counted in the write-ahead log, a quote wrote 25 pages where the
 * release before the shared limits wrote 13 (README, "Quote throughput"). Three of those
 * pages were indexes no query needed for that row:
 * - `outbox_kind_created_at` served the first receipt cap, whose query now uses the
 *   recipient index; nothing else reads it.
 * - The receipt cap's index held every email; only receipts are counted, so it becomes
 *   partial: a notification no longer writes to it.
 * - The escalation watch reads urgent leads not yet escalated; its index becomes partial
 *   on exactly that, so an ordinary lead no longer writes to it.
 * The queries spell the partial indexes' conditions as literals (receipt-repo.ts,
 * escalation-repo.ts): neither engine can use a partial index for a bound parameter.
 */
export const quoteWriteIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex("outbox_kind_created_at").execute();

    await db.schema.dropIndex("outbox_kind_recipients_created_at").execute();
    await db.schema
      .createIndex("outbox_receipts_to")
      .on("outbox")
      .column(sql`lower("recipients")`)
      .column("created_at")
      .where(sql.ref("kind"), "=", sql.lit("receipt"))
      .execute();

    await db.schema.dropIndex("leads_escalation_due").execute();
    await db.schema
      .createIndex("leads_escalation_due")
      .on("leads")
      .column("created_at")
      .where(sql<SqlBool>`"urgent" = 1 and "escalated_at" is null`)
      .execute();
  },
};

/*
 * 0014_job_completion: the lead's field "Job completed on" (lead-record.ts), the day staff
 * say the job was finished when they move the lead to "Job completed".
 */
export const jobCompletion: MigrationStep = async (db) => {
  await db.schema.alterTable("leads").addColumn("job_completed_on", "text").execute();
};
