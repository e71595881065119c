// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { RoofMeasurement } from "../../lib/estimate/satellite-roof.ts";
import { useTestDatabase } from "../../test-support/db-test-support.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { guardedMeasurement, MEASUREMENTS_PER_CLIENT_HOUR } from "./satellite-guard.ts";

const roof: RoofMeasurement = {
  ok: true,
  footprint: 1800,
  pitch: "medium",
  shape: "moderate",
  quality: "HIGH",
  line: "Measured.",
};

describe("the satellite measurement's guard", () => {
  const database = useTestDatabase("sqlite");
  const limiter = () => new RateLimiter(database.db, "satellite", 60 * 60 * 1000);

  it("asks Google once per address, however it is typed, and again after a failure", async () => {
    const measure = vi.fn(async (): Promise<RoofMeasurement> => roof);
    const guarded = guardedMeasurement(measure, limiter());
    await guarded("4127 Bardstown Rd, Louisville, KY", "203.0.113.7");
    expect(await guarded("  4127 bardstown rd louisville ky ", "198.51.100.4")).toEqual(roof);
    expect(measure).toHaveBeenCalledTimes(1);

    const timedOut: RoofMeasurement = { ok: false, line: "Too long.", transient: true };
    measure.mockResolvedValueOnce(timedOut);
    expect(await guarded("1 Main St", "203.0.113.7")).toEqual(timedOut);
    expect(await guarded("1 Main St", "203.0.113.7")).toEqual(roof);
    expect(measure).toHaveBeenCalledTimes(3);
  });

  it("measures a few new addresses an hour per client, then uses the visitor's answers", async () => {
    const measure = vi.fn(async (): Promise<RoofMeasurement> => roof);
    const guarded = guardedMeasurement(measure, limiter());
    for (let house = 1; house <= MEASUREMENTS_PER_CLIENT_HOUR; house++)
      expect((await guarded(`${house} Main St`, "203.0.113.7")).ok).toBe(true);
    const refused = await guarded("99 Main St", "203.0.113.7");
    expect(refused).toMatchObject({ ok: false, line: expect.stringMatching(/uses your answers/) });
    expect(measure).toHaveBeenCalledTimes(MEASUREMENTS_PER_CLIENT_HOUR);
    // Another visitor is not held back by this one.
    expect((await guarded("99 Main St", "198.51.100.4")).ok).toBe(true);
  });
});
