// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import {
  pitchOfDegrees,
  roofFromSegments,
  shapeOfFaces,
} from "../../lib/estimate/satellite-roof.ts";
import { memoryLogger } from "../log.ts";
import { MAX_ANSWER_BYTES, measureRoof } from "./satellite-measure.ts";
import { startSatelliteApis, type SolarAnswer } from "../../test-support/satellite-test-support.ts";

const OVERHANG = 0.1;
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const apis of opened.splice(0)) await apis.close();
});

/**
 * The time limit a case runs under when it does not test the limit itself: far beyond
 * production's MEASURE_TIMEOUT_MS, which a loaded machine can miss while the loopback
 * stand-ins answer (a load average of 20 once made a 3 s limit run out on a good answer).
 */
const PATIENT_MS = 60_000;

async function measure(
  solar: SolarAnswer,
  geocode: "found" | "none" = "found",
  timeoutMs = PATIENT_MS,
) {
  const apis = await startSatelliteApis({ solar, geocode });
  opened.push(apis);
  const log = memoryLogger();
  const outcome = await measureRoof(
    apis.settings,
    "1200 Cherokee Rd, Louisville",
    OVERHANG,
    log,
    timeoutMs,
  );
  return { outcome, apis, log };
}

describe("measureRoof against the APIs' documented answers", () => {
  it("fills the footprint, pitch and shape and says how, with the imagery quality", async () => {
    const { outcome, apis } = await measure("house");
    expect(outcome).toEqual({
      ok: true,
      footprint: 1800,
      pitch: "medium",
      shape: "moderate",
      quality: "HIGH",
      line: "Measured from Google's satellite imagery (high quality): 4 roof faces over about 1,800 sq ft of ground. Change any answer below if it looks wrong.",
    });
    const [geocode, solar] = apis.requests;
    expect(geocode?.searchParams.get("address")).toBe("1200 Cherokee Rd, Louisville");
    expect(geocode?.searchParams.get("key")).toBe("test-key-not-for-browsers");
    expect(solar?.searchParams.get("location.latitude")).toBe("38.2378");
    expect(solar?.searchParams.get("location.longitude")).toBe("-85.7117");
    expect(solar?.searchParams.get("requiredQuality")).toBe("MEDIUM");
  });

  // An answer about the roof is kept for the address (satellite-guard.ts); a garbled or
  // late answer is transient, asked again next time.
  it.each([
    ["not-found", "found", "Satellite imagery shows no building we can measure at that address"],
    ["low-quality", "found", "The satellite imagery of that roof is too coarse to measure"],
    ["garbled", "found", "The satellite measurement did not answer properly", true],
    ["house", "none", "We could not find that address on the map"],
  ] as const)(
    "falls back when the Solar API answers %s (geocode %s)",
    async (solar, geocode, why, transient?: true) => {
      const { outcome } = await measure(solar, geocode);
      expect(outcome).toEqual({
        ok: false,
        line: `${why}, so the estimate below uses your answers.`,
        ...(transient && { transient }),
      });
    },
  );

  it("falls back when the answer does not come in time, and logs no key", async () => {
    const { outcome, log } = await measure("hang", "found", 200);
    expect(outcome).toEqual({
      ok: false,
      line: "The satellite measurement took too long, so the estimate below uses your answers.",
      transient: true,
    });
    expect(JSON.stringify(log.lines)).not.toContain("test-key-not-for-browsers");
  });

  it("stops reading an answer past its size cap, long before its time limit", async () => {
    for (const solar of ["endless", "stated-huge"] as const) {
      const { outcome, apis, log } = await measure(solar);
      expect(outcome).toEqual({
        ok: false,
        line: "The satellite measurement did not answer properly, so the estimate below uses your answers.",
        transient: true,
      });
      expect(log.lines).toContainEqual(
        expect.objectContaining({ event: "satellite.failed", error: "AnswerTooLarge" }),
      );
      // The cap (2 MB) plus what the sockets buffer: never the whole answer. It stopped for
      // the size (AnswerTooLarge above), not the time limit, which is a minute here.
      expect(apis.sent.bytes).toBeLessThan(MAX_ANSWER_BYTES + 8 * 1024 * 1024);
    }
  });

  it("keeps its time limit while an answer's body trickles in", async () => {
    const started = performance.now();
    const { outcome } = await measure("trickle", "found", 500);
    expect(outcome).toMatchObject({ ok: false, line: expect.stringContaining("took too long") });
    // The limit holds end to end: the trickle never ends, so any answer at all is the limit's
    // doing. The bound is a cap with a margin a busy machine cannot miss, not a budget.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it("follows no redirect to another host: the key and the address stay with Google", async () => {
    const elsewhere = await startSatelliteApis({ solar: "house" });
    opened.push(elsewhere);
    const target = new URL(elsewhere.settings.solarUrl);
    target.hostname = "localhost";
    const apis = await startSatelliteApis({ solar: "redirect", redirectTo: target.href });
    opened.push(apis);
    const log = memoryLogger();
    const outcome = await measureRoof(apis.settings, "1200 Cherokee Rd", OVERHANG, log);
    expect(outcome).toEqual({
      ok: false,
      line: "The satellite measurement did not answer properly, so the estimate below uses your answers.",
      transient: true,
    });
    expect(elsewhere.requests).toEqual([]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ event: "satellite.failed", stage: "solar", status: 302 }),
    );
  });

  it("falls back when nothing listens", async () => {
    const outcome = await measureRoof(
      {
        key: "k".repeat(12),
        solarUrl: "http://127.0.0.1:9/solar",
        geocodingUrl: "http://127.0.0.1:9/geo",
      },
      "1 Main St",
      OVERHANG,
      memoryLogger(),
    );
    expect(outcome.ok).toBe(false);
  });
});

describe("the estimator's answers from measured faces", () => {
  it.each([
    [14, "low"],
    [18.43, "low"],
    [22.62, "medium"],
    [30.26, "medium"],
    [33.69, "steep"],
    [39.81, "steep"],
    [45, "very-steep"],
  ] as const)("%f° is %s", (degrees, pitch) => {
    expect(pitchOfDegrees(degrees)).toBe(pitch);
  });

  it("counts faces into shapes and refuses a measurement that makes no house", () => {
    expect([1, 2, 3, 6, 7, 12].map(shapeOfFaces)).toEqual([
      "simple",
      "simple",
      "moderate",
      "moderate",
      "complex",
      "complex",
    ]);
    expect(roofFromSegments([], OVERHANG)).toBeUndefined();
    expect(
      roofFromSegments([{ pitchDegrees: 20, groundAreaMeters2: 5 }], OVERHANG),
    ).toBeUndefined();
    expect(
      roofFromSegments([{ pitchDegrees: 20, groundAreaMeters2: 9000 }], OVERHANG),
    ).toBeUndefined();
  });
});
