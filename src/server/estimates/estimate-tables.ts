import type { Generated } from "kysely";
import type { Defaulted } from "../db/column-types.ts";

/** One saved version of the price book; the table is also its history (estimate-migrations.ts). */
export interface PriceBooksTable {
  id: Generated<number>;
  /** e.g. "office-3"; unique, so two edits of one version cannot both be saved */
  version: string;
  /** The version this edit started from */
  based_on: string;
  /** The whole PriceBook as JSON */
  book: string;
  /** JSON array of { field, from, to } */
  changes: string;
  /** The staff member's email */
  changed_by: string;
  changed_at: string;
}

/** Estimate result pages rendered per office week (its Monday, "2026-11-23"). */
export interface EstimateRendersTable {
  week: string;
  renders: Defaulted<number>;
}

export interface EstimateTables {
  price_books: PriceBooksTable;
  estimate_renders: EstimateRendersTable;
}
