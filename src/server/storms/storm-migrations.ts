import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type AnyDb } from "../db/migration-steps.ts";

/**
 * Storm reports (SPC and NCEI), the log of their imports, storm mode's staff setting, and
 * the lead's `storm` line. The reports are read by a box around a point and a time window:
 * each report carries its grid cell (a tenth of a degree square, storm-cells.ts), and the
 * index on (cell, occurred_at) lets the database seek straight to the few cells under the
 * box and, in each, to the window's first report, reading nothing else; the exact distance
 * is computed on what it returns.
 */
export const stormReports: Migration = {
  async up(db: AnyDb) {
    const key = serialKey(engineOf(db));
    await db.schema
      .createTable("storm_reports")
      .addColumn("id", "integer", key)
      .addColumn("source", "text", (c) => c.notNull().check(sql`source IN ('spc', 'ncei')`))
      .addColumn("source_key", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('hail', 'wind')`))
      .addColumn("occurred_at", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("cell", "integer", (c) => c.notNull())
      .addColumn("magnitude", "double precision")
      .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("county", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("state", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("county_fips", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("comments", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("imported_at", "text", (c) => c.notNull())
      .addUniqueConstraint("storm_reports_source_key", ["source", "source_key"])
      .execute();
    await db.schema
      .createIndex("storm_reports_position")
      .on("storm_reports")
      .columns(["cell", "occurred_at"])
      .execute();
    await db.schema
      .createIndex("storm_reports_occurred_at")
      .on("storm_reports")
      .column("occurred_at")
      .execute();

    await db.schema
      .createTable("storm_imports")
      .addColumn("id", "integer", key)
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("file_kind", "text", (c) => c.notNull())
      .addColumn("imported_at", "text", (c) => c.notNull())
      .addColumn("rows", "integer", (c) => c.notNull())
      .addColumn("added", "integer", (c) => c.notNull())
      .addColumn("outside_area", "integer", (c) => c.notNull())
      .addColumn("duplicates", "integer", (c) => c.notNull())
      .addColumn("superseded", "integer", (c) => c.notNull())
      .addColumn("malformed", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("storm_mode")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("mode", "text", (c) => c.notNull().check(sql`mode IN ('auto', 'on', 'off')`))
      .addColumn("line", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .alterTable("leads")
      .addColumn("storm", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
