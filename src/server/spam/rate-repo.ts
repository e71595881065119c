import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";

/*
 * The counters behind every limit (quote requests per client, failed sign-ins), in the
 * database so that all instances count together. Times are milliseconds since the epoch
 * here, ISO text in the tables.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Makes the transaction `db` the only one counting `key` until it ends, so that two
 * transactions counting one key at once each see the other's event. Postgres only: a
 * SQLite transaction holds the file's write lock from its start.
 */
export async function lockRateKey(db: Db, key: string): Promise<void> {
  if (engineOf(db) === "postgres")
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** Counts one event under `key`; it stops counting for any window at `expiresAt`. */
export async function recordRateEvent(
  db: Db,
  key: string,
  at: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto("rate_events")
    .values({ key, at: iso(at), expires_at: iso(expiresAt) })
    .execute();
}

/** The times of the key's events after `since`, oldest first. */
export async function rateEventTimes(db: Db, key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom("rate_events")
    .select("at")
    .where("key", "=", key)
    .where("at", ">", iso(since))
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => Date.parse(row.at));
}

/**
 * How many events the key has after `since`, counting no further than `upTo`: what a limit
 * compares, without reading each row. A limit needs to know only whether it is passed, and
 * a client flooding the window must not make each count read every event it sent.
 */
export async function countRateEvents(
  db: Db,
  key: string,
  since: number,
  upTo = Number.POSITIVE_INFINITY,
): Promise<number> {
  let events = db
    .selectFrom("rate_events")
    .select("id")
    .where("key", "=", key)
    .where("at", ">", iso(since));
  if (Number.isFinite(upTo)) events = events.limit(upTo);
  const { count } = await db
    .selectFrom(events.as("counted"))
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Drops every event of the key, e.g. the failures of an account that has just signed in. */
export async function forgetRateEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_events").where("key", "=", key).execute();
}

/**
 * Takes the key's slot until `freeAt` if nobody holds it at `now`. One statement (an
 * upsert whose update is conditional), so of instances racing for one slot exactly one
 * gets true.
 */
export async function takeRateSlot(
  db: Db,
  key: string,
  now: number,
  freeAt: number,
): Promise<boolean> {
  const taken = await db
    .insertInto("rate_slots")
    .values({ key, free_at: iso(freeAt) })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet({ free_at: iso(freeAt) })
        .where("rate_slots.free_at", "<=", iso(now)),
    )
    .returning("key")
    .executeTakeFirst();
  return taken !== undefined;
}

/** When the key's slot may be taken again, or null when it has none. */
export async function rateSlotFreeAt(db: Db, key: string): Promise<number | null> {
  const row = await db
    .selectFrom("rate_slots")
    .select("free_at")
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? Date.parse(row.free_at) : null;
}

export async function clearRateSlot(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_slots").where("key", "=", key).execute();
}

/** Deletes events and slots that no longer count at `now`; they only take space. */
export async function pruneRates(db: Db, now: number): Promise<void> {
  await db.deleteFrom("rate_events").where("expires_at", "<=", iso(now)).execute();
  await db.deleteFrom("rate_slots").where("free_at", "<=", iso(now)).execute();
}
