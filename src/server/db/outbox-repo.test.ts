// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./connection.ts";
import {
  claimNextDue,
  countReceiptsTo,
  enqueueMessage,
  listMessages,
  makePendingDue,
  markAttemptFailed,
  markSent,
  type MessageKind,
  type OutboxMessage,
} from "./outbox-repo.ts";

const T0 = Date.parse("2025-06-14T15:30:00.000Z");
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();
/** Claims as a drain would at minute `minutes`, holding the message for 5 minutes. */
const claimAt = (db: Database, minutes: number) => claimNextDue(db, at(minutes), at(minutes + 5));

let db: Database;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => {
  if (db.isOpen) db.close();
});

function queue(kind: MessageKind, minutes: number, to = "dana@example.com", into = db): number {
  enqueueMessage(
    into,
    null,
    { kind, recipients: [to], replyTo: null, subject: kind, text: kind, html: kind },
    at(minutes),
    "www.ridgeline.example.com",
  );
  return Number((into.prepare("SELECT max(id) AS id FROM outbox").get() as { id: number }).id);
}

const stateOf = (id: number): OutboxMessage | undefined =>
  listMessages(db, ["pending", "sending", "sent", "failed"]).find((message) => message.id === id);

describe("claimNextDue", () => {
  it("claims the oldest due message for the lease, then the next, then none", () => {
    const first = queue("notification", 0);
    const second = queue("receipt", 0);
    queue("receipt", 10);

    expect(claimAt(db, 1)).toMatchObject({ id: first, state: "sending", leaseUntil: at(6) });
    expect(claimAt(db, 1)).toMatchObject({ id: second, state: "sending" });
    expect(claimAt(db, 1)).toBeUndefined();
    expect(stateOf(first)).toMatchObject({ state: "sending", leaseUntil: at(6), attempts: 0 });
  });

  it("leaves a message alone while its lease runs, and takes it over once it has run out", () => {
    const id = queue("notification", 0);
    claimAt(db, 0);
    expect(claimAt(db, 4)).toBeUndefined();
    expect(claimAt(db, 5)).toBeUndefined();
    expect(claimAt(db, 5.01)).toMatchObject({ id, state: "sending", leaseUntil: at(10.01) });
  });

  it("never claims a sent message, nor a failed receipt or invitation", () => {
    markSent(db, queue("notification", 0), at(1));
    markAttemptFailed(db, queue("receipt", 0), "550 no such user", null);
    markAttemptFailed(db, queue("invitation", 0), "550 no such user", null);
    expect(claimAt(db, 600)).toBeUndefined();
  });

  it("claims a failed notification when its next try has come: those never give up", () => {
    const id = queue("notification", 0);
    markAttemptFailed(db, id, "ECONNREFUSED", at(60), "failed");
    expect(stateOf(id)).toMatchObject({ state: "failed", nextAttemptAt: at(60), attempts: 1 });
    expect(claimAt(db, 59)).toBeUndefined();
    expect(claimAt(db, 60)).toMatchObject({ id, state: "sending" });
  });

  it("gives a message to one of two connections on the same database file, never both", () => {
    const directory = mkdtempSync(join(tmpdir(), "outbox-claim-"));
    try {
      const one = openDatabase(join(directory, "site.db"));
      const two = openDatabase(join(directory, "site.db"));
      for (let index = 0; index < 20; index++) queue("receipt", 0, `p${index}@example.com`, one);
      const claimed: number[] = [];
      for (let round = 0; round < 15; round++)
        for (const connection of [one, two]) {
          const message = claimAt(connection, 1);
          if (message) claimed.push(message.id);
        }
      expect(claimed).toHaveLength(20);
      expect(new Set(claimed).size).toBe(20);
      one.close();
      two.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("recording the outcome of a send", () => {
  it("markSent ends the claim", () => {
    const id = queue("notification", 0);
    claimAt(db, 0);
    markSent(db, id, at(1));
    expect(stateOf(id)).toMatchObject({
      state: "sent",
      sentAt: at(1),
      leaseUntil: null,
      attempts: 1,
    });
  });

  it("markAttemptFailed ends the claim and schedules the next try, or keeps the message as failed", () => {
    const retried = queue("receipt", 0);
    const given = queue("receipt", 0);
    claimAt(db, 0);
    claimAt(db, 0);
    markAttemptFailed(db, retried, "ECONNREFUSED", at(2));
    markAttemptFailed(db, given, "550 no such user", null);
    expect(stateOf(retried)).toMatchObject({
      state: "pending",
      nextAttemptAt: at(2),
      leaseUntil: null,
      lastError: "ECONNREFUSED",
    });
    expect(stateOf(given)).toMatchObject({ state: "failed", leaseUntil: null, attempts: 1 });
  });
});

describe("makePendingDue", () => {
  it("makes pending messages and failed notifications due now; leaves claims and failed receipts", () => {
    const pending = queue("receipt", 0);
    markAttemptFailed(db, pending, "timeout", at(30));
    const notification = queue("notification", 0);
    markAttemptFailed(db, notification, "timeout", at(60), "failed");
    const receipt = queue("receipt", 0);
    markAttemptFailed(db, receipt, "550 no such user", null);
    const claimed = queue("notification", 1);
    claimAt(db, 1);

    expect(makePendingDue(db, at(2))).toBe(2);
    expect(
      [pending, notification, receipt, claimed].map((id) => stateOf(id)?.nextAttemptAt),
    ).toEqual([at(2), at(2), at(0), at(1)]);
    expect(stateOf(claimed)?.state).toBe("sending");
  });
});

describe("countReceiptsTo", () => {
  it("counts receipts queued to the address in any letter case after the given time", () => {
    queue("receipt", 0, "Dana@Example.com");
    queue("receipt", 10, "dana@example.com");
    queue("receipt", 20, "DANA@EXAMPLE.COM");
    queue("notification", 20, "dana@example.com");
    queue("receipt", 20, "sam@example.com");

    expect(countReceiptsTo(db, "dana@example.com", at(-1))).toBe(3);
    expect(countReceiptsTo(db, "dAnA@eXample.com", at(0))).toBe(2);
    expect(countReceiptsTo(db, "dana@example.com", at(20))).toBe(0);
    expect(countReceiptsTo(db, "nobody@example.com", at(-1))).toBe(0);
  });
});
