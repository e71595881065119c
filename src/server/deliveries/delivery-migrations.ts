import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/**
 * 0004_speed_to_lead: the chat and webhook deliveries the drain sends like email, and the
 * endpoints a receiver told to stop (410).
 */
export const createDeliveryTables: MigrationStep = async (db) => {
  const engine = engineOf(db);
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
};
