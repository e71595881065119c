import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { unreusedKey, type MigrationStep } from "../db/migration-steps.ts";

/* The proposals' migrations, in the order they shipped (server/migrations.ts lists them). */

/**
 * 0017_proposals: proposals, their versions, the links that open them, signers and their
 * signatures, the signed documents, access codes and the audit trail. Each carries its
 * lead's id and is erased with it. A shipped migration never changes, so the statuses and
 * kinds its checks name are written out here as they shipped.
 */
export const createProposalTables: MigrationStep = async (db) => {
  const engine = engineOf(db);
  // Staff pages, forms and links name these ids: a deleted row's id is never given again.
  const key = unreusedKey(engine);
  const bytes = engine === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("proposals")
    .addColumn("id", "integer", key)
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("created_by", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("proposals_lead").on("proposals").column("lead_id").execute();

  await db.schema
    .createTable("proposal_versions")
    .addColumn("id", "integer", key)
    .addColumn("proposal_id", "integer", (column) => column.notNull().references("proposals.id"))
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .check(
          sql`status IN ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'replaced', 'cancelled')`,
        ),
    )
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addColumn("first_viewed_at", "text")
    .addColumn("reminded_at", "text")
    .addColumn("decided_at", "text")
    .addColumn("decline_reason", "text")
    .addColumn("replaced_by_version_id", "integer")
    .addColumn("cancelled_by", "text", (column) =>
      column.check(sql`cancelled_by IN ('staff', 'homeowner')`),
    )
    .addColumn("cancel_reason", "text")
    .addColumn("accepted_option_id", "text")
    .addColumn("accepted_add_ons", "text")
    .addColumn("accepted_total", "integer")
    .addColumn("deposit_amount", "integer")
    .addColumn("insurer_decision", "text", (column) =>
      column.check(sql`insurer_decision IN ('approved', 'denied')`),
    )
    .addColumn("insurer_decision_on", "text")
    .addColumn("deposit_paid_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("proposal_versions_number", ["proposal_id", "version"])
    .execute();
  await db.schema
    .createIndex("proposal_versions_lead")
    .on("proposal_versions")
    .column("lead_id")
    .execute();
  // The sweep finds versions waiting for an answer by their expiry.
  await db.schema
    .createIndex("proposal_versions_status_expiry")
    .on("proposal_versions")
    .columns(["status", "expires_at"])
    .execute();
  // One signed version per proposal: the backstop of sending and signing (which lock the
  // proposal's row) against a second contract for the same job.
  await db.schema
    .createIndex("proposal_versions_one_accepted")
    .on("proposal_versions")
    .column("proposal_id")
    .unique()
    .where(sql.ref("status"), "=", sql.lit("accepted"))
    .execute();

  await db.schema
    .createTable("proposal_tokens")
    .addColumn("hash", "text", (column) => column.primaryKey())
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("purpose", "text", (column) =>
      column.notNull().check(sql`purpose IN ('view', 'cosign', 'deposit-return')`),
    )
    .addColumn("signer_id", "integer")
    .execute();
  await db.schema
    .createIndex("proposal_tokens_lead")
    .on("proposal_tokens")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("proposal_signers")
    .addColumn("id", "integer", key)
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("role", "text", (column) =>
      column.notNull().check(sql`role IN ('primary', 'cosigner')`),
    )
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("invited_at", "text", (column) => column.notNull())
    .addUniqueConstraint("proposal_signers_role", ["version_id", "role"])
    .execute();
  await db.schema
    .createIndex("proposal_signers_lead")
    .on("proposal_signers")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("proposal_signatures")
    .addColumn("id", "integer", key)
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("role", "text", (column) =>
      column.notNull().check(sql`role IN ('primary', 'cosigner')`),
    )
    .addColumn("typed_name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("esign_version", "text", (column) => column.notNull())
    .addColumn("consented_at", "text", (column) => column.notNull())
    .addColumn("signed_at", "text", (column) => column.notNull())
    .addColumn("client_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("identified_by", "text", (column) => column.notNull())
    .addColumn("shown_sha256", "text", (column) => column.notNull())
    .addColumn("signed_sha256", "text", (column) => column.notNull())
    // The backstop of signing once: two instances racing store one signature per role.
    .addUniqueConstraint("proposal_signatures_once", ["version_id", "role"])
    .execute();
  await db.schema
    .createIndex("proposal_signatures_lead")
    .on("proposal_signatures")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("proposal_documents")
    .addColumn("id", "integer", key)
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('signed')`))
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("bytes", bytes, (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("proposal_documents_once", ["version_id", "kind"])
    .execute();
  await db.schema
    .createIndex("proposal_documents_lead")
    .on("proposal_documents")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("proposal_access_codes")
    .addColumn("id", "integer", key)
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("proposal_access_codes_version")
    .on("proposal_access_codes")
    .columns(["version_id", "sent_at"])
    .execute();
  await db.schema
    .createIndex("proposal_access_codes_lead")
    .on("proposal_access_codes")
    .column("lead_id")
    .execute();

  // No check on kind: the audit trail gains kinds as the feature grows, and a check on
  // SQLite can only change by rebuilding the table (mail/outbox-migrations.ts).
  await db.schema
    .createTable("proposal_events")
    .addColumn("id", "integer", key)
    .addColumn("proposal_id", "integer", (column) => column.notNull().references("proposals.id"))
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("client_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("identified_by", "text")
    .addColumn("document_sha256", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema
    .createIndex("proposal_events_version")
    .on("proposal_events")
    .columns(["version_id", "id"])
    .execute();
  await db.schema
    .createIndex("proposal_events_lead")
    .on("proposal_events")
    .column("lead_id")
    .execute();
};

/**
 * 0020_proposal_wording: a version keeps, from its sending, the words it was sent with (the
 * terms, the notices and their windows, the E-SIGN disclosures, the financing wording, the
 * seller and the homeowner), so a deploy that changes config never changes what a sent
 * proposal says. Versions sent before it have none and keep reading config.
 */
export const proposalWording: MigrationStep = async (db) => {
  await db.schema.alterTable("proposal_versions").addColumn("wording", "text").execute();
};
