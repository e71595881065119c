import { LRUCache } from "lru-cache";

/**
 * Results one client adds to "estimates shown" per day, per instance. A homeowner trying
 * answers shows a handful; past this it is a script or a crawler following result links.
 */
export const RESULTS_COUNTED_PER_CLIENT_DAY = 20;
const CLIENTS_REMEMBERED = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which result renders count toward the reports: kept in memory, so a flood of renders
 * costs no database write past the cap (an instance restart forgets, which only lets a
 * few more count).
 */
export function resultCountCap() {
  const shown = new LRUCache<string, number>({ max: CLIENTS_REMEMBERED, ttl: DAY_MS });
  return {
    /** Records one result for `client`; true while it is within the day's cap */
    countsOnce(client: string): boolean {
      const count = (shown.get(client) ?? 0) + 1;
      // The first result starts the client's day; later ones keep it (noUpdateTTL).
      shown.set(client, count, { noUpdateTTL: count > 1 });
      return count <= RESULTS_COUNTED_PER_CLIENT_DAY;
    },
  };
}
