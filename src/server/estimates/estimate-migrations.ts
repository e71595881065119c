import type { Migration } from "kysely/migration";
import { engineOf } from "../db/dialects.ts";
import { serialKey, type AnyDb } from "../db/migration-steps.ts";

/**
 * The instant estimate's second half (issue 20):
 * - `leads.estimate`, the estimate a lead came with (JSON, null for a lead without one);
 * - `price_books`, every version of the price book staff saved, with who saved it, when
 *   and what changed from the version before: the table is its own history, and a lead's
 *   `priceBookVersion` always finds the prices it was shown. Until the first row the
 *   defaults of src/config/price-book.ts apply;
 * - `estimate_renders`, how many estimate result pages the server rendered in each office
 *   week (its Monday), for the reports: one counter row a week, not a row per page view.
 */
export const priceBookMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("leads").addColumn("estimate", "text").execute();
    await db.schema
      .createTable("price_books")
      .addColumn("id", "integer", serialKey(engineOf(db)))
      .addColumn("version", "text", (column) => column.notNull().unique())
      .addColumn("based_on", "text", (column) => column.notNull())
      .addColumn("book", "text", (column) => column.notNull())
      .addColumn("changes", "text", (column) => column.notNull())
      .addColumn("changed_by", "text", (column) => column.notNull())
      .addColumn("changed_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("estimate_renders")
      .addColumn("week", "text", (column) => column.primaryKey())
      .addColumn("renders", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
