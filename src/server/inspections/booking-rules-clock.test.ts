// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../config/booking.ts";
import { useTestRuntime } from "../../test-support/runtime-test-support.ts";

const NOW = new Date("2026-12-01T20:00:00Z");

describe("the office's rules across clock changes", () => {
  const start = useTestRuntime();

  it("refuses a Sunday window in the skipped spring hour, saves nothing, and says why", async () => {
    const { runtime } = await start({}, () => NOW);
    const rules = {
      ...defaultBookingRules,
      weekly: [
        ...defaultBookingRules.weekly,
        { weekday: 7, start: "02:00", end: "04:00", capacity: 1 },
      ],
    };
    const outcome = await runtime.site.inspections.saveRules(rules);
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Sunday 02:00-04:00 x1: 02:00 does not exist on Sunday, March 14, 2027/,
      ),
    });
    const { rules: stored } = await runtime.site.inspections.week();
    expect(stored.weekly).toEqual(defaultBookingRules.weekly);
  });

  it("saves sound rules", async () => {
    const { runtime } = await start({}, () => NOW);
    const rules = { ...defaultBookingRules, noticeHours: 2 };
    expect(await runtime.site.inspections.saveRules(rules)).toEqual({ ok: true });
    expect((await runtime.site.inspections.week()).rules.noticeHours).toBe(2);
  });
});
