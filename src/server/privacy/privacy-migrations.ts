import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/**
 * 0006_h25_lead_erasures: what is left of a lead erased on request or by
 * LEAD_RETENTION_DAYS: its reference, when, and who (a staff account, or the retention
 * rule): no personal data of the client.
 */
export const createErasedLeads: MigrationStep = async (db) => {
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
};
