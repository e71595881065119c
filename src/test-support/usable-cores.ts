// How many cores the test runner may count on: the cores this process may run on, less any
// CPU quota its container sets. Node's availableParallelism() sees the CPU affinity but not
// a cgroup quota, so a 2-CPU container on a 64-core host would start 8 workers on 2 CPUs.
// Read by vitest.config.ts; imported by tests and the test configuration only.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/**
 * The CPUs a cgroup v2 `cpu.max` line allows ("200000 100000": 2), or undefined for no
 * quota ("max 100000") or a line it cannot read.
 */
export function quotaCpus(cpuMax: string): number | undefined {
  const [quota, period] = cpuMax.trim().split(/\s+/);
  const cpus = Number(quota) / Number(period);
  return Number.isFinite(cpus) && cpus > 0 ? Math.max(1, Math.floor(cpus)) : undefined;
}

function readCpuMax(): string | undefined {
  try {
    return readFileSync("/sys/fs/cgroup/cpu.max", "utf8");
  } catch {
    return undefined; // Not Linux, cgroup v1, or no limit file: the affinity alone counts.
  }
}

/** The cores available to this process under its affinity and its container's quota. */
export function usableCores(cpuMax = readCpuMax()): number {
  const quota = cpuMax === undefined ? undefined : quotaCpus(cpuMax);
  return Math.min(availableParallelism(), quota ?? Infinity);
}
