// NCEI Storm Events "details" files (StormEvents_details-ftp_v1.0_dYYYY_cYYYYMMDD.csv, often
// gzipped): one row per event with a header row naming the columns. Only "Hail" (MAGNITUDE
// in inches) and "Thunderstorm Wind" (MAGNITUDE in knots) rows are kept. Times are local
// standard time of the county's zone, named in CZ_TIMEZONE ("EST-5", "CST-6", or in older
// years "EST", "CST"): a fixed offset the file states, so no time zone rules are needed.
import { stateOfFips } from "../geo/counties.ts";
import { csvRows } from "./csv-rows.ts";
import { cleanCell, reportProblem } from "./row-checks.ts";
import {
  isRealPoint,
  numberIn,
  type ParsedFile,
  type ParsedReport,
  type StormKind,
} from "./storm-report.ts";

export const NCEI_NAME = /^StormEvents_details-ftp_v1\.0_d(\d{4})_c(\d{8})\.csv(\.gz)?$/;

const REQUIRED = [
  "BEGIN_YEARMONTH",
  "BEGIN_DAY",
  "BEGIN_TIME",
  "EVENT_ID",
  "STATE_FIPS",
  "EVENT_TYPE",
  "CZ_NAME",
  "CZ_TIMEZONE",
  "MAGNITUDE",
  "BEGIN_RANGE",
  "BEGIN_AZIMUTH",
  "BEGIN_LOCATION",
  "BEGIN_LAT",
  "BEGIN_LON",
  "EVENT_NARRATIVE",
] as const;

const KIND_OF_TYPE: Record<string, StormKind> = { Hail: "hail", "Thunderstorm Wind": "wind" };
const MPH_PER_KNOT = 1.150779;
/** Offsets of the zone names older files use without a number (US zones, standard and daylight). */
const NAMED_OFFSETS: Record<string, number> = {
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
  AST: -4,
  AKST: -9,
  HST: -10,
};

/** Whether the first line is a details file's header (it names every column read here). */
export function looksLikeNcei(text: string): boolean {
  const header = (text.slice(0, 4000).split("\n")[0] ?? "").replace(/^\uFEFF/, "").toUpperCase();
  return REQUIRED.every((column) => header.includes(column));
}

/** "EST-5" → -5, "CST" → -6; undefined for a zone it cannot tell. */
export function zoneOffsetHours(zone: string): number | undefined {
  const numbered = /^[A-Z]{2,4}-(\d{1,2})$/.exec(zone.trim().toUpperCase());
  if (numbered) return -Number(numbered[1]);
  return NAMED_OFFSETS[zone.trim().toUpperCase()];
}

/** The UTC time of a details row's begin: local clock time minus the zone's offset. */
export function nceiTime(yearMonth: string, day: string, hhmm: string, zone: string) {
  const offset = zoneOffsetHours(zone);
  if (!/^\d{6}$/.test(yearMonth) || !/^\d{1,2}$/.test(day) || !/^\d{1,4}$/.test(hhmm))
    return undefined;
  if (offset === undefined) return undefined;
  const time = hhmm.padStart(4, "0");
  const utc = Date.UTC(
    Number(yearMonth.slice(0, 4)),
    Number(yearMonth.slice(4)) - 1,
    Number(day),
    Number(time.slice(0, 2)) - offset,
    Number(time.slice(2)),
  );
  const check = new Date(
    Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(4)) - 1, Number(day)),
  );
  if (
    check.getUTCDate() !== Number(day) ||
    Number(time.slice(0, 2)) > 23 ||
    Number(time.slice(2)) > 59
  )
    return undefined;
  return new Date(utc).toISOString();
}

/** Reads a details file's text, keeping no report after `now`. */
export function parseNceiFile(text: string, now: Date): ParsedFile {
  const parsed: ParsedFile = { reports: [], malformed: [], otherKinds: 0 };
  const [header, ...rows] = csvRows(text);
  if (!header) return parsed;
  const index = new Map(header.cells.map((name, i) => [name.trim().toUpperCase(), i]));
  for (const { line, cells } of rows) {
    const cell = (name: (typeof REQUIRED)[number]) => cleanCell(cells[index.get(name)!]);
    const kind = KIND_OF_TYPE[cell("EVENT_TYPE")];
    if (cells.length !== header.cells.length) {
      parsed.malformed.push({
        line,
        reason: `${cells.length} columns, not ${header.cells.length}`,
      });
      continue;
    }
    if (!kind) {
      parsed.otherKinds++;
      continue;
    }
    const occurredAt = nceiTime(
      cell("BEGIN_YEARMONTH"),
      cell("BEGIN_DAY"),
      cell("BEGIN_TIME"),
      cell("CZ_TIMEZONE"),
    );
    const latitude = numberIn(cell("BEGIN_LAT"));
    const longitude = numberIn(cell("BEGIN_LON"));
    const magnitude = numberIn(cell("MAGNITUDE"));
    if (!/^\d+$/.test(cell("EVENT_ID"))) parsed.malformed.push({ line, reason: "no EVENT_ID" });
    else if (!occurredAt)
      parsed.malformed.push({ line, reason: "begin date, time or zone unreadable" });
    else if (!isRealPoint(latitude, longitude))
      parsed.malformed.push({ line, reason: "no latitude and longitude" });
    else if (kind === "hail" && !(magnitude && magnitude > 0))
      parsed.malformed.push({ line, reason: `hail size "${cell("MAGNITUDE")}" is not a number` });
    else if (kind === "wind" && cell("MAGNITUDE") !== "" && magnitude === undefined)
      parsed.malformed.push({ line, reason: `wind speed "${cell("MAGNITUDE")}" is not a number` });
    else {
      const range = cell("BEGIN_RANGE");
      const place = cell("BEGIN_LOCATION");
      const report: ParsedReport = {
        source: "ncei",
        sourceKey: cell("EVENT_ID"),
        kind,
        occurredAt,
        latitude: latitude!,
        longitude: longitude!,
        magnitude:
          kind === "hail"
            ? magnitude!
            : magnitude === undefined
              ? null
              : Math.round(magnitude * MPH_PER_KNOT),
        location: range && Number(range) > 0 ? `${range} ${cell("BEGIN_AZIMUTH")} ${place}` : place,
        county: cell("CZ_NAME"),
        state: stateOfFips(cell("STATE_FIPS").padStart(2, "0")),
        comments: cell("EVENT_NARRATIVE"),
      };
      const problem = reportProblem(report, now);
      if (problem) parsed.malformed.push({ line, reason: problem });
      else parsed.reports.push(report);
    }
  }
  return parsed;
}
