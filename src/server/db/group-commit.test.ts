// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inTransaction } from "./database.ts";
import { openSiteDatabase, type SiteDatabase } from "../site-database.ts";
import { pagesPerCommit } from "../../test-support/wal-test-support.ts";

/*
 * Group commit (group-commit.ts): on SQLite, transactions that queue while one runs share
 * its commit. Each stays atomic on its own, and its caller hears of it only once the
 * shared commit is on disk. Counted in the write-ahead log, where each commit ends in a
 * marked frame, and read back through a second connection, as another process would.
 */
describe("transactions on sqlite", () => {
  let directory: string;
  let path: string;
  let database: SiteDatabase;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), "group-commit-"));
    path = join(directory, "site.db");
    database = await openSiteDatabase({ sqlitePath: path });
    await sql`PRAGMA wal_autocheckpoint = 0`.execute(database.db);
  });
  afterEach(async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** Counts one event under `key`: a row a transaction writes. */
  const record = (key: string) => (trx: SiteDatabase["db"]) =>
    trx
      .insertInto("rate_events")
      .values({ key, at: "2026-11-24T12:00:00.000Z", expires_at: "2026-11-25T12:00:00.000Z" })
      .execute();

  /** The keys stored, as another connection to the file reads them: committed rows only. */
  function storedKeys(): string[] {
    const reader = new DatabaseSync(path, { readOnly: true });
    try {
      return reader
        .prepare("SELECT key FROM rate_events ORDER BY id")
        .all()
        .map((row) => String(row["key"]));
    } finally {
      reader.close();
    }
  }

  const commits = () => pagesPerCommit(`${path}-wal`).length;

  it("queued together share commits, at most 16 to one, and every one is stored", async () => {
    const before = commits();
    const keys = Array.from({ length: 40 }, (_, index) => `client-${index}`);
    const results = await Promise.all(
      keys.map((key) =>
        inTransaction(database.db, async (trx) => {
          await record(key)(trx);
          return key;
        }),
      ),
    );
    expect(results).toEqual(keys);
    expect(storedKeys()).toEqual(keys);
    const used = commits() - before;
    expect(used).toBeGreaterThanOrEqual(3);
    expect(used).toBeLessThan(keys.length);
  });

  it("one after the other still each commit on their own", async () => {
    const before = commits();
    for (const key of ["first", "second", "third"])
      await inTransaction(database.db, (trx) => record(key)(trx));
    expect(commits() - before).toBe(3);
    expect(storedKeys()).toEqual(["first", "second", "third"]);
  });

  it("tell their callers only once the shared commit is on disk", async () => {
    let releaseSecond = () => {};
    const secondMayFinish = new Promise<void>((resolve) => (releaseSecond = resolve));
    const settled: string[] = [];
    const first = inTransaction(database.db, async (trx) => {
      await record("first")(trx);
    }).then(() => settled.push(`first resolved, stored: ${storedKeys().join(" ")}`));
    const second = inTransaction(database.db, async (trx) => {
      await record("second")(trx);
      await secondMayFinish;
    }).then(() => settled.push(`second resolved, stored: ${storedKeys().join(" ")}`));

    // The second joined the first's commit: while it works, the first is not yet on disk
    // and its caller has not been told.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual([]);
    expect(storedKeys()).toEqual([]);
    releaseSecond();
    await Promise.all([first, second]);
    expect(settled).toEqual([
      "first resolved, stored: first second",
      "second resolved, stored: first second",
    ]);
  });

  it("that fail undo their own writes only; the others sharing the commit are stored", async () => {
    const refusal = new Error("refused after writing");
    const outcomes = await Promise.allSettled([
      inTransaction(database.db, (trx) => record("before")(trx)),
      inTransaction(database.db, async (trx) => {
        await record("failing")(trx);
        throw refusal;
      }),
      inTransaction(database.db, async (trx) => {
        // A constraint refusing a statement inside a shared commit, as a duplicate does.
        await trx
          .insertInto("photo_links")
          .values({ lead_id: 1, token_hash: "x", created_at: "", expires_at: "" })
          .execute();
      }),
      inTransaction(database.db, (trx) => record("after")(trx)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(refusal);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(storedKeys()).toEqual(["before", "after"]);
  });

  it("whose commit fails are all told so and none is stored; the next ones go ahead", async () => {
    const outcomes = await Promise.allSettled([
      inTransaction(database.db, (trx) => record("alongside")(trx)),
      inTransaction(database.db, async (trx) => {
        // A foreign key checked only at COMMIT: the shared commit itself is refused.
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        await trx
          .insertInto("photo_links")
          .values({ lead_id: 999, token_hash: "y", created_at: "", expires_at: "" })
          .execute();
      }),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    }
    expect(storedKeys()).toEqual([]);

    await inTransaction(database.db, (trx) => record("later")(trx));
    expect(storedKeys()).toEqual(["later"]);
  });

  it("sharing a commit with one that fills the disk are all refused, told why", async () => {
    const { page_count: pages } = (
      await sql<{ page_count: number }>`PRAGMA page_count`.execute(database.db)
    ).rows[0]!;
    await sql.raw(`PRAGMA max_page_count = ${pages + 4}`).execute(database.db);
    const outcomes = await Promise.allSettled([
      inTransaction(database.db, (trx) => record("small")(trx)),
      inTransaction(database.db, (trx) => record("x".repeat(200_000))(trx)),
    ]);
    // SQLite rolls the whole transaction back on a full disk: no savepoint is left to undo
    // to, and each caller hears of the full disk, not of the failed undo.
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/full/);
    }
    expect(storedKeys()).toEqual([]);
    await inTransaction(database.db, (trx) => record("after")(trx));
    expect(storedKeys()).toEqual(["after"]);
  });

  it("that cannot begin are refused at once, and later ones are too, never retried for ever", async () => {
    const closing = await openSiteDatabase({ sqlitePath: join(directory, "closed.db") });
    await closing.close();
    const outcomes = await Promise.allSettled([
      inTransaction(closing.db, (trx) => record("first")(trx)),
      inTransaction(closing.db, (trx) => record("second")(trx)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    await expect(inTransaction(closing.db, (trx) => record("third")(trx))).rejects.toThrow();
  });

  it("join the transaction they are called in rather than queueing behind it", async () => {
    const stored = await inTransaction(database.db, async (trx) => {
      await record("outer")(trx);
      await inTransaction(trx, (inner) => record("inner")(inner));
      return "done";
    });
    expect(stored).toBe("done");
    expect(storedKeys()).toEqual(["outer", "inner"]);
  });
});
