// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { useTestRuntime } from "../../test-support/runtime-test-support.ts";
import type * as StormMode from "./storm-mode.ts";
import { stormModeAt } from "./storm-mode.ts";
import { BANNER_CACHE_MS } from "./storm-operations.ts";

vi.mock("./storm-mode.ts", async (original) => {
  const actual = await original<typeof StormMode>();
  return { ...actual, stormModeAt: vi.fn(actual.stormModeAt) };
});

// Every page view asks for the banner; at the end of each cache period a burst of page
// views must not each read storm mode from the database.
describe("the storm banner's cache", () => {
  const start = useTestRuntime();

  it("reads storm mode once for requests that arrive together, and again once it is stale", async () => {
    let now = new Date("2026-11-24T15:00:00.000Z");
    const { runtime } = await start({}, () => now);
    vi.mocked(stormModeAt).mockClear();
    const banners = await Promise.all(Array.from({ length: 20 }, () => runtime.storms.banner()));
    expect(banners.every((banner) => banner === null)).toBe(true);
    expect(stormModeAt).toHaveBeenCalledTimes(1);

    now = new Date(now.getTime() + BANNER_CACHE_MS + 1);
    await Promise.all([runtime.storms.banner(), runtime.storms.banner()]);
    expect(stormModeAt).toHaveBeenCalledTimes(2);
  });
});
