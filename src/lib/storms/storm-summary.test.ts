import { describe, expect, it } from "vitest";
import { stormCheckSummary } from "./storm-summary";
import type { NearbyReport } from "./storm-views";

const report = (occurredAt: string): NearbyReport => ({
  id: 1,
  kind: "hail",
  occurredAt,
  magnitude: 1.75,
  miles: 2,
  direction: "N",
  source: "spc",
  final: false,
  location: "2 NE Highview",
  county: "Jefferson",
  state: "KY",
  countyFips: "21111",
  latitude: 38.16,
  longitude: -85.6,
});
const windows = (one: [number, number], five: [number, number], largest: number | null) => [
  { years: 1, hail: one[0], wind: one[1], largestHail: largest },
  { years: 3, hail: five[0], wind: five[1], largestHail: largest },
  { years: 5, hail: five[0], wind: five[1], largestHail: largest },
];

describe("stormCheckSummary", () => {
  it("says it all in one sentence: counts, how recent, the latest and the largest hail", () => {
    expect(
      stormCheckSummary("40291", windows([1, 1], [1, 1], 1.75), [report("2026-11-21T01:15:00Z")]),
    ).toBe(
      "In the last five years, 1 hail report and 1 damaging wind report came from within 10 miles of ZIP 40291, both in the last 12 months; the latest was on Nov 20, 2026 and the largest hail golf ball, 1.75 in.",
    );
  });

  it("names the recent share when older reports are among them, and leaves out what is none", () => {
    expect(
      stormCheckSummary("40205", windows([1, 0], [3, 0], 1), [
        report("2023-05-01T20:00:00Z"),
        report("2026-06-01T20:00:00Z"),
      ]),
    ).toBe(
      "In the last five years, 3 hail reports came from within 10 miles of ZIP 40205, 1 of them in the last 12 months; the latest was on Jun 1, 2026 and the largest hail quarter, 1.00 in.",
    );
  });

  it("says plainly when nothing was reported", () => {
    expect(stormCheckSummary("47150", windows([0, 0], [0, 0], null), [])).toBe(
      "No hail or damaging wind was reported within 10 miles of ZIP 47150 in the last five years.",
    );
  });
});
