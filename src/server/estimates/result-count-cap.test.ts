// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { RESULTS_COUNTED_PER_CLIENT_DAY, resultCountCap } from "./result-count-cap.ts";

const T0 = Date.UTC(2026, 10, 24, 15, 0, 0);

describe.each(engines)("the estimate result count's cap on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("counts a client's first results of the day and no more, each client on its own", async () => {
    const cap = resultCountCap(database.db);
    const counted = [];
    for (let index = 0; index < 50; index++)
      counted.push(await cap.countsOnce("203.0.113.7", T0 + index * 1000));
    expect(counted.filter(Boolean)).toHaveLength(RESULTS_COUNTED_PER_CLIENT_DAY);
    expect(await cap.countsOnce("198.51.100.4", T0 + 60_000)).toBe(true);
  });

  it("is one cap for two instances on one database, not one each", async () => {
    const other = await database.connect();
    const caps = [resultCountCap(database.db), resultCountCap(other.db)];
    const counted = [];
    for (let index = 0; index < 60; index++)
      counted.push(await caps[index % 2]!.countsOnce("203.0.113.9", T0 + index * 1000));
    expect(counted.filter(Boolean)).toHaveLength(RESULTS_COUNTED_PER_CLIENT_DAY);
    // All at once, each counts after recording: a burst may count fewer, never more.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        caps[index % 2]!.countsOnce("203.0.113.10", T0 + index * 1000),
      ),
    );
    expect(burst.filter(Boolean).length).toBeLessThanOrEqual(RESULTS_COUNTED_PER_CLIENT_DAY);
  });

  it("counts the client again the next day", async () => {
    const cap = resultCountCap(database.db);
    for (let index = 0; index < 25; index++) await cap.countsOnce("203.0.113.8", T0 + index);
    const tomorrow = resultCountCap(database.db);
    expect(await tomorrow.countsOnce("203.0.113.8", T0 + 25 * 60 * 60 * 1000)).toBe(true);
  });
});
