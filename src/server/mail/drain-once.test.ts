// @vitest-environment node
// "Email is sent once": the drain against a real database file, shared by several
// connections as several server processes would share it, and a real SMTP server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/support/ports.ts";
import { openDatabase, type Database } from "../db/connection.ts";
import { listMessages, type OutboxMessage } from "../db/outbox-repo.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain, type DrainOptions } from "./drain.ts";
import {
  FROM,
  sleep,
  startMailbox,
  storeLead,
  waitUntil,
  type MailboxOptions,
} from "./mail-test-support.ts";
import { smtpTransport } from "./transport.ts";

let path: string;
let cleanups: Array<() => unknown>;

beforeEach(() => {
  const directory = mkdtempSync(join(tmpdir(), "outbox-once-"));
  path = join(directory, "site.db");
  cleanups = [() => rmSync(directory, { recursive: true, force: true })];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A connection to the test's database file, as one server process would hold it. */
function connect(): Database {
  const db = openDatabase(path);
  cleanups.push(() => db.isOpen && db.close());
  return db;
}

async function startMailboxOn(port: number, options?: MailboxOptions) {
  const mailbox = await startMailbox(port, options);
  cleanups.push(mailbox.close);
  return mailbox;
}

function startDrain(db: Database, port: number, options: Partial<DrainOptions> = {}) {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  const log = memoryLogger();
  const drain = startOutboxDrain(db, transport, log, {
    from: FROM,
    retryBaseMs: 10,
    maxAttempts: 3,
    pollMs: 5,
    ...options,
  });
  cleanups.push(async () => {
    await drain.stop();
    transport.close();
  });
  return { drain, log };
}

const everyMessage = (db: Database): OutboxMessage[] =>
  listMessages(db, ["pending", "sending", "sent", "failed"]);

/** How many times each Message-ID reached the mailbox. */
function deliveriesById(mails: Array<{ headers: Map<string, string> }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) {
    const id = mail.headers.get("message-id") ?? "(none)";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Ways a database stops taking writes; each returns how to undo it. */
const breakages: Array<[string, (drainDb: Database) => () => void]> = [
  [
    "turns read-only",
    (drainDb) => {
      drainDb.exec("PRAGMA query_only = ON");
      return () => drainDb.exec("PRAGMA query_only = OFF");
    },
  ],
  [
    "is locked by another process past the busy timeout",
    () => {
      const other = new DatabaseSync(path);
      other.exec("BEGIN EXCLUSIVE");
      return () => {
        other.exec("ROLLBACK");
        other.close();
      };
    },
  ],
  [
    "is locked for a moment, longer than the busy timeout,",
    () => {
      const other = new DatabaseSync(path);
      other.exec("BEGIN EXCLUSIVE");
      // Writable again well before the test ends: the drain must still not send again.
      const release = () => {
        if (!other.isOpen) return;
        other.exec("ROLLBACK");
        other.close();
      };
      setTimeout(release, 150);
      return release;
    },
  ],
];

describe("Outbox: a database that cannot record a send", () => {
  it.each(breakages)(
    "that %s after a send never sends that message twice",
    async (_how, breakDatabase) => {
      const drainDb = connect();
      // The drain gives up on a lock in 50 ms, not the server's 5 s, to keep the test short.
      drainDb.exec("PRAGMA busy_timeout = 50");
      storeLead(drainDb);
      const [notification, receipt] = everyMessage(drainDb);

      const port = await freePort();
      let repair: (() => void) | undefined;
      const mailbox = await startMailboxOn(port, {
        // The message has arrived; before the server says so, the database breaks.
        onMessage: () => (repair ??= breakDatabase(drainDb)),
      });
      const leaseMs = 100;
      const { drain, log } = startDrain(drainDb, port, { leaseMs });

      await waitUntil(
        () => log.lines.some((line) => line.event === "outbox.bookkeeping_failed"),
        "the drain to report it could not record the send",
      );
      // Many polls and several leases later, nothing more has gone out.
      await sleep(6 * leaseMs);
      expect(mailbox.messages).toHaveLength(1);
      expect(mailbox.messages[0]?.headers.get("message-id")).toBe(notification?.messageId);
      expect(log.lines.filter((line) => line.event === "outbox.sent")).toEqual([]);
      expect(log.lines.find((line) => line.event === "outbox.bookkeeping_failed")).toMatchObject({
        level: "error",
        outboxId: notification?.id,
        kind: "notification",
      });
      await drain.stop();

      // Another process sees the message still claimed, and the receipt never tried.
      const observer = connect();
      expect(everyMessage(observer).map((message) => [message.state, message.attempts])).toEqual([
        ["sending", 0],
        ["pending", 0],
      ]);

      // A healthy process takes the message over once its lease has run out: the one
      // duplicate carries the same Message-ID, so the reader's mail client shows one email.
      repair?.();
      drainDb.close();
      const healthy = connect();
      startDrain(healthy, port, { leaseMs });
      await waitUntil(
        () => everyMessage(healthy).every((message) => message.state === "sent"),
        "both messages sent by the healthy process",
      );
      expect(deliveriesById(mailbox.messages)).toEqual(
        new Map([
          [notification?.messageId, 2],
          [receipt?.messageId, 1],
        ]),
      );
    },
  );
});

describe("Outbox: several processes on one database", () => {
  it("never send the same message twice, however their polls interleave", async () => {
    const port = await freePort();
    const mailbox = await startMailboxOn(port);
    const seed = connect();
    for (let lead = 0; lead < 8; lead++) storeLead(seed, "repair", `visitor-${lead}@example.com`);
    const queued = everyMessage(seed);
    expect(queued).toHaveLength(16);

    const processes = [connect(), connect(), connect()].map((db) => startDrain(db, port));
    await waitUntil(
      () => everyMessage(seed).every((message) => message.state === "sent"),
      "every message sent",
    );

    expect(mailbox.messages).toHaveLength(16);
    expect(deliveriesById(mailbox.messages)).toEqual(
      new Map(queued.map((message) => [message.messageId, 1])),
    );
    const sentBy = processes.map(
      ({ log }) => log.lines.filter((line) => line.event === "outbox.sent").length,
    );
    expect(sentBy.reduce((sum, count) => sum + count, 0)).toBe(16);
  });

  it("take over a message whose sender was killed mid-send, once its lease runs out", async () => {
    const port = await freePort();
    const mailbox = await startMailboxOn(port);
    const db = connect();
    storeLead(db);
    // A process claimed the notification for a minute, then died.
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    db.prepare(
      "UPDATE outbox SET state = 'sending', lease_until = ? WHERE kind = 'notification'",
    ).run(inAMinute);

    startDrain(db, port);
    await waitUntil(() => mailbox.messages.length === 1, "the receipt sent");
    await sleep(50);
    expect(mailbox.messages.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^We received your request/),
    ]);

    db.prepare("UPDATE outbox SET lease_until = ? WHERE kind = 'notification'").run(
      new Date(Date.now() - 1).toISOString(),
    );
    await waitUntil(() => mailbox.messages.length === 2, "the notification taken over");
    // The send is recorded just after the mailbox has it.
    await waitUntil(
      () => everyMessage(db).every((message) => message.state === "sent"),
      "both recorded as sent",
    );
    expect(mailbox.messages).toHaveLength(2);
  });
});
