import type { Db } from "../tables.ts";
import type { DeliveryChannel } from "./delivery-tables.ts";

/** The deliveries at a glance, for /healthz: counts, times and channels, never endpoints. */
export interface DeliveryBacklog {
  /** Deliveries not yet accepted that are still tried (pending, sending or failed) */
  waiting: number;
  /** When the oldest of them was queued, or null when none waits */
  oldestWaitingAt: string | null;
  /** The channels with a delivery waiting since before `since`: failing, or stuck behind one */
  lateChannels: DeliveryChannel[];
  /** Endpoints stopped (a 410) and not resumed */
  stoppedEndpoints: number;
  /** The channels with an endpoint stopped since before `since` */
  stoppedChannels: DeliveryChannel[];
}

const stillTried = ["pending", "sending", "failed"] as const;

/**
 * One look at the deliveries, measured against `since` (now less the alert time).
 * Endpoints are never returned: a chat webhook's URL is its password.
 */
export async function deliveryBacklog(db: Db, since: string): Promise<DeliveryBacklog> {
  const [waiting, late, stopped, stoppedLate] = await Promise.all([
    db
      .selectFrom("deliveries")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.min("created_at").as("oldest")])
      .where("state", "in", stillTried)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("deliveries")
      .select("channel")
      .distinct()
      .where("state", "in", stillTried)
      .where("created_at", "<", since)
      .orderBy("channel")
      .execute(),
    db
      .selectFrom("stopped_endpoints")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("stopped_endpoints")
      .innerJoin("deliveries", "deliveries.endpoint", "stopped_endpoints.endpoint")
      .select("deliveries.channel")
      .distinct()
      .where("stopped_endpoints.stopped_at", "<", since)
      .orderBy("deliveries.channel")
      .execute(),
  ]);
  return {
    waiting: Number(waiting.count),
    oldestWaitingAt: waiting.oldest ?? null,
    lateChannels: late.map((row) => row.channel),
    stoppedEndpoints: Number(stopped.count),
    stoppedChannels: stoppedLate.map((row) => row.channel),
  };
}
