import { sql, type Kysely, type SqlBool } from "kysely";
import type { Migration } from "kysely/migration";

// Migrations see the database before and after each change, so they are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

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
