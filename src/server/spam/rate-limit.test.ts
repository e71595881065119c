// @vitest-environment node
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { inTransaction } from "../db/database.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { RateLimiter } from "./rate-limit.ts";

const MINUTE = 60_000;
/** A time well after the epoch, so "a window ago" is a real time too. */
const T0 = Date.parse("2025-06-14T15:30:00.000Z");

describe.each(engines)("RateLimiter on %s", (engine) => {
  const database = useTestDatabase(engine);
  const limiter = (windowMs = 10 * MINUTE, scope = "quote") =>
    new RateLimiter(database.db, scope, windowMs);

  it("counts each hit in the window, this one included", async () => {
    const quotes = limiter();
    expect(await quotes.hit("203.0.113.7", T0)).toBe(1);
    expect(await quotes.hit("203.0.113.7", T0 + 1 * MINUTE)).toBe(2);
    expect(await quotes.hit("203.0.113.7", T0 + 2 * MINUTE)).toBe(3);
  });

  it("counts no further than it was asked to: a flood is not read event by event", async () => {
    const quotes = new RateLimiter(database.db, "quote", 10 * MINUTE, 21);
    let count = 0;
    for (let second = 0; second < 40; second++)
      count = await quotes.hit("203.0.113.7", T0 + second * 1000);
    expect(count).toBe(21);
    // Another client's count is its own, from one.
    expect(await quotes.hit("203.0.113.8", T0 + 41_000)).toBe(1);
  });

  it("slides: hits older than the window stop counting one by one", async () => {
    const quotes = limiter();
    await quotes.hit("203.0.113.7", T0);
    await quotes.hit("203.0.113.7", T0 + 3 * MINUTE);
    await quotes.hit("203.0.113.7", T0 + 6 * MINUTE);

    // T0 is now exactly one window old and drops out; 3 and 6 still count
    expect(await quotes.hit("203.0.113.7", T0 + 10 * MINUTE)).toBe(3);
    // 3 drops out
    expect(await quotes.hit("203.0.113.7", T0 + 13 * MINUTE)).toBe(3);
    // 6 and 10 drop out; 13 and this one remain
    expect(await quotes.hit("203.0.113.7", T0 + 20 * MINUTE + 1)).toBe(2);
  });

  it("still counts a hit one millisecond short of a window old", async () => {
    const quotes = limiter();
    await quotes.hit("203.0.113.7", T0);
    expect(await quotes.hit("203.0.113.7", T0 + 10 * MINUTE - 1)).toBe(2);
  });

  it("starts again from one after a quiet window", async () => {
    const quotes = limiter();
    for (let minute = 0; minute < 5; minute++)
      await quotes.hit("203.0.113.7", T0 + minute * MINUTE);
    expect(await quotes.hit("203.0.113.7", T0 + 30 * MINUTE)).toBe(1);
  });

  it("keeps a separate count for each client address, and for each limiter's scope", async () => {
    const quotes = limiter();
    await quotes.hit("203.0.113.7", T0);
    await quotes.hit("203.0.113.7", T0 + 1);
    expect(await quotes.hit("198.51.100.2", T0 + 2)).toBe(1);
    expect(await quotes.hit("203.0.113.7", T0 + 3)).toBe(3);
    expect(await limiter(10 * MINUTE, "other").hit("203.0.113.7", T0 + 4)).toBe(1);
  });

  it("deletes hits once they count for no window, so the table stays small", async () => {
    const quotes = limiter(MINUTE);
    for (let index = 0; index < 50; index++) await quotes.hit(`10.0.0.${index}`, T0);
    // A minute later the next hit clears out every hit that no longer counts.
    expect(await quotes.hit("203.0.113.7", T0 + MINUTE)).toBe(1);
    const rows = await database.db.selectFrom("rate_events").select("key").execute();
    expect(rows).toEqual([{ key: "quote:203.0.113.7" }]);
    expect(await quotes.hit("10.0.0.0", T0 + MINUTE)).toBe(1);
  });

  it("lists a key's hits still in the window, and forgets a key on request", async () => {
    const failures = limiter(MINUTE, "sign-in-failure");
    await failures.hit("account:dana@example.com", T0);
    await failures.hit("account:dana@example.com", T0 + 30_000);
    await failures.hit("address:203.0.113.7", T0 + 30_000);
    expect(await failures.recent("account:dana@example.com", T0 + MINUTE)).toEqual([T0 + 30_000]);
    await failures.forget("account:dana@example.com");
    expect(await failures.recent("account:dana@example.com", T0 + MINUTE)).toEqual([]);
    expect(await failures.recent("address:203.0.113.7", T0 + MINUTE)).toEqual([T0 + 30_000]);
  });
});

describe.each(engines)("RateLimiter on several instances sharing %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("counts every instance's hits together: N instances enforce one limit", async () => {
    const instances = [database.db, (await database.connect()).db, (await database.connect()).db];
    const limiters = instances.map((db) => new RateLimiter(db, "quote", 10 * MINUTE));
    const counts = [];
    for (let index = 0; index < 6; index++)
      counts.push(await limiters[index % 3]!.hit("203.0.113.7", T0 + index));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("never undercounts hits that arrive on two instances at once", async () => {
    const [one, two] = [database.db, (await database.connect()).db].map(
      (db) => new RateLimiter(db, "quote", 10 * MINUTE),
    );
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? one : two)!.hit("203.0.113.7", T0 + index),
      ),
    );
    expect(Math.max(...counts)).toBe(10);
    expect(counts.every((count) => count >= 1 && count <= 10)).toBe(true);
  });

  it("counts a key's hits in two instances' open transactions one after the other", async () => {
    const [one, two] = [database.db, (await database.connect()).db];
    const [first, second] = [one, two].map((db) => new RateLimiter(db, "quote", 10 * MINUTE));
    let counted = () => {};
    const firstCounted = new Promise<void>((resolve) => (counted = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const firstCount = inTransaction(one!, async (trx) => {
      const count = await first!.hit("203.0.113.7", T0, trx);
      counted();
      await released;
      return count;
    });
    await firstCounted;
    const secondCount = inTransaction(two!, (trx) => second!.hit("203.0.113.7", T0 + 1, trx));
    // Time for the second to count, were it not made to wait for the first's commit.
    await sleep(200);
    release();
    expect([await firstCount, await secondCount]).toEqual([1, 2]);
  });
});
