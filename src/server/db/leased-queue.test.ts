// @vitest-environment node
import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { claimNextDue, waitingMessages } from "../mail/outbox-repo.ts";
import { claimQuery } from "./leased-queue.ts";
import { enqueueMessages } from "../mail/outbox-enqueue-repo.ts";

const NOW = "2026-11-24T15:00:00.000Z";
const LEASE = "2026-11-24T15:05:00.000Z";

const message = (subject: string, kind: "receipt" | "notification" = "receipt") => ({
  kind,
  recipients: ["dana@example.com"],
  replyTo: null,
  subject,
  text: subject,
  html: subject,
});

/** Queues `subjects` at `at`; the `failed` ones then failed (office notifications stay due). */
async function queue(db: Db, at: string, subjects: string[], failed: string[] = []) {
  await enqueueMessages(
    db,
    null,
    subjects.map((subject) =>
      message(subject, failed.includes(subject) ? "notification" : "receipt"),
    ),
    at,
    "www.ridgeline.example.com",
  );
  if (failed.length > 0)
    await db
      .updateTable("outbox")
      .set({ state: "failed" })
      .where("subject", "in", failed)
      .execute();
}

/*
 * A drain claims the next email (or webhook delivery) many times a second while a backlog
 * drains, so the claim must find the oldest due item by a seek per waiting state, whatever
 * the backlog: written as one OR over the states, SQLite gathered and sorted every due row
 * on every claim (11 ms each behind 14,000 queued emails, a third of the server's time).
 */
describe.each(engines)("claiming the next email on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("seeks each waiting state's oldest messages on the due index", async () => {
    const query = claimQuery(database.db, "outbox", {
      waiting: waitingMessages,
      now: NOW,
      leaseUntil: LEASE,
    }).compile();
    if (engine === "postgres") {
      // An empty table is cheapest to scan; with the scan priced out the planner shows
      // the index it would use for a backlog.
      await database.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw("SET LOCAL enable_seqscan = off"));
        const plan = await trx.executeQuery<{ "QUERY PLAN": string }>(
          CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
        );
        const lines = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
        expect(lines.match(/Index Scan using outbox_due on outbox/g)).toHaveLength(3);
        expect(lines).not.toMatch(/BitmapOr/);
      });
      return;
    }
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    const details = plan.rows.map((row) => row.detail);
    expect(
      details.filter((detail) =>
        /^SEARCH outbox USING (COVERING )?INDEX outbox_due \(state=\?/.test(detail),
      ),
    ).toHaveLength(3);
    expect(details.join("\n")).not.toMatch(/MULTI-INDEX OR|SCAN outbox/);
  });

  it("takes the oldest due message of a backlog, across the waiting states", async () => {
    const backlog = Array.from({ length: 300 }, (_, index) => `queued ${index}`);
    await queue(database.db, "2026-11-24T14:00:00.000Z", backlog);
    // An office notification that failed earlier than the whole backlog is retried first.
    await queue(
      database.db,
      "2026-11-24T13:00:00.000Z",
      ["failed notification"],
      ["failed notification"],
    );

    const first = await claimNextDue(database.db, NOW, LEASE);
    const second = await claimNextDue(database.db, NOW, LEASE);
    expect([first?.subject, second?.subject]).toEqual(["failed notification", "queued 0"]);
  });

  if (engine === "postgres")
    it("leaves a drain claiming beside another every message but the one the other takes", async () => {
      await queue(
        database.db,
        "2026-11-24T14:00:00.000Z",
        ["notification", "receipt"],
        ["notification"],
      );
      // The first drain's claim holds its row lock until its transaction ends.
      let releaseFirst = () => {};
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstClaimed: string | undefined;
      const first = database.db.transaction().execute(async (trx) => {
        firstClaimed = (await claimNextDue(trx, NOW, LEASE))?.subject;
        await firstMayCommit;
      });
      while (firstClaimed === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      const second = await claimNextDue(database.db, NOW, LEASE);
      releaseFirst();
      await first;
      expect([firstClaimed, second?.subject].sort()).toEqual(["notification", "receipt"]);
    });
});
