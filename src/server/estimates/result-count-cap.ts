import { LRUCache } from "lru-cache";
import { RateLimiter } from "../spam/rate-limit.ts";
import type { Db } from "../tables.ts";

/**
 * Results one client adds to "estimates shown" per day, all instances together. A
 * homeowner trying answers shows a handful; past this it is a script or a crawler
 * following result links.
 */
export const RESULTS_COUNTED_PER_CLIENT_DAY = 20;
const CLIENTS_REMEMBERED = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which result renders count toward the reports: counted in the database (spam/rate-limit.ts),
 * so instances on one database share one cap, not one each. A client found over the cap
 * is remembered in memory for the day, so a flood of renders costs each instance one more
 * database write, not one per render.
 */
export function resultCountCap(db: Db) {
  const results = new RateLimiter(
    db,
    "estimate-result",
    DAY_MS,
    RESULTS_COUNTED_PER_CLIENT_DAY + 1,
  );
  const overCap = new LRUCache<string, true>({ max: CLIENTS_REMEMBERED, ttl: DAY_MS });
  return {
    /** Records one result for `client`; true while it is within the day's cap */
    async countsOnce(client: string, now = Date.now()): Promise<boolean> {
      if (overCap.has(client)) return false;
      if ((await results.hit(client, now)) <= RESULTS_COUNTED_PER_CLIENT_DAY) return true;
      overCap.set(client, true);
      return false;
    },
  };
}
