import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/* The review requests' migrations, in the order they shipped (server/migrations.ts lists them). */

/**
 * 0015_review_requests: a completed job's review request and what the homeowner did with
 * it, its links' tokens (hashed), private feedback and the consent to show the roof. Every
 * row belongs to one lead and is erased with it (privacy/erased-lead-repo.ts).
 */
export const createReviewTables: MigrationStep = async (db) => {
  const key = serialKey(engineOf(db));
  await db.schema
    .createTable("review_requests")
    .addColumn("id", "integer", key)
    .addColumn("lead_id", "integer", (column) => column.notNull().unique().references("leads.id"))
    .addColumn("recipient", "text", (column) => column.notNull())
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("reminded_at", "text")
    .addColumn("clicked_at", "text")
    .addColumn("feedback_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("not_sent_reason", "text", (column) =>
      column.check(sql`not_sent_reason IN ('unsubscribed')`),
    )
    .execute();
  // The reports count requests by month.
  await db.schema
    .createIndex("review_requests_requested_at")
    .on("review_requests")
    .column("requested_at")
    .execute();
  await db.schema
    .createTable("review_tokens")
    .addColumn("hash", "text", (column) => column.primaryKey())
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("purpose", "text", (column) =>
      column
        .notNull()
        .check(sql`purpose IN ('review', 'feedback', 'unsubscribe', 'consent', 'withdraw')`),
    )
    .execute();
  await db.schema.createIndex("review_tokens_lead").on("review_tokens").column("lead_id").execute();
  await db.schema
    .createTable("review_feedback")
    .addColumn("id", "integer", key)
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("submission_key", "text")
    .execute();
  await db.schema
    .createIndex("review_feedback_lead")
    .on("review_feedback")
    .columns(["lead_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("review_feedback_submission")
    .on("review_feedback")
    .columns(["lead_id", "submission_key"])
    .unique()
    .execute();
  await db.schema
    .createTable("photo_consents")
    .addColumn("lead_id", "integer", (column) => column.primaryKey().references("leads.id"))
    .addColumn("wording_version", "text", (column) => column.notNull())
    .addColumn("given_at", "text", (column) => column.notNull())
    .addColumn("client_address", "text", (column) => column.notNull())
    .addColumn("withdrawn_at", "text")
    .execute();
};
