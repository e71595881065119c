import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/* The inbox's migrations, in the order they shipped (server/migrations.ts lists them). */

/** 0001_baseline: a lead's history (status changes, notes, emails queued again). */
export const createLeadEvents: MigrationStep = async (db) => {
  const key = serialKey(engineOf(db));
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
};

/**
 * 0004_speed_to_lead: when a lead was first contacted and escalated (the conditional update
 * on escalated_at is what lets exactly one instance escalate).
 */
export const responseTimes: MigrationStep = async (db) => {
  await db.schema.alterTable("leads").addColumn("first_contacted_at", "text").execute();
  await db.schema.alterTable("leads").addColumn("escalated_at", "text").execute();

  await db.schema
    .createIndex("leads_escalation_due")
    .on("leads")
    .columns(["urgent", "escalated_at", "created_at"])
    .execute();
};
