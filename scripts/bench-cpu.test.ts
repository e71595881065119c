import { describe, expect, it } from "vitest";
import { calibratedSlowdown, mobileThrottling, requestedSlowdown } from "./bench-cpu.mjs";

describe("the benchmark's CPU slowdown", () => {
  it("keeps Lighthouse's 4x on the host it is meant for, and scales it on others", () => {
    expect(calibratedSlowdown([1750, 1700, 1800])).toBe(4);
    // This machine's class (a low-end desktop): the median counts, not one fast run.
    expect(calibratedSlowdown([1123, 1910, 1045, 1150, 1201])).toBe(2.6);
    expect(calibratedSlowdown([1000])).toBe(2.3);
  });

  it("never slows less than 1x nor more than the preset's 4x", () => {
    expect(calibratedSlowdown([150])).toBe(1);
    expect(calibratedSlowdown([4000])).toBe(4);
  });

  it("falls back to the preset when no run measured the host", () => {
    expect(calibratedSlowdown([])).toBe(4);
    expect(calibratedSlowdown([Number.NaN, 0])).toBe(4);
  });

  it("takes BENCH_CPU_SLOWDOWN when set, and refuses what is not a slowdown", () => {
    expect(requestedSlowdown({})).toBeNull();
    expect(requestedSlowdown({ BENCH_CPU_SLOWDOWN: "4" })).toBe(4);
    expect(() => requestedSlowdown({ BENCH_CPU_SLOWDOWN: "fast" })).toThrow(/1 to 20/);
    expect(() => requestedSlowdown({ BENCH_CPU_SLOWDOWN: "0.5" })).toThrow(/1 to 20/);
  });

  it("changes only the CPU in Lighthouse's mobile network preset", () => {
    expect(mobileThrottling(2.6)).toMatchObject({
      rttMs: 150,
      throughputKbps: 1638.4,
      cpuSlowdownMultiplier: 2.6,
    });
  });
});
