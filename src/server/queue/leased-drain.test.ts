import { describe, expect, it } from "vitest";
import { memoryLogger } from "../log.ts";
import { startLeasedDrain, type LeasedWork } from "./leased-drain.ts";
import { afterFailedAttempt } from "./retry-policy.ts";

const policy = { retryBaseMs: 1000, maxAttempts: 3, maxDelayMs: 60_000, failedRetryMs: 3_600_000 };

/** A queue in memory: items are numbers, claimed in order; every hook can be replaced. */
function memoryQueue(items: number[], overrides: Partial<LeasedWork<number, string>> = {}) {
  const recorded: Array<[number, string]> = [];
  const work: LeasedWork<number, string> = {
    event: "test",
    makeDue: () => Promise.resolve(items.length),
    claim: () => Promise.resolve(items.shift()),
    renewLease: () => Promise.resolve(true),
    send: (item) => Promise.resolve(`sent ${item}`),
    record: (item, answer) => {
      recorded.push([item, answer]);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { work, recorded };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("afterFailedAttempt", () => {
  it("backs off while attempts remain, then fails and keeps trying only when asked to", () => {
    const before = Date.now();
    const retry = afterFailedAttempt(2, policy, false);
    expect(retry.state).toBe("pending");
    expect(Date.parse(retry.retryAt!) - before).toBeGreaterThanOrEqual(2000);
    expect(afterFailedAttempt(3, policy, false)).toEqual({ state: "failed", retryAt: null });
    const kept = afterFailedAttempt(3, policy, true);
    expect(kept.state).toBe("failed");
    expect(Date.parse(kept.retryAt!) - before).toBeGreaterThanOrEqual(3_600_000);
  });
});

describe("the leased drain", () => {
  it("makes waiting items due, then claims, sends and records each in turn", async () => {
    const log = memoryLogger();
    const { work, recorded } = memoryQueue([1, 2]);
    const drain = startLeasedDrain(work, log, { pollMs: 10_000, leaseMs: 1000 });
    await until(() => recorded.length === 2);
    await drain.stop();
    expect(recorded).toEqual([
      [1, "sent 1"],
      [2, "sent 2"],
    ]);
    expect(log.lines.map((line) => line.event)).toEqual(["test.resumed"]);
  });

  it("logs an error and goes on, unless the queue says the error stops it", async () => {
    const log = memoryLogger();
    const items = [1, 2, 3];
    let claims = 0;
    const failing = memoryQueue(items, {
      claim: () => {
        claims++;
        return Promise.resolve(items.shift());
      },
      record: (item) => Promise.reject(new Error(item === 1 ? "busy" : "fatal")),
      stopsOn: (error) => error instanceof Error && error.message === "fatal",
    });
    const drain = startLeasedDrain(failing.work, log, { pollMs: 10_000, leaseMs: 1000 });
    await until(() => log.lines.length === 2);
    // "busy" was logged and the drain waits; woken, it takes item 2, whose "fatal" stops it.
    drain.wake();
    await until(() => claims === 2);
    await new Promise((r) => setTimeout(r, 20));
    drain.wake();
    await new Promise((r) => setTimeout(r, 20));
    expect(claims).toBe(2);
    await drain.stop();
    expect(log.lines.map((line) => [line.event, line.error])).toEqual([
      ["test.resumed", undefined],
      ["test.error", "busy"],
    ]);
  });

  it("stops only after the item in flight is recorded", async () => {
    let release!: () => void;
    const { work, recorded } = memoryQueue([1], {
      send: () => new Promise((resolve) => (release = () => resolve("late"))),
    });
    const drain = startLeasedDrain(work, memoryLogger(), { pollMs: 10_000, leaseMs: 1000 });
    await until(() => release !== undefined);
    const stopped = drain.stop();
    release();
    await stopped;
    expect(recorded).toEqual([[1, "late"]]);
  });

  it("claims with a lease of leaseMs and wakes from its idle wait", async () => {
    const claims: Array<[string, string]> = [];
    const items: number[] = [];
    const { work, recorded } = memoryQueue(items, {
      claim: (now, leaseUntil) => {
        claims.push([now, leaseUntil]);
        return Promise.resolve(items.shift());
      },
    });
    const drain = startLeasedDrain(work, memoryLogger(), { pollMs: 10_000, leaseMs: 1000 });
    await until(() => claims.length === 1);
    items.push(7);
    drain.wake();
    await until(() => recorded.length === 1);
    await drain.stop();
    expect(recorded).toEqual([[7, "sent 7"]]);
    const [now, leaseUntil] = claims[0]!;
    expect(Date.parse(leaseUntil) - Date.parse(now)).toBe(1000);
  });

  it("sends in several lanes at once, never two items of one lane, and claims past a busy lane", async () => {
    const items = ["hang:1", "ok:1", "hang:2", "ok:2", "ok:3"];
    const busyAtClaims: string[][] = [];
    const sending = new Set<string>();
    let release!: () => void;
    const held = new Promise<string>((resolve) => (release = () => resolve("late")));
    const queue = {
      event: "test",
      makeDue: () => Promise.resolve(0),
      // The claim skips items of busy lanes, as the database query does.
      claim: (_now: string, _leaseUntil: string, busy: string[]) => {
        busyAtClaims.push(busy);
        const index = items.findIndex((item) => !busy.includes(item.split(":")[0]!));
        return Promise.resolve(index < 0 ? undefined : items.splice(index, 1)[0]);
      },
      laneOf: (item: string) => item.split(":")[0]!,
      renewLease: () => Promise.resolve(true),
      send: (item: string) => {
        sending.add(item);
        return item === "hang:1" ? held : Promise.resolve("sent");
      },
      record: (item: string) => {
        sending.delete(item);
        recorded.push(item);
        return Promise.resolve();
      },
    };
    const recorded: string[] = [];
    const drain = startLeasedDrain(queue, memoryLogger(), { pollMs: 10, leaseMs: 1000, lanes: 2 });
    await until(() => recorded.length === 3);
    expect(recorded).toEqual(["ok:1", "ok:2", "ok:3"]);
    expect([...sending]).toEqual(["hang:1"]);
    expect(busyAtClaims.some((busy) => busy.includes("hang"))).toBe(true);
    release();
    await until(() => recorded.length === 5);
    await drain.stop();
    expect(recorded.slice(3)).toEqual(["hang:1", "hang:2"]);
  });

  it("renews the lease of an item every third of leaseMs until its answer is recorded", async () => {
    const renewals: Array<[number, number]> = [];
    let release!: () => void;
    const { work, recorded } = memoryQueue([1], {
      renewLease: (item, heldUntil, leaseUntil) => {
        expect(Date.parse(heldUntil)).toBeLessThan(Date.parse(leaseUntil));
        renewals.push([item, Date.parse(leaseUntil) - Date.now()]);
        return Promise.resolve(true);
      },
      send: () => new Promise((resolve) => (release = () => resolve("late"))),
    });
    const drain = startLeasedDrain(work, memoryLogger(), { pollMs: 10_000, leaseMs: 90 });
    await until(() => renewals.length >= 3);
    release();
    await until(() => recorded.length === 1);
    const renewedBeforeRecord = renewals.length;
    await new Promise((r) => setTimeout(r, 100));
    await drain.stop();
    expect(renewals.length).toBe(renewedBeforeRecord);
    expect(renewals.every(([item, ms]) => item === 1 && ms > 60 && ms <= 90)).toBe(true);
  });

  it("renews from the lease it holds, and stops renewing once another process has the item", async () => {
    const held: string[] = [];
    let release!: () => void;
    const { work, recorded } = memoryQueue([1], {
      renewLease: (_item, heldUntil) => {
        held.push(heldUntil);
        return Promise.resolve(held.length < 2);
      },
      send: () => new Promise((resolve) => (release = () => resolve("late"))),
    });
    const log = memoryLogger();
    const drain = startLeasedDrain(work, log, { pollMs: 10_000, leaseMs: 60 });
    await until(() => log.lines.some((line) => line["event"] === "test.lease_lost"));
    await new Promise((r) => setTimeout(r, 100));
    release();
    await until(() => recorded.length === 1);
    await drain.stop();
    // The second renewal starts from the lease the first one set; none follows the refusal.
    expect(held).toHaveLength(2);
    expect(Date.parse(held[1]!)).toBeGreaterThan(Date.parse(held[0]!));
  });
});
