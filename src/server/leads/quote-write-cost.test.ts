// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openSiteDatabase } from "../site-database.ts";
import { pagesPerCommit } from "../../test-support/wal-test-support.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { quoteRequest, submitStored } from "../../test-support/submit-test-support.ts";

/*
 * What a quote costs on SQLite is mostly its commit: every page its rows touch is written
 * to the write-ahead log and synced before the visitor is answered. The page count is
 * exact and repeatable where a timing is not, so this guards the quote's throughput: a
 * new index or table written on every quote shows here as pages, with their names. The
 * release before the shared limits wrote 13 pages a quote; the limits (3), the add-photos
 * link (2), the lead's outbox index (1) and the receipt cap (1) are the features since.
 */
const PAGES_PER_QUOTE = 21;
const WARM_UP = 100;
const MEASURED = 60;

const directory = mkdtempSync(join(tmpdir(), "quote-write-cost-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Which table or index each page of the database belongs to (the dbstat table). */
function pageOwners(path: string): Map<number, string> {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = database.prepare("SELECT name, pageno FROM dbstat").all();
    return new Map(rows.map((row) => [Number(row["pageno"]), String(row["name"])]));
  } finally {
    database.close();
  }
}

describe("a quote's commit on sqlite", () => {
  it(`writes at most ${PAGES_PER_QUOTE} pages`, async () => {
    const path = join(directory, "site.db");
    const { db, close } = await openSiteDatabase({ sqlitePath: path });
    // Keep every commit in the log, to be read back below.
    await sql`PRAGMA wal_autocheckpoint = 0`.execute(db);
    const limiter = new RateLimiter(db, "quote", 60 * 60_000);
    const deps = {
      db,
      notifyTo: ["office@ridgeline.example.com"],
      siteUrl: "https://www.ridgeline.example.com",
      countRequest: (address: string, trx: typeof db) => limiter.hit(address, Date.now(), trx),
      softLimit: 1_000,
      hardLimit: 10_000,
      minFillMs: 0,
    };
    let commitsBefore = 0;
    for (let index = 0; index < WARM_UP + MEASURED; index++) {
      if (index === WARM_UP) commitsBefore = pagesPerCommit(`${path}-wal`).length;
      const person = String(index).padStart(4, "0");
      await submitStored(
        deps,
        quoteRequest({ name: `Visitor ${person}`, email: `visitor${person}@example.com` }),
        { clientAddress: `198.51.100.${index % 250}` },
      );
    }
    const measured = pagesPerCommit(`${path}-wal`).slice(commitsBefore);
    await close();

    expect(measured).toHaveLength(MEASURED);
    const owners = pageOwners(path);
    const written = new Map<string, number>();
    for (const page of measured.flat()) {
      const owner = owners.get(page) ?? `page ${page}`;
      written.set(owner, (written.get(owner) ?? 0) + 1 / MEASURED);
    }
    const perQuote = measured.flat().length / MEASURED;
    const byOwner = [...written].map(([owner, pages]) => `${owner} ${pages.toFixed(2)}`);
    expect(perQuote, byOwner.join(", ")).toBeLessThanOrEqual(PAGES_PER_QUOTE);
  });
});
