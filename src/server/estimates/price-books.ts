import { defaultPriceBook } from "../../config/price-book.ts";
import { priceBookChanges, readPriceBookForm } from "../../lib/estimate/price-book-form.ts";
import type { PriceBook } from "../../config/price-book-types.ts";
import { inTransaction, isUniqueViolation } from "../db/database.ts";
import { type Db } from "../tables.ts";
import {
  countPriceBooks,
  insertPriceBook,
  latestPriceBook,
  lockPriceBooks,
  priceBookByVersion,
  priceBookHistory,
  type PriceBookRow,
} from "./price-book-repo.ts";

/*
 * Which price book applies: the newest version staff saved on /admin/prices, or the
 * defaults of config/price-book.ts before the first save. Every save is a new version
 * ("office-1", "office-2", …); old versions stay, so a lead made from an estimate shown
 * before an edit is recomputed with the prices the visitor saw.
 */

const bookOf = (row: PriceBookRow): PriceBook => ({
  ...(JSON.parse(row.book) as Omit<PriceBook, "version">),
  version: row.version,
});

/** The price book estimates use now. */
export async function currentPriceBook(db: Db): Promise<PriceBook> {
  const row = await latestPriceBook(db);
  return row ? bookOf(row) : defaultPriceBook();
}

/** The price book named `version` (the defaults' own version included), if it exists. */
export async function priceBookAt(db: Db, version: string): Promise<PriceBook | undefined> {
  if (version === defaultPriceBook().version) return defaultPriceBook();
  const row = await priceBookByVersion(db, version);
  return row ? bookOf(row) : undefined;
}

export interface PriceBookChange {
  version: string;
  changedBy: string;
  changedAt: string;
  changes: Array<{ field: string; from: string; to: string }>;
}

/** The newest saves first, each with who made it, when and what it changed. */
export async function priceBookChangeLog(db: Db, limit = 50): Promise<PriceBookChange[]> {
  return (await priceBookHistory(db, limit)).map((row) => ({
    version: row.version,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
    changes: JSON.parse(row.changes) as PriceBookChange["changes"],
  }));
}

export type PriceBookSave =
  | { outcome: "saved"; version: string }
  /** The form held the current figures (a double submit after the first landed): no new version */
  | { outcome: "unchanged" }
  /** Someone saved other figures since the form was opened */
  | { outcome: "stale" }
  | { outcome: "invalid"; errors: Record<string, string> };

type SaveForm = { values: Readonly<Record<string, string | undefined>>; basedOn: string };

/**
 * Saves the form's figures as a new version, if they are valid, differ from the current
 * book and the form was opened on the current version. Two saves from one version (a
 * double submit, two staff, two instances) make one version: the second collides on the
 * version's unique column, or finds the first in its transaction, and is then judged
 * again against it: the same figures are "unchanged", other figures "stale".
 */
export async function savePriceBook(
  db: Db,
  form: SaveForm,
  actor: string,
  now: string,
): Promise<PriceBookSave> {
  try {
    return await inTransaction(db, (trx) => saveIn(trx, form, actor, now));
  } catch (error) {
    if (!isUniqueViolation(error, "price_books", "version")) throw error;
    return inTransaction(db, (trx) => saveIn(trx, form, actor, now));
  }
}

async function saveIn(db: Db, form: SaveForm, actor: string, now: string): Promise<PriceBookSave> {
  await lockPriceBooks(db);
  const current = await currentPriceBook(db);
  const read = readPriceBookForm(form.values, current);
  if (!read.ok) return { outcome: "invalid", errors: read.errors };
  const version = `office-${(await countPriceBooks(db)) + 1}`;
  const changes = priceBookChanges(current, { ...read.book, version });
  if (changes.length === 0) return { outcome: "unchanged" };
  if (current.version !== form.basedOn) return { outcome: "stale" };
  await insertPriceBook(db, {
    version,
    based_on: current.version,
    book: JSON.stringify(read.book),
    changes: JSON.stringify(changes),
    changed_by: actor,
    changed_at: now,
  });
  return { outcome: "saved", version };
}
