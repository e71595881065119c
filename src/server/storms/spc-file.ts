// The Storm Prediction Center's daily storm report CSVs (spc.noaa.gov/climo/reports/):
// YYMMDD_rpts_hail.csv, YYMMDD_rpts_wind.csv, their _filtered variants, and the day's
// combined YYMMDD_rpts.csv / YYMMDD_rpts_filtered.csv, where a header row opens each
// section (tornado, wind, hail). Columns: Time (HHMM UTC), Size (hail, hundredths of an
// inch) or Speed (wind, mph or UNK) or F_Scale (tornado), Location, County, State, Lat,
// Lon, Comments. The report day runs 12Z to 12Z, so a time before 1200 is on the next
// calendar day. The reports are preliminary: NCEI's Storm Events replace them later.
import { csvRows } from "./csv-rows.ts";
import { cleanCell, reportProblem } from "./row-checks.ts";
import {
  isRealPoint,
  numberIn,
  type ParsedFile,
  type ParsedReport,
  type StormKind,
} from "./storm-report.ts";

export const SPC_NAME = /^(\d{2})(\d{2})(\d{2})_rpts(?:_filtered)?(?:_(hail|wind|torn))?\.csv$/;

const SECTION_KIND: Record<string, StormKind | "tornado"> = {
  Size: "hail",
  Speed: "wind",
  F_Scale: "tornado",
};

const MEASURE: Record<StormKind, string> = { hail: "hail size", wind: "wind speed" };

/** The ISO date of the report day named by an SPC file name ("250514_rpts_hail.csv" → 2025-05-14). */
export function spcDay(fileName: string): string | undefined {
  const match = SPC_NAME.exec(fileName);
  return match ? `20${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** Whether the text opens as an SPC report file: a "Time,Size|Speed|F_Scale,Location" header. */
export function looksLikeSpc(text: string): boolean {
  return /^\uFEFF?Time,(Size|Speed|F_Scale),Location,County,State,Lat,Lon,Comments\r?$/m.test(
    text.slice(0, 200).split("\n")[0] ?? "",
  );
}

/** The UTC time of an HHMM on an SPC report day: before 12Z it is the next calendar day. */
export function spcTime(day: string, hhmm: string): string | undefined {
  if (!/^\d{4}$/.test(hhmm)) return undefined;
  const hours = Number(hhmm.slice(0, 2));
  const minutes = Number(hhmm.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  const at = new Date(`${day}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);
  if (hours < 12) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}

/** Reads an SPC report file of the day `day` (YYYY-MM-DD), keeping no report after `now`. */
export function parseSpcFile(text: string, day: string, now: Date): ParsedFile {
  const parsed: ParsedFile = { reports: [], malformed: [], otherKinds: 0 };
  let section: StormKind | "tornado" | undefined;
  for (const row of csvRows(text)) {
    const { line } = row;
    const cells = row.cells.map(cleanCell);
    if (cells[0] === "Time") {
      section = SECTION_KIND[cells[1] ?? ""];
      continue;
    }
    if (section === "tornado") {
      parsed.otherKinds++;
      continue;
    }
    if (!section) {
      parsed.malformed.push({ line, reason: "a row before any header" });
      continue;
    }
    const [time = "", size = "", location = "", county = "", state = "", lat, lon] = cells;
    // A comment with commas in it, unquoted, spans the cells after Lon.
    const comments = cleanCell(row.cells.slice(7).join(","));
    const occurredAt = spcTime(day, time.trim());
    const latitude = numberIn(lat);
    const longitude = numberIn(lon);
    const magnitude = section === "hail" ? hailInches(size) : windMph(size);
    if (cells.length < 7) parsed.malformed.push({ line, reason: `${cells.length} columns, not 8` });
    else if (!occurredAt) parsed.malformed.push({ line, reason: `time "${time}" is not HHMM` });
    else if (!isRealPoint(latitude, longitude))
      parsed.malformed.push({ line, reason: "no latitude and longitude" });
    else if (magnitude === undefined)
      parsed.malformed.push({ line, reason: `${MEASURE[section]} "${size}" is not a number` });
    else {
      const report: ParsedReport = {
        source: "spc",
        sourceKey: [section, occurredAt, latitude!.toFixed(2), longitude!.toFixed(2), size].join(
          "|",
        ),
        kind: section,
        occurredAt,
        latitude: latitude!,
        longitude: longitude!,
        magnitude,
        location,
        county,
        state,
        comments,
      };
      const problem = reportProblem(report, now);
      if (problem) parsed.malformed.push({ line, reason: problem });
      else parsed.reports.push(report);
    }
  }
  return parsed;
}

/** Hail size in hundredths of an inch ("175") → inches (1.75). */
function hailInches(cell: string): number | undefined {
  const hundredths = numberIn(cell);
  return hundredths !== undefined && hundredths > 0 ? hundredths / 100 : undefined;
}

/** Wind speed in mph, or null for "UNK" (a damage report without a measured gust). */
function windMph(cell: string): number | null | undefined {
  if (cell.trim().toUpperCase() === "UNK") return null;
  const mph = numberIn(cell);
  return mph !== undefined && mph >= 0 ? mph : undefined;
}
