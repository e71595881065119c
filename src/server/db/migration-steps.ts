import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./dialects.ts";

/*
 * What every feature's migrations are written with. A shipped migration that made several
 * features' tables at once is the steps of each, run in the order it ran them: each feature
 * keeps its own part (`<feature>/*-migrations.ts`), and server/migrations.ts lists them.
 */

// Migrations see the database before and after each change, so they are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** One feature's part of a migration. */
export type MigrationStep = (db: AnyDb) => Promise<void>;

/** A migration made of steps, run one after the other in its one transaction. */
export function migrationOf(...steps: MigrationStep[]): Migration {
  return {
    async up(db: AnyDb) {
      for (const step of steps) await step(db);
    },
  };
}

/** An integer key the database numbers: SQLite's rowid alias, a Postgres identity. */
export const serialKey = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();

/**
 * An integer key never given twice, even after the newest row is deleted (SQLite's
 * AUTOINCREMENT; a Postgres identity never goes back): for rows staff open and act on by
 * id, so an old form, a second tab or a bookmark never reaches a newer row.
 */
export const unreusedKey = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === "postgres"
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();
