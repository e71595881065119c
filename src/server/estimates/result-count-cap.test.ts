// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RESULTS_COUNTED_PER_CLIENT_DAY, resultCountCap } from "./result-count-cap.ts";

describe("the estimate result count's cap", () => {
  it("counts a client's first results of the day and no more, each client on its own", () => {
    const cap = resultCountCap();
    const counted = Array.from({ length: 50 }, () => cap.countsOnce("203.0.113.7")).filter(Boolean);
    expect(counted).toHaveLength(RESULTS_COUNTED_PER_CLIENT_DAY);
    expect(cap.countsOnce("198.51.100.4")).toBe(true);
  });
});
