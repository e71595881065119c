import type { Insertable, Selectable } from "kysely";
import type { Db } from "../tables.ts";
import { cellsOfBox } from "./storm-cells.ts";
import type {
  StormImportsTable,
  StormKind,
  StormModeTable,
  StormReportsTable,
  StormSource,
} from "./storm-tables.ts";

export type StoredStormReport = Selectable<StormReportsTable>;
export type NewStormReport = Insertable<StormReportsTable>;
export type StormImport = Selectable<StormImportsTable>;

/** A box in degrees, as the position index reads it. */
export interface ReportBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface ReportWindow {
  box: ReportBox;
  /** ISO times, both included */
  from: string;
  to?: string;
  kind?: StormKind;
  source?: StormSource;
}

/** Beyond this many cells a box is read by its time window instead (an import's wide look). */
const MAX_CELLS = 400;

/** Rows per INSERT: under SQLite's 32,766 bound parameters at 14 columns a row. */
const BATCH = 500;

/**
 * Stores reports, each once: a report already stored from the same source (same key) is
 * left as it is. Returns how many were new.
 */
export async function insertStormReports(db: Db, reports: NewStormReport[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < reports.length; start += BATCH) {
    const result = await db
      .insertInto("storm_reports")
      .values(reports.slice(start, start + BATCH))
      .onConflict((conflict) => conflict.columns(["source", "source_key"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/**
 * The reports inside a box and a time window. The box becomes the grid cells it touches
 * (storm-cells.ts) and each cell one seek on the (cell, occurred_at) index to the window's
 * start, so the database reads the rows near the point in the window and never the rest
 * of the table; the caller then measures the exact great-circle distance of each. A box
 * wider than the grid allows (the importer's look over the whole area) reads by time.
 */
export function reportsInBox(db: Db, window: ReportWindow): Promise<StoredStormReport[]> {
  return reportsInBoxQuery(db, window).execute();
}

/** reportsInBox's query, unexecuted, so a test can ask each engine for its plan. */
export function reportsInBoxQuery(db: Db, window: ReportWindow) {
  const cells = cellsOfBox(window.box, MAX_CELLS);
  let query = db.selectFrom("storm_reports").selectAll();
  if (cells) query = query.where("cell", "in", cells);
  query = query
    .where("latitude", ">=", window.box.south)
    .where("latitude", "<=", window.box.north)
    .where("longitude", ">=", window.box.west)
    .where("longitude", "<=", window.box.east)
    .where("occurred_at", ">=", window.from);
  if (window.to) query = query.where("occurred_at", "<=", window.to);
  if (window.kind) query = query.where("kind", "=", window.kind);
  if (window.source) query = query.where("source", "=", window.source);
  return query.orderBy("occurred_at", "desc").orderBy("id");
}

/** Removes reports by id (SPC reports NCEI has since replaced). */
export async function deleteStormReports(db: Db, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    await db
      .deleteFrom("storm_reports")
      .where("id", "in", ids.slice(start, start + BATCH))
      .execute();
  }
}

/** Hail of at least `hailInches` or wind of at least `windMph`, since `from`, newest first. */
export function significantReportsSince(
  db: Db,
  from: string,
  hailInches: number,
  windMph: number,
): Promise<StoredStormReport[]> {
  return db
    .selectFrom("storm_reports")
    .selectAll()
    .where("occurred_at", ">=", from)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "hail"), eb("magnitude", ">=", hailInches)]),
        eb.and([eb("kind", "=", "wind"), eb("magnitude", ">=", windMph)]),
      ]),
    )
    .orderBy("occurred_at", "desc")
    .orderBy("id")
    .execute();
}

/** How many reports are stored at all: none means nothing has been imported yet. */
export async function countStormReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom("storm_reports")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordStormImport(db: Db, row: Insertable<StormImportsTable>): Promise<void> {
  await db.insertInto("storm_imports").values(row).execute();
}

/**
 * Changes whenever reports are imported (each import, in its transaction, records a row):
 * what a cache of answers drawn from the reports is keyed by.
 */
export async function stormImportGeneration(db: Db): Promise<string> {
  const row = await db
    .selectFrom("storm_imports")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("id").as("latest")])
    .executeTakeFirstOrThrow();
  return `${row.count}:${row.latest ?? 0}`;
}

/** The latest imports, newest first. */
export function recentStormImports(db: Db, limit: number): Promise<StormImport[]> {
  return db.selectFrom("storm_imports").selectAll().orderBy("id", "desc").limit(limit).execute();
}

export function readStormMode(db: Db): Promise<Selectable<StormModeTable> | undefined> {
  return db.selectFrom("storm_mode").selectAll().where("id", "=", 1).executeTakeFirst();
}

export async function writeStormMode(
  db: Db,
  mode: Omit<Selectable<StormModeTable>, "id">,
): Promise<void> {
  await db
    .insertInto("storm_mode")
    .values({ id: 1, ...mode })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(mode))
    .execute();
}
