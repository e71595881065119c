import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
} from "kysely";

export type Engine = "sqlite" | "postgres";

/*
 * Kysely's own SQLite and Postgres dialects, each with an adapter that says which engine
 * it is. The engine is read from the adapter by property, not by class: the server entry
 * and the Astro bundle each load this module, so a class check would fail across them.
 */

class NodeSqliteAdapter extends SqliteAdapter {
  readonly engine: Engine = "sqlite";

  // SQLite runs DDL in transactions; the migrator then holds BEGIN IMMEDIATE, the
  // database file's write lock, for the whole run: two processes starting on one file
  // migrate one after the other, and the second finds nothing left to do.
  override get supportsTransactionalDdl() {
    return true;
  }
}

/** Resolves in turn: each caller's release lets the next one in. */
type Turns = Promise<void>;
/** By the database file's path; an in-memory database is its own connection's, by a symbol. */
const fileTurns = new Map<string | symbol, Turns>();

/**
 * Waits until no other connection of this process uses the database file. node:sqlite
 * waits for a lock synchronously (busy_timeout), blocking the event loop: a connection
 * waiting on a transaction another connection of the same process holds across an await
 * would wait out the timeout and fail. Processes wait for each other in SQLite itself.
 */
async function takeFileTurn(path: string | symbol): Promise<() => void> {
  const previous = fileTurns.get(path) ?? Promise.resolve();
  let release = () => {};
  const mine: Turns = new Promise((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  fileTurns.set(path, tail);
  await previous;
  return () => {
    if (fileTurns.get(path) === tail) fileTurns.delete(path);
    release();
  };
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE). A deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process wrote in between; an immediate one waits (busy_timeout) and goes ahead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #file: string | symbol;
  #release: (() => void) | undefined;

  constructor(database: SqliteDatabase, path: string) {
    super({ database });
    // An in-memory database is this connection's alone, but its queries and transactions
    // still take turns: a transaction may wait a turn of the event loop (group-commit.ts).
    this.#file = path === ":memory:" ? Symbol(path) : path;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await takeFileTurn(this.#file);
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** How many prepared statements one connection keeps for reuse. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * node:sqlite's DatabaseSync in the shape Kysely's SQLite driver expects (better-sqlite3's).
 * Kysely prepares every query afresh; preparing took about a tenth of a quote's time, and
 * the server runs the same few dozen statements over and over, so each is prepared once
 * and kept (the least recently used goes first when the cache is full).
 */
function kyselySqlite(database: DatabaseSync): SqliteDatabase {
  const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
  const prepared = new Map<string, ReturnType<SqliteDatabase["prepare"]>>();
  return {
    close: () => database.close(),
    prepare(query) {
      const cached = prepared.get(query);
      if (cached) {
        prepared.delete(query);
        prepared.set(query, cached);
        return cached;
      }
      const statement = database.prepare(query);
      const wrapped = {
        reader: statement.columns().length > 0,
        all: (parameters: readonly unknown[]) => statement.all(...values(parameters)),
        run: (parameters: readonly unknown[]) => statement.run(...values(parameters)),
        iterate: (parameters: readonly unknown[]) => statement.iterate(...values(parameters)),
      };
      prepared.set(query, wrapped);
      if (prepared.size > STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
      return wrapped;
    },
  };
}

/**
 * One node:sqlite connection for the whole process. Kysely lends it to one query or one
 * transaction at a time, so a transaction's statements never interleave with another
 * request's, even across awaits.
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: DatabaseSync;
  readonly #path: string;

  /** `path`: the file `database` was opened on (resolved), or ":memory:" */
  constructor(database: DatabaseSync, path: string) {
    super({ database: kyselySqlite(database) });
    this.#database = database;
    this.#path = path;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(kyselySqlite(this.#database), this.#path);
  }

  override createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }
}

class PostgresEngineAdapter extends PostgresAdapter {
  readonly engine: Engine = "postgres";
}

/** Kysely's Postgres dialect (on a `pg` pool), its adapter marked with the engine. */
export class PostgresEngineDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresEngineAdapter();
  }
}

/**
 * Which engine a database (or a transaction on it) runs on, for the few statements that
 * must differ: e.g. Postgres' FOR UPDATE SKIP LOCKED.
 */
export function engineOf(db: { getExecutor(): { readonly adapter: DialectAdapter } }): Engine {
  const adapter = db.getExecutor().adapter as { engine?: Engine };
  return adapter.engine === "postgres" ? "postgres" : "sqlite";
}
