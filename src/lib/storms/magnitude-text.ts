import { hailSizeWords } from "./hail-size.ts";
import { placeName } from "./place-name.ts";
import { stormDay } from "./storm-dates.ts";

/** A report's size in words: "golf ball, 1.75 in hail", "65 mph wind", "damaging wind (no speed measured)". */
export function magnitudeText(report: { kind: "hail" | "wind"; magnitude: number | null }): string {
  if (report.kind === "hail")
    return report.magnitude ? `${hailSizeWords(report.magnitude)} hail` : "hail";
  return report.magnitude
    ? `${Math.round(report.magnitude)} mph wind`
    : "damaging wind (no speed measured)";
}

/** Where a report comes from, in words: NCEI's final record or the SPC's same-day one. */
export const sourceText = (report: { final: boolean }) =>
  report.final ? "NCEI Storm Events (final)" : "SPC storm report (preliminary)";

/** One line for a report, e.g. a map marker's title: "golf ball, 1.75 in hail on 2026-11-20, 2 NE Highview". */
export function reportLine(report: {
  kind: "hail" | "wind";
  magnitude: number | null;
  location: string;
  occurredAt: string;
}): string {
  return `${magnitudeText(report)} on ${stormDay(report.occurredAt)}, ${placeName(report.location)}`;
}
