import { sql } from "kysely";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";
import type { PriceBooksTable } from "./estimate-tables.ts";

/*
 * The saved versions of the price book (each one also its history line) and the weekly
 * count of estimate result pages. SQL only: what a version means is estimates/price-books.ts.
 */

export type PriceBookRow = Omit<PriceBooksTable, "id"> & { id: number };

/**
 * Makes the transaction `trx` the only one saving a price book until it ends, so a save
 * reads the version it builds on only after any save in flight has committed. Postgres: a
 * transaction-level advisory lock (a read of its snapshot could miss a racing save);
 * SQLite's transactions already take the file's write lock when they begin.
 */
export async function lockPriceBooks(trx: Db): Promise<void> {
  if (engineOf(trx) === "postgres")
    await sql`SELECT pg_advisory_xact_lock(hashtext('price_books'))`.execute(trx);
}

/** The newest saved version, or undefined before staff first saved one. */
export async function latestPriceBook(db: Db): Promise<PriceBookRow | undefined> {
  return db.selectFrom("price_books").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** The saved version named `version`, if there is one. */
export async function priceBookByVersion(
  db: Db,
  version: string,
): Promise<PriceBookRow | undefined> {
  return db.selectFrom("price_books").selectAll().where("version", "=", version).executeTakeFirst();
}

/** The newest `limit` versions, newest first: the page's history. */
export async function priceBookHistory(db: Db, limit: number): Promise<PriceBookRow[]> {
  return db.selectFrom("price_books").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** How many versions were saved: the next version's number is one more. */
export async function countPriceBooks(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("price_books")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Saves a version; a second save of the same version number fails on its unique column. */
export async function insertPriceBook(db: Db, row: Omit<PriceBookRow, "id">): Promise<void> {
  await db.insertInto("price_books").values(row).execute();
}

/** Counts one estimate result page in its week, in one statement on either engine. */
export async function countEstimateRender(db: Db, week: string): Promise<void> {
  await db
    .insertInto("estimate_renders")
    .values({ week, renders: 1 })
    .onConflict((conflict) =>
      conflict.column("week").doUpdateSet({ renders: sql`estimate_renders.renders + 1` }),
    )
    .execute();
}
