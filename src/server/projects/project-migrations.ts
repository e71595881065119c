import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import { unreusedKey, type MigrationStep } from "../db/migration-steps.ts";

/* The projects' migrations, in the order they shipped (server/migrations.ts lists them). */

/**
 * 0016_projects: finished jobs composed for the public site, and their photos. Both carry
 * the lead's id and are erased with it (privacy/erased-lead-repo.ts).
 */
export const createProjectTables: MigrationStep = async (db) => {
  const engine = engineOf(db);
  // A deleted project's id is never given to the next: its staff page, forms and slug name it.
  const key = unreusedKey(engine);
  const bytes = engine === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("projects")
    .addColumn("id", "integer", key)
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("slug", "text", (column) => column.unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("service_path", "text", (column) => column.notNull())
    .addColumn("service_name", "text", (column) => column.notNull())
    .addColumn("town", "text", (column) => column.notNull())
    .addColumn("county_fips", "text", (column) => column.notNull())
    .addColumn("month", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("state", "text", (column) =>
      column.notNull().check(sql`state IN ('draft', 'published', 'unpublished')`),
    )
    .addColumn("published_at", "text")
    .addColumn("unpublished_reason", "text", (column) =>
      column.check(sql`unpublished_reason IN ('staff', 'consent-withdrawn')`),
    )
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("projects_lead").on("projects").column("lead_id").execute();
  // The public pages list published projects, newest first.
  await db.schema
    .createIndex("projects_state_published")
    .on("projects")
    .columns(["state", "published_at"])
    .execute();
  await db.schema
    .createTable("project_photos")
    .addColumn("id", "integer", key)
    .addColumn("project_id", "integer", (column) => column.notNull().references("projects.id"))
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("role", "text", (column) => column.notNull().check(sql`role IN ('before', 'after')`))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("lead_photo_id", "integer")
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("data_640", bytes, (column) => column.notNull())
    .addColumn("data_1280", bytes, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("project_photos_project")
    .on("project_photos")
    .columns(["project_id", "position"])
    .execute();
  await db.schema
    .createIndex("project_photos_lead")
    .on("project_photos")
    .column("lead_id")
    .execute();
};
