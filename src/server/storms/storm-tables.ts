import type { ColumnType, Generated } from "kysely";
import type { StormImportRow } from "../../lib/storms/storm-import-row.ts";

/** Where a storm report came from: the SPC's preliminary daily reports or NCEI's final Storm Events. */
export type StormSource = "spc" | "ncei";
export type StormKind = "hail" | "wind";

/** One hail or damaging-wind report inside the service area plus its margin. */
export interface StormReportsTable {
  id: Generated<number>;
  source: StormSource;
  /** What makes a report unique within its source: NCEI's EVENT_ID, the SPC row's own values */
  source_key: string;
  kind: StormKind;
  /** ISO time, UTC */
  occurred_at: string;
  latitude: number;
  longitude: number;
  /** Its grid cell (storm-cells.ts), the first column of the position index */
  cell: number;
  /** Hail diameter in inches, wind gust in mph; null for a wind report without a speed */
  magnitude: number | null;
  location: string;
  county: string;
  state: string;
  /** The Census county the point lies in (us-atlas), "" outside the counties known nearby */
  county_fips: string;
  comments: string;
  imported_at: string;
}

/**
 * One run of `npm run storms -- import` on one file: the row /admin/storms lists
 * (lib/storms/storm-import-row.ts), its id numbered by the database.
 */
export interface StormImportsTable extends Omit<StormImportRow, "id"> {
  id: Generated<number>;
}

/** Staff's hand on storm mode: one row (id 1). */
export interface StormModeTable {
  id: number;
  /** "auto": on while a significant event is under 14 days old; "on" / "off" by hand */
  mode: "auto" | "on" | "off";
  /** The banner's line; "" uses the default wording */
  line: ColumnType<string, string | undefined, string>;
  updated_at: string;
  updated_by: string;
}

export interface StormTables {
  storm_reports: StormReportsTable;
  storm_imports: StormImportsTable;
  storm_mode: StormModeTable;
}
