import { sql } from "kysely";
import type { Db } from "../tables.ts";

/**
 * How many receipts have been queued for `address` (any letter case) after `since`: the
 * cap on receipts per recipient counts them. A receipt has one recipient, so its
 * recipients column is exactly the JSON of that one-address list.
 */
export async function countReceiptsTo(db: Db, address: string, since: string): Promise<number> {
  const { count } = await receiptsToQuery(db, address, since).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * countReceiptsTo's query, which the partial index outbox_receipts_to serves. The kind is
 * a literal: an engine uses a partial index only when the query's own text implies its
 * condition, which a bound parameter never does.
 */
export const receiptsToQuery = (db: Db, address: string, since: string) =>
  db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", sql.lit("receipt"))
    .where((eb) =>
      eb(eb.fn("lower", ["recipients"]), "=", eb.fn("lower", [eb.val(JSON.stringify([address]))])),
    )
    .where("created_at", ">", since);
