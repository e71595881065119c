// @vitest-environment node
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { quotaCpus, usableCores } from "./usable-cores.ts";

describe("the cores the tests may use", () => {
  it("reads a container's CPU quota from cgroup v2's cpu.max", () => {
    expect(quotaCpus("200000 100000\n")).toBe(2);
    expect(quotaCpus("150000 100000")).toBe(1);
    expect(quotaCpus("50000 100000")).toBe(1);
    expect(quotaCpus("max 100000\n")).toBeUndefined();
    expect(quotaCpus("")).toBeUndefined();
    expect(quotaCpus("0 100000")).toBeUndefined();
  });

  it("takes the smaller of the affinity and the quota", () => {
    expect(usableCores("100000 100000")).toBe(1);
    expect(usableCores("max 100000")).toBe(availableParallelism());
    expect(usableCores(`${(availableParallelism() + 8) * 100000} 100000`)).toBe(
      availableParallelism(),
    );
  });
});
