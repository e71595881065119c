// @vitest-environment node
import { describe, expect, it } from "vitest";
import { memoryLogger } from "./log.ts";
import { startPeriodicTask } from "./periodic-task.ts";
import { waitFor } from "../test-support/wait-for.ts";

/** An hour between runs: any second run within a test came from runSoon(). */
const HOUR = 3_600_000;

describe("startPeriodicTask", () => {
  it("runs at once, then again at once when asked rather than at its next time", async () => {
    let runs = 0;
    const task = startPeriodicTask("test", HOUR, memoryLogger(), async () => void runs++);
    await waitFor(() => (runs === 1 ? true : undefined), "the first run");
    task.runSoon();
    await waitFor(() => (runs === 2 ? true : undefined), "a second run, long before an hour");
    await task.stop();
    expect(runs).toBe(2);
  });

  it("asked during a run, runs once more right after it, not twice at once", async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    let release = () => {};
    const task = startPeriodicTask("test", HOUR, memoryLogger(), async () => {
      runs++;
      inFlight++;
      most = Math.max(most, inFlight);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      inFlight--;
    });
    await waitFor(() => (runs === 1 ? true : undefined), "the first run, held");
    task.runSoon();
    task.runSoon();
    release();
    await waitFor(() => (runs === 2 ? true : undefined), "the run asked for during the first");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await task.stop();
    expect([runs, most]).toEqual([2, 1]);
  });

  it("keeps running after a run throws, and logs it", async () => {
    let runs = 0;
    const log = memoryLogger();
    const task = startPeriodicTask("test", HOUR, log, async () => {
      runs++;
      if (runs === 1) throw new Error("database away");
    });
    await waitFor(() => (runs === 1 ? true : undefined), "the failing run");
    task.runSoon();
    await waitFor(() => (runs === 2 ? true : undefined), "the next run");
    await task.stop();
    expect(log.lines.find((line) => line.event === "test.error")?.error).toBe("database away");
  });
});
