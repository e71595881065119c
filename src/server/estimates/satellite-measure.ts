import { z } from "astro/zod";
import { roofFromSegments, type RoofMeasurement } from "../../lib/estimate/satellite-roof.ts";
import type { Logger } from "../log.ts";
import { AnswerTooLarge, readCappedText } from "./capped-answer.ts";

/*
 * Measures a roof from an address with Google's Geocoding API and the Solar API's
 * buildingInsights:findClosest, both with SOLAR_API_KEY, on the server only (the key never
 * reaches the browser). Every failure (no answer within the time limit, an error, no
 * building near the address, imagery below MEDIUM, faces that make no house) comes back
 * as a line saying so, and the estimate uses the visitor's answers.
 */

export interface SatelliteSettings {
  key: string;
  solarUrl: string;
  geocodingUrl: string;
  /** The whole measurement's time limit (SATELLITE_TIMEOUT_SECONDS); MEASURE_TIMEOUT_MS when not given */
  timeoutMs?: number;
}

/**
 * The whole measurement, both requests and the reading of their answers, gets this long by
 * default: a visitor waits for it after pressing the button.
 */
export const MEASURE_TIMEOUT_MS = 3000;
/**
 * The largest answer read. A house's buildingInsights is tens of kilobytes (its panel
 * layouts make most of it); a large commercial roof a few hundred. Past this it is not an
 * answer about a home, and reading it whole would cost the server its memory.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const geocodeAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});
const buildingAnswer = z.object({
  imageryQuality: z.string(),
  solarPotential: z.object({
    roofSegmentStats: z.array(
      z.object({
        pitchDegrees: z.number().min(0).max(90),
        stats: z.object({ groundAreaMeters2: z.number().min(0) }),
      }),
    ),
  }),
});

const FALLBACK = "so the estimate below uses your answers.";
const fallback = (why: string, transient = false): RoofMeasurement => ({
  ok: false,
  line: `${why}, ${FALLBACK}`,
  ...(transient && { transient }),
});

/**
 * GETs a JSON answer within the measurement's time and size. Google's APIs answer where
 * they are asked: a redirect is not followed (to another host it would carry the key and
 * the visitor's address there), and reads as no answer.
 */
async function getJson(url: URL, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    signal,
    redirect: "manual",
    headers: { accept: "application/json" },
  });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  const text = await readCappedText(response, MAX_ANSWER_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

export async function measureRoof(
  settings: SatelliteSettings,
  address: string,
  overhang: number,
  log: Logger,
  timeoutMs = settings.timeoutMs ?? MEASURE_TIMEOUT_MS,
): Promise<RoofMeasurement> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const geocodeUrl = new URL(settings.geocodingUrl);
    geocodeUrl.searchParams.set("address", address);
    geocodeUrl.searchParams.set("key", settings.key);
    const geocodeReply = await getJson(geocodeUrl, signal);
    const geocoded = geocodeAnswer.safeParse(geocodeReply.body);
    const location = geocoded.success ? geocoded.data.results[0]?.geometry.location : undefined;
    if (geocodeReply.status !== 200 && !location) {
      log.warn("satellite.failed", { stage: "geocode", status: geocodeReply.status });
      return fallback("The satellite measurement did not answer properly", true);
    }
    if (!location) return fallback("We could not find that address on the map");

    const solarUrl = new URL(settings.solarUrl);
    solarUrl.searchParams.set("location.latitude", String(location.lat));
    solarUrl.searchParams.set("location.longitude", String(location.lng));
    solarUrl.searchParams.set("requiredQuality", "MEDIUM");
    solarUrl.searchParams.set("key", settings.key);
    const answer = await getJson(solarUrl, signal);
    if (answer.status === 404)
      return fallback("Satellite imagery shows no building we can measure at that address");
    const building = buildingAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !building.success) {
      log.warn("satellite.failed", { stage: "solar", status: answer.status });
      return fallback("The satellite measurement did not answer properly", true);
    }
    const quality = building.data.imageryQuality;
    if (quality !== "HIGH" && quality !== "MEDIUM")
      return fallback("The satellite imagery of that roof is too coarse to measure");
    const segments = building.data.solarPotential.roofSegmentStats.map((segment) => ({
      pitchDegrees: segment.pitchDegrees,
      groundAreaMeters2: segment.stats.groundAreaMeters2,
    }));
    const roof = roofFromSegments(segments, overhang);
    if (!roof) return fallback("The satellite measurement of that roof looks wrong");
    return {
      ok: true,
      ...roof,
      quality,
      line:
        `Measured from Google's satellite imagery (${quality.toLowerCase()} quality): ` +
        `${segments.length} roof faces over about ${roof.footprint.toLocaleString("en-US")} sq ft of ground. ` +
        "Change any answer below if it looks wrong.",
    };
  } catch (error) {
    // The URL carries the key, so only the kind of failure is logged.
    log.warn("satellite.failed", { error: error instanceof Error ? error.name : "unknown" });
    if (error instanceof AnswerTooLarge)
      return fallback("The satellite measurement did not answer properly", true);
    return fallback(
      signal.aborted
        ? "The satellite measurement took too long"
        : "The satellite measurement is not available right now",
      true,
    );
  }
}
