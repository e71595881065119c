// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

const MINUTE = 60_000;

describe("RateLimiter", () => {
  it("counts each hit in the window, this one included", () => {
    const limiter = new RateLimiter(10 * MINUTE);
    expect(limiter.hit("203.0.113.7", 0)).toBe(1);
    expect(limiter.hit("203.0.113.7", 1 * MINUTE)).toBe(2);
    expect(limiter.hit("203.0.113.7", 2 * MINUTE)).toBe(3);
  });

  it("slides: hits older than the window stop counting one by one", () => {
    const limiter = new RateLimiter(10 * MINUTE);
    limiter.hit("203.0.113.7", 0);
    limiter.hit("203.0.113.7", 3 * MINUTE);
    limiter.hit("203.0.113.7", 6 * MINUTE);

    // 0 is now exactly one window old and drops out; 3 and 6 still count
    expect(limiter.hit("203.0.113.7", 10 * MINUTE)).toBe(3);
    // 3 drops out
    expect(limiter.hit("203.0.113.7", 13 * MINUTE)).toBe(3);
    // 6 and 10 drop out; 13 and this one remain
    expect(limiter.hit("203.0.113.7", 20 * MINUTE + 1)).toBe(2);
  });

  it("still counts a hit one millisecond short of a window old", () => {
    const limiter = new RateLimiter(10 * MINUTE);
    limiter.hit("203.0.113.7", 0);
    expect(limiter.hit("203.0.113.7", 10 * MINUTE - 1)).toBe(2);
  });

  it("starts again from one after a quiet window", () => {
    const limiter = new RateLimiter(10 * MINUTE);
    for (let minute = 0; minute < 5; minute++) limiter.hit("203.0.113.7", minute * MINUTE);
    expect(limiter.hit("203.0.113.7", 30 * MINUTE)).toBe(1);
  });

  it("keeps a separate count for each client address", () => {
    const limiter = new RateLimiter(10 * MINUTE);
    limiter.hit("203.0.113.7", 0);
    limiter.hit("203.0.113.7", 1);
    expect(limiter.hit("198.51.100.2", 2)).toBe(1);
    expect(limiter.hit("203.0.113.7", 3)).toBe(3);
  });

  it("forgets idle addresses once it tracks many, so memory stays bounded", () => {
    const limiter = new RateLimiter(MINUTE);
    for (let index = 0; index < 10_000; index++)
      limiter.hit(`10.0.${index >> 8}.${index & 255}`, 0);
    // Every earlier address is a window old now: the next new address prunes them all.
    expect(limiter.hit("203.0.113.7", MINUTE)).toBe(1);
    const tracked = (limiter as unknown as { hits: Map<string, number[]> }).hits;
    expect([...tracked.keys()]).toEqual(["203.0.113.7"]);
    expect(limiter.hit("10.0.0.0", MINUTE)).toBe(1);
  });

  it("lists a key's hits still in the window, and forgets a key on request", () => {
    const limiter = new RateLimiter(MINUTE);
    limiter.hit("account:dana@example.com", 0);
    limiter.hit("account:dana@example.com", 30_000);
    limiter.hit("address:203.0.113.7", 30_000);
    expect(limiter.recent("account:dana@example.com", MINUTE)).toEqual([30_000]);
    limiter.forget("account:dana@example.com");
    expect(limiter.recent("account:dana@example.com", MINUTE)).toEqual([]);
    expect(limiter.recent("address:203.0.113.7", MINUTE)).toEqual([30_000]);
  });

  it("never tracks more than its cap of keys, forgetting the one idle longest", () => {
    const limiter = new RateLimiter(MINUTE, 100);
    for (let index = 0; index < 5000; index++) limiter.hit(`key-${index}`, 0);
    expect(limiter.size).toBe(100);
    expect(limiter.recent("key-4999", 0)).toEqual([0]);
    expect(limiter.recent("key-0", 0)).toEqual([]);
  });

  it("keeps a busy key when newer idle ones arrive", () => {
    const limiter = new RateLimiter(MINUTE, 3);
    limiter.hit("busy", 0);
    limiter.hit("a", 1);
    limiter.hit("busy", 2);
    limiter.hit("b", 3);
    limiter.hit("c", 4);
    expect(limiter.recent("busy", 5)).toEqual([0, 2]);
    expect(limiter.recent("a", 5)).toEqual([]);
  });
});
