/** Keys tracked before idle ones are pruned; pruning again waits until the map doubles. */
const PRUNE_FLOOR = 10_000;
/** Hard cap: past it the longest-idle key is dropped, so memory stays bounded. */
const DEFAULT_MAX_KEYS = 50_000;

/**
 * Counts events per key over a sliding window, in memory: quote requests per client
 * address, and failed sign-ins per account and address. Enough for one server process;
 * several instances would move it to shared storage.
 *
 * Memory is bounded: each key keeps only the hits still in its window, idle keys are
 * pruned when the map has doubled since the last prune (so a flood of new keys costs
 * amortised O(1) per hit, not a full scan each), and beyond `maxKeys` the key idle longest
 * is forgotten at once. A flood big enough to reach that cap can make the limiter forget a quiet
 * client early; it cannot make the process run out of memory.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private pruneAt = PRUNE_FLOOR;

  constructor(windowMs: number, maxKeys = DEFAULT_MAX_KEYS) {
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** Records a hit and returns how many hits the key has in the window, this one included. */
  hit(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    recent.push(now);
    // Re-inserted, so the Map's order runs from the longest idle key to the latest.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.forgetLongestIdle();
    if (this.hits.size > this.pruneAt) this.prune(now);
    return recent.length;
  }

  /** The times of the key's hits still in the window, oldest first. */
  recent(key: string, now = Date.now()): number[] {
    return (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  /** Drops every hit of the key, e.g. the failures of an account that has just signed in. */
  forget(key: string): void {
    this.hits.delete(key);
  }

  /** How many keys are tracked (for tests of the memory bound). */
  get size(): number {
    return this.hits.size;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
    this.pruneAt = Math.max(PRUNE_FLOOR, this.hits.size * 2);
  }

  private forgetLongestIdle() {
    const oldest = this.hits.keys().next();
    if (!oldest.done) this.hits.delete(oldest.value);
  }
}
