import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { inGroupCommit } from "./group-commit.ts";
import { engineOf, NodeSqliteDialect, PostgresEngineDialect, type Engine } from "./dialects.ts";
import { adoptLegacySqliteSchema } from "./legacy-sqlite-migrations.ts";
import { migrations } from "./migrations.ts";
import type { DatabaseSchema, Db } from "./schema.ts";

export type { Engine } from "./dialects.ts";
export type { Db } from "./schema.ts";

export interface Database {
  db: Db;
  engine: Engine;
  /** Waits for queries in flight, then closes the file or the pool. */
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** postgres://…: every instance shares this database. Unset: SQLite at sqlitePath */
  databaseUrl?: string | undefined;
  /** The SQLite file, or ":memory:" in tests */
  sqlitePath: string;
  /** Told of a pooled Postgres connection that broke while idle (the server restarted) */
  onPoolError?: (error: Error) => void;
}

/**
 * Opens the database (Postgres when `databaseUrl` is set, else SQLite) and brings its
 * schema up to date. Several instances may start at once: the migrations run once, under
 * a lock (a Postgres advisory lock; SQLite's write lock).
 *
 * @example const { db } = await openDatabase({ sqlitePath: "./data/site.db" })
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const db = location.databaseUrl
    ? connectPostgres(location.databaseUrl, location.onPoolError)
    : connectSqlite(location.sqlitePath);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine: engineOf(db), close: () => db.destroy() };
}

/**
 * One SQLite connection in WAL mode, so readers never block the writer, every commit on
 * disk before it returns (synchronous FULL), foreign keys enforced, and up to 5 s of
 * waiting when another process holds the write lock.
 */
function connectSqlite(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  // The wait is set when the file opens: switching a new file to WAL takes its lock too,
  // and a second process starting at the same moment must wait for it, not fail.
  const database = new DatabaseSync(path, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA synchronous = FULL");
  database.exec("PRAGMA foreign_keys = ON");
  adoptLegacySqliteSchema(database);
  const file = path === ":memory:" ? path : resolve(path);
  return new Kysely<DatabaseSchema>({ dialect: new NodeSqliteDialect(database, file) });
}

function connectPostgres(url: string, onPoolError?: (error: Error) => void): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server dropped is replaced on next use; unheard, it would
  // end the process.
  pool.on("error", (error) => onPoolError?.(error));
  return new Kysely<DatabaseSchema>({ dialect: new PostgresEngineDialect({ pool }) });
}

async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Work merged from parallel branches adds migrations whose numbers interleave with ones
    // a database may already have run (0003 landing after 0004). Each is independent of the
    // others of its time, so a missing one is run late rather than the start refused.
    allowUnorderedMigrations: true,
  });
  // Read without a lock first: an instance starting on an up-to-date database (every
  // start but the first after an upgrade) neither waits for nor blocks the others.
  const known = await migrator.getMigrations();
  if (known.every((migration) => migration.executedAt !== undefined)) return;
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Runs `work` atomically: all of its writes land, or none do, and when it resolves they
 * are on disk. Inside a transaction already, it joins that one. `work` must use the `trx`
 * it is given: on SQLite the one connection is the transaction's until it ends, so a query
 * on `db` would wait forever. On SQLite, transactions that queue at once share one commit
 * (group-commit.ts); Postgres runs them side by side on its pool.
 */
export function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DatabaseSchema>);
  if (engineOf(db) === "sqlite") return inGroupCommit(db, work);
  return db.transaction().execute(work);
}

/**
 * Whether `error` is a unique constraint on `table.column` refusing a row, in either
 * engine's words: e.g. another instance stored the same idempotency key first.
 */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  const fields = (error ?? {}) as {
    code?: unknown;
    table?: unknown;
    detail?: unknown;
    message?: unknown;
  };
  // Postgres: SQLSTATE 23505, with the table and "Key (column)=(…) already exists."
  if (fields.code === "23505")
    return fields.table === table && String(fields.detail).startsWith(`Key (${column})=`);
  return String(fields.message).includes(`UNIQUE constraint failed: ${table}.${column}`);
}
