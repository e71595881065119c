import { hailSizeWords } from "./hail-size.ts";
import { stormDate } from "./storm-dates.ts";
import type { NearbyReport, StormWindow } from "./storm-views.ts";

const count = (n: number, what: string) => `${n} ${what} report${n === 1 ? "" : "s"}`;

/**
 * The storm check's answer in one sentence: what was reported within 10 miles over the
 * five years, how recent, and the largest hail. The 1- and 3-year counts are said only
 * when they differ from the 5-year ones.
 *
 * @example "In the last five years, 1 hail report and 1 damaging wind report came from within
 * 10 miles of ZIP 40291, both in the last 12 months; the latest was on Nov 20, 2026 and the
 * largest hail golf ball, 1.75 in."
 */
export function stormCheckSummary(
  zip: string,
  windows: readonly StormWindow[],
  reports: readonly NearbyReport[],
): string {
  const byYears = [...windows].sort((a, b) => a.years - b.years);
  const five = byYears.at(-1);
  const total = (window: StormWindow | undefined) => (window ? window.hail + window.wind : 0);
  if (!five || total(five) === 0)
    return `No hail or damaging wind was reported within 10 miles of ZIP ${zip} in the last five years.`;
  const what = [
    ...(five.hail > 0 ? [count(five.hail, "hail")] : []),
    ...(five.wind > 0 ? [count(five.wind, "damaging wind")] : []),
  ].join(" and ");
  const year = byYears[0];
  const recent =
    year && year.years === 1 && total(year) > 0
      ? total(year) === total(five)
        ? total(five) === 1
          ? ", in the last 12 months"
          : `, ${total(five) === 2 ? "both" : "all"} in the last 12 months`
        : `, ${total(year)} of them in the last 12 months`
      : "";
  const latest = reports
    .map((report) => report.occurredAt)
    .sort()
    .at(-1);
  const details = [
    ...(latest ? [`the latest was on ${stormDate(latest)}`] : []),
    ...(five.largestHail ? [`the largest hail ${hailSizeWords(five.largestHail)}`] : []),
  ].join(" and ");
  return `In the last five years, ${what} came from within 10 miles of ZIP ${zip}${recent}${details ? `; ${details}` : ""}.`;
}
