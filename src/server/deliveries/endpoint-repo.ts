import { toDelivery, type Delivery } from "./delivery-repo.ts";
import type { Db } from "../tables.ts";
import type { DeliveryState } from "./delivery-tables.ts";

/*
 * The endpoints deliveries go to, as the integrations page and the drain see them: which
 * a 410 stopped, and how the deliveries to each fared.
 */

/**
 * Marks `endpoint` stopped (its receiver answered 410 Gone) and stops everything still
 * queued for it, so no instance sends there again until staff resume it.
 */
export async function stopEndpoint(
  db: Db,
  endpoint: string,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .insertInto("stopped_endpoints")
    .values({ endpoint, stopped_at: now, reason })
    .onConflict((conflict) => conflict.column("endpoint").doNothing())
    .execute();
  await db
    .updateTable("deliveries")
    .set({ state: "stopped" })
    .where("endpoint", "=", endpoint)
    .where("state", "in", ["pending", "failed"])
    .execute();
}

export interface StoppedEndpoint {
  endpoint: string;
  stoppedAt: string;
  reason: string;
}

export async function stoppedEndpoints(db: Db): Promise<StoppedEndpoint[]> {
  const rows = await db.selectFrom("stopped_endpoints").selectAll().orderBy("endpoint").execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    stoppedAt: row.stopped_at,
    reason: row.reason,
  }));
}

export async function isEndpointStopped(db: Db, endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom("stopped_endpoints")
    .select("endpoint")
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

/** Lets deliveries go to `endpoint` again; returns false when it was not stopped. */
export async function resumeEndpoint(db: Db, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("stopped_endpoints")
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** The latest deliveries to `endpoint` whose last attempt failed, newest first. */
export async function recentFailures(db: Db, endpoint: string, limit = 5): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("deliveries")
    .selectAll()
    .where("endpoint", "=", endpoint)
    .where((eb) => eb.or([eb("last_error", "is not", null), eb("state", "=", "stopped")]))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toDelivery);
}

/** How many deliveries to `endpoint` are in each state, and when the latest was sent. */
export async function endpointStateCounts(
  db: Db,
  endpoint: string,
): Promise<Array<{ state: DeliveryState; count: number; lastSentAt: string | null }>> {
  const rows = await db
    .selectFrom("deliveries")
    .select((eb) => [
      "state",
      eb.fn.countAll().as("count"),
      eb.fn.max("sent_at").as("last_sent_at"),
    ])
    .where("endpoint", "=", endpoint)
    .groupBy("state")
    .execute();
  return rows.map((row) => ({
    state: row.state,
    count: Number(row.count),
    lastSentAt: row.last_sent_at === null ? null : String(row.last_sent_at),
  }));
}
