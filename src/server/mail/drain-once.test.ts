// @vitest-environment node
// "Email is sent once": the drain against a real database, shared by several connections
// as several server instances would share it, and a real SMTP server. On SQLite the
// connections share a file; on Postgres, a database.
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import type { Engine } from "../db/database.ts";
import type { SiteDatabase } from "../site-database.ts";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase, type TestDatabase } from "../../test-support/db-test-support.ts";
import { listMessages, type OutboxMessage } from "./outbox-repo.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain, type DrainOptions } from "./drain.ts";
import {
  FROM,
  sleep,
  startMailbox,
  storeLead,
  waitUntil,
  type MailboxOptions,
} from "../../test-support/mail-test-support.ts";
import { smtpTransport } from "./transport.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

const defer = cleanupsAfterEach();

async function startMailboxOn(port: number, options?: MailboxOptions) {
  const mailbox = await startMailbox(port, options);
  defer(mailbox.close);
  return mailbox;
}

function startDrain(db: Db, port: number, options: Partial<DrainOptions> = {}) {
  // One connection: these tests follow one message at a time through the drain.
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 1);
  const log = memoryLogger();
  const drain = startOutboxDrain(db, transport, log, {
    from: FROM,
    retryBaseMs: 10,
    maxAttempts: 3,
    pollMs: 5,
    ...options,
  });
  defer(async () => {
    await drain.stop();
    transport.close();
  });
  return { drain, log };
}

const everyMessage = (db: Db): Promise<OutboxMessage[]> =>
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

/**
 * A way a database stops taking writes. `connect` opens the drain's connection, ready to
 * be broken; `breakIt` breaks it and returns how to undo that.
 */
interface Breakage {
  connect(database: TestDatabase): Promise<SiteDatabase>;
  breakIt(drain: SiteDatabase, database: TestDatabase): Promise<() => Promise<void>>;
}

/** Holds an exclusive lock on the SQLite file from another connection until released. */
function lockSqliteFile(database: TestDatabase, releaseAfterMs?: number) {
  const other = new DatabaseSync(database.location.sqlitePath);
  other.exec("BEGIN EXCLUSIVE");
  const release = async () => {
    if (!other.isOpen) return;
    other.exec("ROLLBACK");
    other.close();
  };
  if (releaseAfterMs !== undefined) setTimeout(() => void release(), releaseAfterMs);
  return release;
}

/** The drain gives up on a lock in 50 ms, not the server's 5 s, to keep the test short. */
async function sqliteDrainConnection(database: TestDatabase) {
  const drain = await database.connect();
  await sql`PRAGMA busy_timeout = 50`.execute(drain.db);
  return drain;
}

/** A Postgres session that may not write to the outbox until released. */
async function lockOutboxTable(database: TestDatabase, releaseAfterMs?: number) {
  const other = new pg.Client({ connectionString: database.location.databaseUrl });
  await other.connect();
  // EXCLUSIVE lets others read the outbox but not update it.
  await other.query("BEGIN; LOCK TABLE outbox IN EXCLUSIVE MODE");
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await other.query("ROLLBACK");
    await other.end();
  };
  if (releaseAfterMs !== undefined) setTimeout(() => void release(), releaseAfterMs);
  defer(release);
  return release;
}

/** The drain's sessions give up waiting for a lock after 50 ms. */
const postgresDrainConnection = (database: TestDatabase) => {
  const url = new URL(database.location.databaseUrl ?? "");
  url.searchParams.set("options", "-c lock_timeout=50");
  return database.connect({ databaseUrl: url.href });
};

const breakages: Record<Engine, Array<[string, Breakage]>> = {
  sqlite: [
    [
      "turns read-only",
      {
        connect: sqliteDrainConnection,
        async breakIt(drain) {
          await sql`PRAGMA query_only = ON`.execute(drain.db);
          return async () => {
            await sql`PRAGMA query_only = OFF`.execute(drain.db);
          };
        },
      },
    ],
    [
      "is locked by another process past the busy timeout",
      {
        connect: sqliteDrainConnection,
        breakIt: async (_drain, database) => lockSqliteFile(database),
      },
    ],
    [
      // Writable again well before the test ends: the drain must still not send again.
      "is locked for a moment, longer than the busy timeout,",
      {
        connect: sqliteDrainConnection,
        breakIt: async (_drain, database) => lockSqliteFile(database, 150),
      },
    ],
  ],
  postgres: [
    [
      "is locked by another session past the lock timeout",
      {
        connect: postgresDrainConnection,
        breakIt: (_drain, database) => lockOutboxTable(database),
      },
    ],
    [
      "is locked for a moment, longer than the lock timeout,",
      {
        connect: postgresDrainConnection,
        breakIt: (_drain, database) => lockOutboxTable(database, 150),
      },
    ],
  ],
};

describe.each(engines)("Outbox on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  describe("a database that cannot record a send", () => {
    it.each(breakages[engine])(
      "that %s after a send never sends that message twice",
      async (_how, breakage) => {
        const drainDatabase = await breakage.connect(database);
        const drainDb = drainDatabase.db;
        await storeLead(drainDb);
        const [notification, receipt] = await everyMessage(drainDb);

        const port = await freePort();
        let repair: Promise<() => Promise<void>> | undefined;
        let broken = () => {};
        const mailbox = await startMailboxOn(port, {
          // The message has arrived; before the server says so, the database breaks.
          hold: new Promise<void>((resolve) => (broken = resolve)),
          onMessage: () => {
            repair ??= breakage.breakIt(drainDatabase, database);
            void repair.then(() => broken());
          },
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

        // Another instance sees the message still claimed, and the receipt never tried.
        const observer = (await database.connect()).db;
        expect(
          (await everyMessage(observer)).map((message) => [message.state, message.attempts]),
        ).toEqual([
          ["sending", 0],
          ["pending", 0],
        ]);

        // A healthy instance takes the message over once its lease has run out: the one
        // duplicate carries the same Message-ID, so the reader's mail client shows one email.
        await (
          await repair
        )?.();
        await drainDatabase.close();
        const healthy = (await database.connect()).db;
        startDrain(healthy, port, { leaseMs });
        await waitUntil(
          async () => (await everyMessage(healthy)).every((message) => message.state === "sent"),
          "both messages sent by the healthy instance",
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

  describe("several instances on one database", () => {
    it("never send the same message twice, however their polls interleave", async () => {
      const port = await freePort();
      const mailbox = await startMailboxOn(port);
      const seed = database.db;
      for (let lead = 0; lead < 8; lead++)
        await storeLead(seed, "repair", `visitor-${lead}@example.com`);
      const queued = await everyMessage(seed);
      expect(queued).toHaveLength(16);

      const instances = await Promise.all([1, 2, 3].map(() => database.connect()));
      const drains = instances.map(({ db }) => startDrain(db, port));
      await waitUntil(
        async () => (await everyMessage(seed)).every((message) => message.state === "sent"),
        "every message sent",
      );

      expect(mailbox.messages).toHaveLength(16);
      expect(deliveriesById(mailbox.messages)).toEqual(
        new Map(queued.map((message) => [message.messageId, 1])),
      );
      // A drain logs a send once its update has committed, so the database can show every
      // message sent a moment before the last line is logged (seen on a loaded machine).
      const sentLines = () =>
        drains
          .map(({ log }) => log.lines.filter((line) => line.event === "outbox.sent").length)
          .reduce((sum, count) => sum + count, 0);
      await waitUntil(() => sentLines() >= 16, "every send logged");
      expect(sentLines()).toBe(16);
    });

    it("take over a message whose sender was killed mid-send, once its lease runs out", async () => {
      const port = await freePort();
      const mailbox = await startMailboxOn(port);
      const { db } = database;
      await storeLead(db);
      // An instance claimed the notification for a minute, then died.
      const inAMinute = new Date(Date.now() + 60_000).toISOString();
      await db
        .updateTable("outbox")
        .set({ state: "sending", lease_until: inAMinute })
        .where("kind", "=", "notification")
        .execute();

      startDrain((await database.connect()).db, port);
      await waitUntil(() => mailbox.messages.length === 1, "the receipt sent");
      await sleep(50);
      expect(mailbox.messages.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^We received your request/),
      ]);

      await db
        .updateTable("outbox")
        .set({ lease_until: new Date(Date.now() - 1).toISOString() })
        .where("kind", "=", "notification")
        .execute();
      await waitUntil(() => mailbox.messages.length === 2, "the notification taken over");
      // The send is recorded just after the mailbox has it.
      await waitUntil(
        async () => (await everyMessage(db)).every((message) => message.state === "sent"),
        "both recorded as sent",
      );
      expect(mailbox.messages).toHaveLength(2);
    });
  });
});
