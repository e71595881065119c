import { engineOf } from "../db/dialects.ts";
import { serialKey, type MigrationStep } from "../db/migration-steps.ts";

/**
 * 0003_lead_photos: the processed pictures of a lead (never the uploaded bytes), the
 * visitor's add-later links (stored hashed), and the bytes each client uploaded, counted
 * against the daily budgets by every instance. The office emails that attach them are the
 * outbox's (mail/outbox-migrations.ts).
 */
export const createPhotoTables: MigrationStep = async (db) => {
  const engine = engineOf(db);
  const key = serialKey(engine);
  const bytes = engine === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("lead_photos")
    .addColumn("id", "integer", key)
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("added_later", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("data", bytes, (column) => column.notNull())
    .addColumn("thumb_width", "integer", (column) => column.notNull())
    .addColumn("thumb_height", "integer", (column) => column.notNull())
    .addColumn("thumb_data", bytes, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lead_photos_lead")
    .on("lead_photos")
    .columns(["lead_id", "id"])
    .execute();

  await db.schema
    .createTable("photo_links")
    .addColumn("id", "integer", key)
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("upload_bytes")
    .addColumn("id", "integer", key)
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("bytes", "integer", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("upload_bytes_key_at")
    .on("upload_bytes")
    .columns(["key", "at"])
    .execute();
  await db.schema
    .createIndex("upload_bytes_expires_at")
    .on("upload_bytes")
    .column("expires_at")
    .execute();
};
