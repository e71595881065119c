import { LRUCache } from "lru-cache";
import type { RoofMeasurement } from "../../lib/estimate/satellite-roof.ts";
import type { RateLimiter } from "../spam/rate-limit.ts";

/*
 * Each satellite measurement is two paid Google requests, and /estimate?address=… is a
 * link anyone (or any crawler) can open. So an address measured once is answered from
 * memory for a day, and one client gets a few new measurements an hour; past that the
 * visitor's own answers stand, with a line saying so.
 */

/** New addresses one client may have measured per hour */
export const MEASUREMENTS_PER_CLIENT_HOUR = 10;
const ADDRESSES_REMEMBERED = 1000;
const REMEMBERED_MS = 24 * 60 * 60 * 1000;

const OVER_LIMIT: RoofMeasurement = {
  ok: false,
  line: "You have measured several addresses in the last hour, so the estimate below uses your answers.",
};

/** The same address however it was typed: letter case and spacing aside. */
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[\s,]+/g, " ")
    .trim();

/**
 * `measure` behind a memory of recent answers and a per-client limit (counted in the
 * database, so every instance counts together). Only answers about the roof are
 * remembered; a timeout or an error is asked again next time.
 */
export function guardedMeasurement(
  measure: (address: string) => Promise<RoofMeasurement>,
  limiter: RateLimiter,
) {
  const remembered = new LRUCache<string, RoofMeasurement>({
    max: ADDRESSES_REMEMBERED,
    ttl: REMEMBERED_MS,
  });
  return async (address: string, clientKey: string): Promise<RoofMeasurement> => {
    const key = addressKey(address);
    const known = remembered.get(key);
    if (known) return known;
    if ((await limiter.hit(clientKey)) > MEASUREMENTS_PER_CLIENT_HOUR) return OVER_LIMIT;
    const measured = await measure(address);
    if (measured.ok || !measured.transient) remembered.set(key, measured);
    return measured;
  };
}
