import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, type Transaction } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";
import { inGroupCommit } from "./group-commit.ts";
import { engineOf, NodeSqliteDialect, PostgresEngineDialect, type Engine } from "./dialects.ts";
import { adoptLegacySqliteSchema } from "./legacy-sqlite-migrations.ts";

export type { Engine } from "./dialects.ts";

/** The migrations to run, by name; Kysely runs the ones not yet run in name order. */
export type Migrations = Record<string, Migration>;

/** An open database: `Schema` is the tables its migrations make (server/tables.ts). */
export interface Database<Schema> {
  db: Kysely<Schema>;
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
 * schema up to date with `migrations`. Several instances may start at once: the migrations
 * run once, under a lock (a Postgres advisory lock; SQLite's write lock).
 *
 * @example const { db } = await openDatabase<DatabaseSchema>({ sqlitePath: "./data/site.db" }, migrations)
 */
export async function openDatabase<Schema>(
  location: DatabaseLocation,
  migrations: Migrations,
): Promise<Database<Schema>> {
  const db = location.databaseUrl
    ? connectPostgres<Schema>(location.databaseUrl, location.onPoolError)
    : connectSqlite<Schema>(location.sqlitePath);
  try {
    await migrate(db, migrations);
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
function connectSqlite<Schema>(path: string): Kysely<Schema> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  // The wait is set when the file opens: switching a new file to WAL takes its lock too,
  // and a second process starting at the same moment must wait for it, not fail.
  const database = new DatabaseSync(path, { timeout: SQLITE_WAIT_MS });
  enableWal(database);
  database.exec("PRAGMA synchronous = FULL");
  database.exec("PRAGMA foreign_keys = ON");
  adoptLegacySqliteSchema(database);
  const file = path === ":memory:" ? path : resolve(path);
  return new Kysely<Schema>({ dialect: new NodeSqliteDialect(database, file) });
}

/** How long a process waits for another's lock on the SQLite file. */
const SQLITE_WAIT_MS = 5000;

/**
 * Switches the file to WAL, waiting out other processes doing the same. SQLite does not
 * always wait for this one: when two processes opening a new file at once both hold its
 * read lock and both need the file to themselves, waiting could deadlock, so one is told
 * "busy" at once and its timeout is never used (seen in CI: three instances starting
 * together on a busy machine). That one waits a moment and asks again, up to the same wait.
 */
function enableWal(database: DatabaseSync): void {
  const deadline = Date.now() + SQLITE_WAIT_MS;
  for (;;) {
    try {
      database.exec("PRAGMA journal_mode = WAL");
      return;
    } catch (error) {
      // The low byte is the primary code: SQLITE_BUSY and its extended codes alike.
      const busy = ((error as { errcode?: number }).errcode ?? 0) % 256 === SQLITE_BUSY;
      if (!busy || Date.now() >= deadline) throw error;
      // Synchronous, as opening the file is: a few milliseconds, while the other finishes.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** SQLite's result code for a lock held by another connection. */
const SQLITE_BUSY = 5;

function connectPostgres<Schema>(
  url: string,
  onPoolError?: (error: Error) => void,
): Kysely<Schema> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server dropped is replaced on next use; unheard, it would
  // end the process.
  pool.on("error", (error) => onPoolError?.(error));
  return new Kysely<Schema>({ dialect: new PostgresEngineDialect({ pool }) });
}

async function migrate<Schema>(db: Kysely<Schema>, migrations: Migrations): Promise<void> {
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
export function inTransaction<Schema, T>(
  db: Kysely<Schema> | Transaction<Schema>,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Schema>);
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
