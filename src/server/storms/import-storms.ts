import { getDistance } from "geolib";
import { inTransaction } from "../db/database.ts";
import { type Db } from "../tables.ts";
import {
  deleteStormReports,
  insertStormReports,
  recordStormImport,
  reportsInBox,
  type StoredStormReport,
} from "./storm-repo.ts";
import { cellOf } from "./storm-cells.ts";
import { countyAt, isInStormArea, stormAreaBox } from "../geo/service-area-geo.ts";
import { readStormFile } from "./storm-file.ts";
import type { MalformedRow, ParsedReport } from "./storm-report.ts";

/** Two reports of one kind this close in time and place are one report seen by both sources. */
const SAME_REPORT_MINUTES = 30;
const SAME_REPORT_METERS = 10_000;

export interface ImportCounts {
  file: string;
  source: "spc" | "ncei";
  /** Hail and wind rows read */
  rows: number;
  added: number;
  outsideArea: number;
  /** Already stored (a re-import), or an SPC report NCEI already has */
  duplicates: number;
  /** SPC reports this NCEI file replaced */
  superseded: number;
  malformed: MalformedRow[];
}

export type ImportOutcome = { ok: true; counts: ImportCounts } | { ok: false; refusal: string };

/**
 * Imports one SPC or NCEI file: keeps the hail and wind reports inside the service area
 * plus its margin, each once. NCEI's Storm Events are the final record, so an NCEI report
 * replaces the SPC report of the same storm, and an SPC report NCEI already has is skipped.
 */
export async function importStormFile(db: Db, path: string, now: Date): Promise<ImportOutcome> {
  const read = await readStormFile(path, now);
  if (!read.ok) return read;
  const { reports, malformed } = read.parsed;
  const inside = reports.filter((report) => isInStormArea(report.latitude, report.longitude));
  const counts: ImportCounts = {
    file: read.name,
    source: read.source,
    rows: reports.length + malformed.length,
    added: 0,
    outsideArea: reports.length - inside.length,
    duplicates: 0,
    superseded: 0,
    malformed,
  };
  await inTransaction(db, async (trx) => {
    const other = inside.length ? await otherSourceReports(trx, read.source, inside) : [];
    let kept = inside;
    if (read.source === "ncei") {
      const replaced = other.filter((spc) => inside.some((ncei) => sameReport(ncei, spc)));
      await deleteStormReports(
        trx,
        replaced.map((spc) => spc.id),
      );
      counts.superseded = replaced.length;
    } else {
      kept = inside.filter((spc) => !other.some((ncei) => sameReport(spc, ncei)));
    }
    const importedAt = now.toISOString();
    counts.added = await insertStormReports(
      trx,
      kept.map((report) => toRow(report, importedAt)),
    );
    counts.duplicates = inside.length - counts.added;
    await recordStormImport(trx, {
      file_name: read.name.slice(0, 200),
      file_kind: read.source,
      imported_at: importedAt,
      rows: counts.rows,
      added: counts.added,
      outside_area: counts.outsideArea,
      duplicates: counts.duplicates,
      superseded: counts.superseded,
      malformed: malformed.length,
    });
  });
  return { ok: true, counts };
}

/** The other source's reports over the file's time span (widened by the matching window). */
function otherSourceReports(db: Db, source: "spc" | "ncei", reports: ParsedReport[]) {
  const { first, last } = timeSpan(reports);
  const slack = SAME_REPORT_MINUTES * 60_000;
  return reportsInBox(db, {
    box: stormAreaBox(),
    from: new Date(first - slack).toISOString(),
    to: new Date(last + slack).toISOString(),
    source: source === "ncei" ? "spc" : "ncei",
  });
}

/**
 * The earliest and latest report times, in one pass: `Math.min(...times)` passes every time
 * as an argument and overflows the stack past about 125,000 reports (a year of NCEI data).
 */
function timeSpan(reports: ParsedReport[]): { first: number; last: number } {
  let first = Infinity;
  let last = -Infinity;
  for (const report of reports) {
    const time = Date.parse(report.occurredAt);
    if (time < first) first = time;
    if (time > last) last = time;
  }
  return { first, last };
}

function sameReport(report: ParsedReport, stored: StoredStormReport): boolean {
  return (
    report.kind === stored.kind &&
    Math.abs(Date.parse(report.occurredAt) - Date.parse(stored.occurred_at)) <=
      SAME_REPORT_MINUTES * 60_000 &&
    getDistance(report, stored) <= SAME_REPORT_METERS
  );
}

function toRow(report: ParsedReport, importedAt: string) {
  return {
    source: report.source,
    source_key: report.sourceKey,
    kind: report.kind,
    occurred_at: report.occurredAt,
    latitude: report.latitude,
    longitude: report.longitude,
    cell: cellOf(report.latitude, report.longitude),
    magnitude: report.magnitude,
    location: report.location.slice(0, 200),
    county: report.county.slice(0, 100),
    state: report.state.slice(0, 20),
    county_fips: countyAt(report.latitude, report.longitude)?.id ?? "",
    comments: report.comments.slice(0, 2000),
    imported_at: importedAt,
  };
}
