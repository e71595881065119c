// The CPU slowdown the benchmark's Lighthouse runs use. Lighthouse's mobile preset slows the
// CPU 4x, which is calibrated for a high-end desktop (its benchmarkIndex 1,500-2,000) to land
// in the mid-tier phone bracket it scores against. On a slower host 4x emulates a slower phone
// than that, so Lighthouse's docs say to lower the multiplier there:
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown
// This file scales 4x by the host's measured benchmarkIndex against the middle of that
// bracket, which targets the same phone on any host. On a low-end desktop (1,000-1,500) it
// gives 2.3x-3.4x, stricter than the 2x those docs suggest. BENCH_CPU_SLOWDOWN=4 measures
// with the preset as it ships.
import { throttling } from "lighthouse/core/config/constants.js";

/** The benchmarkIndex Lighthouse's 4x is meant for: the middle of the high-end desktop range. */
const PRESET_HOST_INDEX = 1750;
const PRESET_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** How many Lighthouse runs measure the host: its benchmarkIndex varies by a third run to run. */
export const CALIBRATION_RUNS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The slowdown for a host whose runs measured `benchmarkIndexes`: 4x scaled by the median
 * against the preset's host, one decimal, never below 1x nor above the preset's 4x.
 */
export function calibratedSlowdown(benchmarkIndexes) {
  const measured = benchmarkIndexes.filter((index) => Number.isFinite(index) && index > 0);
  if (measured.length === 0) return PRESET_SLOWDOWN;
  const scaled = (PRESET_SLOWDOWN * median(measured)) / PRESET_HOST_INDEX;
  return Math.min(PRESET_SLOWDOWN, Math.max(1, Math.round(scaled * 10) / 10));
}

/** BENCH_CPU_SLOWDOWN when set (a number from 1 to 20), else null. */
export function requestedSlowdown(env = process.env) {
  const raw = env["BENCH_CPU_SLOWDOWN"];
  if (raw === undefined || raw === "") return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 20) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20, not "${raw}"`);
  }
  return value;
}

/** Lighthouse's mobile network throttling with the given CPU slowdown. */
export const mobileThrottling = (cpuSlowdownMultiplier) => ({
  ...throttling.mobileSlow4G,
  cpuSlowdownMultiplier,
});

export { median, PRESET_SLOWDOWN };
