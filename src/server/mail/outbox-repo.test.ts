// @vitest-environment node
import { enqueueMessage } from "./outbox-enqueue-repo.ts";
import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  claimNextDue,
  listMessages,
  makePendingDue,
  markAttemptFailed,
  markSent,
  type MessageKind,
  type OutboxMessage,
} from "./outbox-repo.ts";
import { countReceiptsTo, receiptsToQuery } from "./receipt-repo.ts";

const T0 = Date.parse("2025-06-14T15:30:00.000Z");
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();
/** Claims as a drain would at minute `minutes`, holding the message for 5 minutes. */
const claimAt = (db: Db, minutes: number) => claimNextDue(db, at(minutes), at(minutes + 5));

async function queue(db: Db, kind: MessageKind, minutes: number, to = "dana@example.com") {
  await enqueueMessage(
    db,
    null,
    { kind, recipients: [to], replyTo: null, subject: kind, text: kind, html: kind },
    at(minutes),
    "www.ridgeline.example.com",
  );
  const { id } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  return id;
}

const stateOf = async (db: Db, id: number): Promise<OutboxMessage | undefined> =>
  (await listMessages(db, ["pending", "sending", "sent", "failed"])).find(
    (message) => message.id === id,
  );

describe.each(engines)("the outbox on %s", (engine) => {
  const database = useTestDatabase(engine);

  describe("claimNextDue", () => {
    it("claims the oldest due message for the lease, then the next, then none", async () => {
      const { db } = database;
      const first = await queue(db, "notification", 0);
      const second = await queue(db, "receipt", 0);
      await queue(db, "receipt", 10);

      expect(await claimAt(db, 1)).toMatchObject({
        id: first,
        state: "sending",
        leaseUntil: at(6),
      });
      expect(await claimAt(db, 1)).toMatchObject({ id: second, state: "sending" });
      expect(await claimAt(db, 1)).toBeUndefined();
      expect(await stateOf(db, first)).toMatchObject({
        state: "sending",
        leaseUntil: at(6),
        attempts: 0,
      });
    });

    it("leaves a message alone while its lease runs, and takes it over once it has run out", async () => {
      const { db } = database;
      const id = await queue(db, "notification", 0);
      await claimAt(db, 0);
      expect(await claimAt(db, 4)).toBeUndefined();
      expect(await claimAt(db, 5)).toBeUndefined();
      expect(await claimAt(db, 5.01)).toMatchObject({
        id,
        state: "sending",
        leaseUntil: at(10.01),
      });
    });

    it("never claims a sent message, nor a failed receipt or invitation", async () => {
      const { db } = database;
      await markSent(db, await queue(db, "notification", 0), at(1));
      await markAttemptFailed(db, await queue(db, "receipt", 0), "550 no such user", null);
      await markAttemptFailed(db, await queue(db, "invitation", 0), "550 no such user", null);
      expect(await claimAt(db, 600)).toBeUndefined();
    });

    it("claims a failed notification when its next try has come: those never give up", async () => {
      const { db } = database;
      const id = await queue(db, "notification", 0);
      await markAttemptFailed(db, id, "ECONNREFUSED", at(60), "failed");
      expect(await stateOf(db, id)).toMatchObject({
        state: "failed",
        nextAttemptAt: at(60),
        attempts: 1,
      });
      expect(await claimAt(db, 59)).toBeUndefined();
      expect(await claimAt(db, 60)).toMatchObject({ id, state: "sending" });
    });
  });

  describe("recording the outcome of a send", () => {
    it("markSent ends the claim", async () => {
      const { db } = database;
      const id = await queue(db, "notification", 0);
      await claimAt(db, 0);
      await markSent(db, id, at(1));
      expect(await stateOf(db, id)).toMatchObject({
        state: "sent",
        sentAt: at(1),
        leaseUntil: null,
        attempts: 1,
      });
    });

    it("markAttemptFailed ends the claim and schedules the next try, or keeps the message as failed", async () => {
      const { db } = database;
      const retried = await queue(db, "receipt", 0);
      const given = await queue(db, "receipt", 0);
      await claimAt(db, 0);
      await claimAt(db, 0);
      await markAttemptFailed(db, retried, "ECONNREFUSED", at(2));
      await markAttemptFailed(db, given, "550 no such user", null);
      expect(await stateOf(db, retried)).toMatchObject({
        state: "pending",
        nextAttemptAt: at(2),
        leaseUntil: null,
        lastError: "ECONNREFUSED",
      });
      expect(await stateOf(db, given)).toMatchObject({
        state: "failed",
        nextAttemptAt: at(0),
        leaseUntil: null,
        attempts: 1,
      });
    });
  });

  describe("makePendingDue", () => {
    it("makes pending messages and failed notifications due now; leaves claims and failed receipts", async () => {
      const { db } = database;
      const pending = await queue(db, "receipt", 0);
      await markAttemptFailed(db, pending, "timeout", at(30));
      const notification = await queue(db, "notification", 0);
      await markAttemptFailed(db, notification, "timeout", at(60), "failed");
      const receipt = await queue(db, "receipt", 0);
      await markAttemptFailed(db, receipt, "550 no such user", null);
      const claimed = await queue(db, "notification", 1);
      await claimAt(db, 1);

      expect(await makePendingDue(db, at(2))).toBe(2);
      const states = await Promise.all(
        [pending, notification, receipt, claimed].map((id) => stateOf(db, id)),
      );
      expect(states.map((message) => message?.nextAttemptAt)).toEqual([at(2), at(2), at(0), at(1)]);
      expect(states[3]?.state).toBe("sending");
    });
  });

  describe("countReceiptsTo", () => {
    it("counts receipts queued to the address in any letter case after the given time", async () => {
      const { db } = database;
      await queue(db, "receipt", 0, "Dana@Example.com");
      await queue(db, "receipt", 10, "dana@example.com");
      await queue(db, "receipt", 20, "DANA@EXAMPLE.COM");
      await queue(db, "notification", 20, "dana@example.com");
      await queue(db, "receipt", 20, "sam@example.com");

      expect(await countReceiptsTo(db, "dana@example.com", at(-1))).toBe(3);
      expect(await countReceiptsTo(db, "dAnA@eXample.com", at(0))).toBe(2);
      expect(await countReceiptsTo(db, "dana@example.com", at(20))).toBe(0);
      expect(await countReceiptsTo(db, "nobody@example.com", at(-1))).toBe(0);
    });
  });
});

// Every quote runs this count; read through the index it stays one address's few receipts,
// not the whole day's (on a storm day, thousands). Postgres picks its plan by table size,
// so only SQLite's, which follows the schema, says something here.
describe("the receipt count on sqlite", () => {
  const database = useTestDatabase("sqlite");

  it("reads one address's receipts through an index", async () => {
    const compiled = receiptsToQuery(database.db, "dana@example.com", at(0)).compile();
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toEqual([
      expect.stringMatching(
        /^SEARCH outbox USING INDEX outbox_receipts_to \(<expr>=\? AND created_at>\?\)$/,
      ),
    ]);
  });
});

describe.each(engines)("the outbox shared by several instances on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("gives each message to one of two instances taking turns, never both", async () => {
    const one = database.db;
    const two = (await database.connect()).db;
    for (let index = 0; index < 20; index++)
      await queue(one, "receipt", 0, `p${index}@example.com`);
    const claimed: number[] = [];
    for (let round = 0; round < 15; round++)
      for (const connection of [one, two]) {
        const message = await claimAt(connection, 1);
        if (message) claimed.push(message.id);
      }
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
  });

  it("gives each message to exactly one of three instances claiming all at once", async () => {
    const instances = [database.db, (await database.connect()).db, (await database.connect()).db];
    for (let index = 0; index < 30; index++)
      await queue(database.db, "receipt", 0, `p${index}@example.com`);
    const claimAll = async (db: Db) => {
      const mine: number[] = [];
      for (let message = await claimAt(db, 1); message; message = await claimAt(db, 1))
        mine.push(message.id);
      return mine;
    };
    const claimed = (await Promise.all(instances.map(claimAll))).flat();
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });
});
