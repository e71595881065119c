/**
 * Counts events per key over a sliding window, in memory: quote requests per client
 * address, and failed sign-ins per account and address. Enough for one server process;
 * several instances would move it to shared storage.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  /** Records a hit and returns how many hits the key has in the window, this one included. */
  hit(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
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

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
  }
}
