import type { Db } from "../tables.ts";

/*
 * Bytes of photos stored per client and in all, so the daily budgets hold across every
 * instance on the database. Times are milliseconds here, ISO text in the table.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** Counts `bytes` under `key` at `at`; the row stops counting (and may go) at `expiresAt`. */
export async function recordUploadBytes(
  db: Db,
  key: string,
  bytes: number,
  at: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto("upload_bytes")
    .values({ key, bytes, at: iso(at), expires_at: iso(expiresAt) })
    .execute();
}

/** The bytes counted under `key` after `since`. */
export async function uploadBytesSince(db: Db, key: string, since: number): Promise<number> {
  const { total } = await db
    .selectFrom("upload_bytes")
    .select((eb) => eb.fn.sum<number | string | null>("bytes").as("total"))
    .where("key", "=", key)
    .where("at", ">", iso(since))
    .executeTakeFirstOrThrow();
  return Number(total ?? 0);
}

/** Deletes rows that no longer count at `now`. */
export async function pruneUploadBytes(db: Db, now: number): Promise<void> {
  await db.deleteFrom("upload_bytes").where("expires_at", "<=", iso(now)).execute();
}
