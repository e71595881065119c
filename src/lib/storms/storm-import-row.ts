/** One import as /admin/storms lists it (the storm_imports row). */
export interface StormImportRow {
  id: number;
  file_name: string;
  file_kind: string;
  imported_at: string;
  rows: number;
  added: number;
  outside_area: number;
  duplicates: number;
  superseded: number;
  malformed: number;
}
