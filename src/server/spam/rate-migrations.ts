import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/**
 * 0002_shared_limits: limits shared by every instance: counted events (quote requests,
 * failed sign-ins), turns taken one at a time (a slowed-down account's next sign-in), and
 * better-auth's request counters.
 */
export const createRateTables: MigrationStep = async (db) => {
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
};
