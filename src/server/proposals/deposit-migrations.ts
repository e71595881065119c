import { engineOf } from "../db/dialects.ts";
import { unreusedKey, type MigrationStep } from "../db/migration-steps.ts";

/* The deposit's migrations, in the order they shipped (server/migrations.ts lists them). */

/**
 * 0019_proposal_deposits: the deposits paid through Stripe Checkout. The unique keys are
 * what makes a payment land exactly once: Stripe delivers an event at least once (and may
 * deliver it to two instances at the same moment), and the second insert of the same
 * version, session or event does nothing, on either engine.
 */
export const createDepositTables: MigrationStep = async (db) => {
  const engine = engineOf(db);
  await db.schema
    .createTable("proposal_deposit_payments")
    .addColumn("id", "integer", unreusedKey(engine))
    .addColumn("version_id", "integer", (column) =>
      column.notNull().unique().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("stripe_session_id", "text", (column) => column.notNull().unique())
    .addColumn("stripe_event_id", "text", (column) => column.notNull().unique())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("paid_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("proposal_deposit_payments_lead")
    .on("proposal_deposit_payments")
    .column("lead_id")
    .execute();
};
