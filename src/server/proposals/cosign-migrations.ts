import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import type { AnyDb, MigrationStep } from "../db/migration-steps.ts";

/** The kinds a proposal document may be from 0021 on (ProposalDocumentsTable). */
const KINDS_0021 = sql`kind IN ('signed', 'cosigned')`;

/** The attachments' one source, as 0018 made it (mail/outbox-migrations.ts). */
const ONE_SOURCE_0018 = sql`(lead_photo_id IS NULL) <> (proposal_document_id IS NULL)`;

/**
 * 0021_proposal_cosigned_document: a version co-signed by a second signer keeps a second
 * PDF, kind 'cosigned', beside the primary's 'signed' one, which stays byte for byte as it
 * was. Postgres swaps the kind's check. SQLite cannot change a check in place, and a table
 * another table points at cannot be dropped while foreign keys are on (they cannot be
 * turned off inside the migration's transaction), so the documents are rebuilt with the
 * outbox's attachments, which point at them: the attachments first point at the new table,
 * which then takes the documents' name.
 */
export const cosignedDocument: MigrationStep = async (db) => {
  if (engineOf(db) === "postgres") {
    await db.schema
      .alterTable("proposal_documents")
      .dropConstraint("proposal_documents_kind_check")
      .execute();
    await db.schema
      .alterTable("proposal_documents")
      .addCheckConstraint("proposal_documents_kind_check", KINDS_0021)
      .execute();
    return;
  }
  await rebuildSqliteDocuments(db);
};

const DOCUMENT_COLUMNS = [
  "id",
  "version_id",
  "lead_id",
  "kind",
  "file_name",
  "sha256",
  "bytes",
  "created_at",
] as const;

const ATTACHMENT_COLUMNS = [
  "id",
  "outbox_id",
  "lead_photo_id",
  "file_name",
  "proposal_document_id",
] as const;

/**
 * proposal_documents as 0017 made it, with 0021's kinds, and outbox_attachments as 0018
 * left it. Written out in full: a shipped migration states its tables as they were then.
 */
async function rebuildSqliteDocuments(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("proposal_documents_next")
    .addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    .addColumn("version_id", "integer", (column) =>
      column.notNull().references("proposal_versions.id"),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(KINDS_0021))
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("bytes", "blob", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("proposal_documents_once", ["version_id", "kind"])
    .execute();
  await db
    .insertInto("proposal_documents_next")
    .columns(DOCUMENT_COLUMNS)
    .expression(db.selectFrom("proposal_documents").select(DOCUMENT_COLUMNS))
    .execute();
  // A deleted document's id is never given again (0017's AUTOINCREMENT): keep the counter.
  await sql`DELETE FROM sqlite_sequence WHERE name = 'proposal_documents_next'`.execute(db);
  await sql`INSERT INTO sqlite_sequence (name, seq)
    SELECT 'proposal_documents_next', seq FROM sqlite_sequence WHERE name = 'proposal_documents'`.execute(
    db,
  );
  await db.schema
    .createTable("outbox_attachments_next")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("outbox_id", "integer", (column) => column.notNull().references("outbox.id"))
    .addColumn("lead_photo_id", "integer", (column) => column.references("lead_photos.id"))
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("proposal_document_id", "integer", (column) =>
      column.references("proposal_documents_next.id"),
    )
    .addCheckConstraint("outbox_attachments_one_source", ONE_SOURCE_0018)
    .execute();
  await db
    .insertInto("outbox_attachments_next")
    .columns(ATTACHMENT_COLUMNS)
    .expression(db.selectFrom("outbox_attachments").select(ATTACHMENT_COLUMNS))
    .execute();
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("proposal_documents").execute();
  // SQLite renames the attachments' reference to the documents along with the table.
  await db.schema.alterTable("proposal_documents_next").renameTo("proposal_documents").execute();
  await db.schema.alterTable("outbox_attachments_next").renameTo("outbox_attachments").execute();
  await db.schema
    .createIndex("proposal_documents_lead")
    .on("proposal_documents")
    .column("lead_id")
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
  await db.schema
    .createIndex("outbox_attachments_document")
    .on("outbox_attachments")
    .column("proposal_document_id")
    .execute();
}
