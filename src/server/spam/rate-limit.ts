import {
  countRateEvents,
  forgetRateEvents,
  lockRateKey,
  pruneRates,
  rateEventTimes,
  recordRateEvent,
} from "./rate-repo.ts";
import type { Db } from "../tables.ts";

/** How often one limiter clears out events that no longer count. */
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Counts events per key over a sliding window, in the database: quote requests per client
 * address, and failed sign-ins per account and address. Every instance on the database
 * counts into the same rows, so N instances enforce one limit, not N of them. `scope`
 * keeps one limiter's keys apart from another's, e.g. "quote".
 */
export class RateLimiter {
  readonly #db: Db;
  readonly #scope: string;
  readonly #windowMs: number;
  readonly #countUpTo: number;
  #prunedAt = Number.NEGATIVE_INFINITY;

  /** `countUpTo`: hit() counts no further (one over the highest limit compared is enough) */
  constructor(db: Db, scope: string, windowMs: number, countUpTo = Number.POSITIVE_INFINITY) {
    this.#db = db;
    this.#scope = scope;
    this.#windowMs = windowMs;
    this.#countUpTo = countUpTo;
  }

  /**
   * Records a hit and returns how many hits the key has in the window, this one included,
   * from every instance, up to `countUpTo`. Counting after recording means two instances
   * hit at once each see the other's hit: neither undercounts. `db` is a transaction to
   * count in, when the hit belongs with the caller's other writes.
   */
  async hit(key: string, now = Date.now(), db: Db = this.#db): Promise<number> {
    // In a transaction the event is seen by others only at its commit: one at a time per key.
    if (db.isTransaction) await lockRateKey(db, this.#key(key));
    await recordRateEvent(db, this.#key(key), now, now + this.#windowMs);
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now;
      await pruneRates(db, now);
    }
    return countRateEvents(db, this.#key(key), now - this.#windowMs, this.#countUpTo);
  }

  /** The times of the key's hits still in the window, oldest first. */
  recent(key: string, now = Date.now()): Promise<number[]> {
    return rateEventTimes(this.#db, this.#key(key), now - this.#windowMs);
  }

  /** Drops every hit of the key, e.g. the failures of an account that has just signed in. */
  forget(key: string): Promise<void> {
    return forgetRateEvents(this.#db, this.#key(key));
  }

  #key(key: string) {
    return `${this.#scope}:${key}`;
  }
}
