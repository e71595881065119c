// @vitest-environment node
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseMail, type ReceivedMail } from "../../../e2e/support/parse-mail.ts";
import { freePort } from "../../../e2e/support/ports.ts";
import { site } from "../../config/site.ts";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { openDatabase, type Database } from "../db/connection.ts";
import {
  listMessages,
  markAttemptFailed,
  retryFailed,
  type OutboxMessage,
} from "../db/outbox-repo.ts";
import { submitLead } from "../leads/submit-lead.ts";
import { memoryLogger } from "../log.ts";
import { retryDelay, startOutboxDrain, type DrainOptions } from "./drain.ts";
import { smtpTransport } from "./transport.ts";

const FROM = "Website <no-reply@ridgeline.example.com>";
const NOTIFY_TO = "owner@ridgeline.example.com";
const VISITOR = "dana@example.com";

/**
 * A real SMTP server on loopback that keeps what it accepts. With `hold`, it has the
 * whole message but answers only once `hold` resolves: a send caught in flight.
 */
async function startMailbox(port: number, hold?: Promise<void>) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(parseMail(Buffer.concat(chunks).toString("utf8")));
        void (hold ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { messages };
}

/** Polls `condition` until it holds; fails with `what` after the deadline. */
async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets every queued callback run, so a just-started drain is idle and waiting. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let db: Database;
let cleanups: Array<() => unknown>;

beforeEach(() => {
  db = openDatabase(":memory:");
  cleanups = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  db.close();
});

/** Stores a quote request the real way: one lead, a notification and a receipt. */
function storeLead(serviceType = "repair") {
  const request = quoteRequestSchema.parse({
    name: "Dana Whitfield",
    phone: "(502) 555-0199",
    email: VISITOR,
    address: "4127 Bardstown Rd, Louisville, KY 40218",
    serviceType,
    consent: true,
  });
  return submitLead(
    {
      db,
      notifyTo: [NOTIFY_TO],
      siteUrl: "https://www.ridgeline.example.com",
      countRequest: () => 1,
      softLimit: 5,
      hardLimit: 20,
      minFillMs: 3000,
    },
    request,
    { clientAddress: "203.0.113.7" },
  ).reference;
}

function startDrain(port: number, options: Partial<DrainOptions> = {}) {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  const log = memoryLogger();
  const drain = startOutboxDrain(db, transport, log, {
    from: FROM,
    retryBaseMs: 50,
    maxAttempts: 3,
    pollMs: 20,
    ...options,
  });
  cleanups.push(async () => {
    await drain.stop();
    transport.close();
  });
  return { drain, log };
}

const messages = (): OutboxMessage[] => listMessages(db, ["pending", "sent", "failed"]);
const allAre = (state: OutboxMessage["state"]) => () =>
  messages().every((message) => message.state === state);

describe("retryDelay", () => {
  it("doubles from the base with each attempt", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, 50, 60_000))).toEqual([
      50, 100, 200, 400, 800,
    ]);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelay(5, 50, 500)).toBe(500);
    expect(retryDelay(10, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelay(5000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe("startOutboxDrain with SMTP up", () => {
  it("sends pending messages and marks them sent, from the site to the right people", async () => {
    const port = await freePort();
    const mailbox = await startMailbox(port);
    const reference = storeLead();
    const { drain, log } = startDrain(port);

    await waitUntil(allAre("sent"), "both messages marked sent");
    await drain.stop();

    const [notification, receipt] = messages();
    for (const message of [notification, receipt]) {
      expect(message).toMatchObject({ state: "sent", attempts: 1, lastError: null });
      expect(message?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(mailbox.messages).toHaveLength(2);
    const received = (id: number | undefined) =>
      mailbox.messages.find((mail) => mail.headers.get("x-outbox-id") === String(id));

    const toContractor = received(notification?.id);
    expect(toContractor?.from).toContain("<no-reply@ridgeline.example.com>");
    expect(toContractor?.to).toBe(NOTIFY_TO);
    expect(toContractor?.replyTo).toBe(VISITOR);
    expect(toContractor?.subject).toBe(
      `Roof Repair request in Louisville from Dana Whitfield (${reference})`,
    );
    expect(toContractor?.text).toContain(`Reference: ${reference}`);

    const toVisitor = received(receipt?.id);
    expect(toVisitor?.from).toContain("<no-reply@ridgeline.example.com>");
    expect(toVisitor?.to).toBe(VISITOR);
    expect(toVisitor?.replyTo).toBe(site.email);
    expect(toVisitor?.text).toContain(`Your reference number is ${reference}.`);
    expect(toVisitor?.html).toContain(`<strong>${reference}</strong>`);

    expect(log.lines.filter((line) => line.event === "outbox.sent")).toHaveLength(2);
  });

  it("sends a new lead's emails as soon as it is woken, without waiting to poll", async () => {
    const port = await freePort();
    const mailbox = await startMailbox(port);
    const { drain } = startDrain(port, { pollMs: 60_000 });
    await settle();

    storeLead();
    drain.wake();
    await waitUntil(() => mailbox.messages.length === 2, "both emails, long before a poll");
  });

  it("on start, sends messages that were waiting out a retry delay at once", async () => {
    const port = await freePort();
    const mailbox = await startMailbox(port);
    storeLead();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    for (const message of messages()) markAttemptFailed(db, message.id, "earlier outage", inAnHour);

    const { log } = startDrain(port, { pollMs: 60_000 });

    await waitUntil(allAre("sent"), "both messages sent after the restart");
    expect(mailbox.messages).toHaveLength(2);
    expect(messages().map((message) => message.attempts)).toEqual([2, 2]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ event: "outbox.resumed", pending: 2 }),
    );
  });
});

describe("startOutboxDrain with SMTP down", () => {
  it("counts a failed attempt, keeps its error and moves the next one out by the retry delay", async () => {
    const closedPort = await freePort();
    storeLead();
    const before = Date.now();
    const { log } = startDrain(closedPort, { retryBaseMs: 60_000, maxAttempts: 5 });

    await waitUntil(
      () => messages().every((message) => message.attempts === 1),
      "one failed attempt each",
    );
    const after = Date.now();

    for (const message of messages()) {
      expect(message.state).toBe("pending");
      expect(message.lastError).toMatch(/ECONNREFUSED/);
      const nextAttempt = Date.parse(message.nextAttemptAt);
      expect(nextAttempt).toBeGreaterThanOrEqual(before + 60_000);
      expect(nextAttempt).toBeLessThanOrEqual(after + 60_000);
    }
    expect(log.lines.filter((line) => line.event === "outbox.retry")).toHaveLength(2);
    // Log lines carry ids, never the visitor's details.
    expect(JSON.stringify(log.lines)).not.toContain(VISITOR);
  });

  it.each([
    [2, 120_000],
    [3, 240_000],
    [5, 960_000],
  ])(
    "waits twice as long after each failure: attempt %i is followed by %i ms",
    async (attempt, delay) => {
      const closedPort = await freePort();
      storeLead();
      for (const message of messages())
        for (let earlier = 1; earlier < attempt; earlier++)
          markAttemptFailed(db, message.id, "earlier outage", new Date().toISOString());
      const before = Date.now();
      startDrain(closedPort, { retryBaseMs: 60_000, maxAttempts: 10 });

      await waitUntil(
        () => messages().every((message) => message.attempts === attempt),
        `attempt ${attempt} of each message`,
      );
      const after = Date.now();
      for (const message of messages()) {
        const nextAttempt = Date.parse(message.nextAttemptAt);
        expect(nextAttempt).toBeGreaterThanOrEqual(before + delay);
        expect(nextAttempt).toBeLessThanOrEqual(after + delay);
      }
    },
  );

  it("waits no longer than maxDelayMs before a retry", async () => {
    const closedPort = await freePort();
    storeLead();
    const before = Date.now();
    startDrain(closedPort, { retryBaseMs: 3_600_000, maxDelayMs: 30_000, maxAttempts: 5 });

    await waitUntil(
      () => messages().every((message) => message.attempts === 1),
      "one failed attempt each",
    );
    const after = Date.now();
    for (const message of messages()) {
      const nextAttempt = Date.parse(message.nextAttemptAt);
      expect(nextAttempt).toBeGreaterThanOrEqual(before + 30_000);
      expect(nextAttempt).toBeLessThanOrEqual(after + 30_000);
    }
  });

  it("after the last attempt keeps the message as failed with its error, never deleted", async () => {
    const closedPort = await freePort();
    storeLead();
    const { log } = startDrain(closedPort, { retryBaseMs: 20, maxAttempts: 3 });

    await waitUntil(allAre("failed"), "both messages marked failed");

    const failed = listMessages(db, ["failed"]);
    expect(failed).toHaveLength(2);
    for (const message of failed) {
      expect(message.attempts).toBe(3);
      expect(message.lastError).toMatch(/ECONNREFUSED/);

      const attempts = log.lines.filter((line) => line.outboxId === message.id);
      expect(attempts.map((line) => [line.event, line.attempt])).toEqual([
        ["outbox.retry", 1],
        ["outbox.retry", 2],
        ["outbox.failed", 3],
      ]);
      // No retry came before its time.
      for (let index = 1; index < attempts.length; index++) {
        const retryAt = Date.parse(String(attempts[index - 1]?.retryAt));
        expect(Date.parse(String(attempts[index]?.time))).toBeGreaterThanOrEqual(retryAt);
      }
      expect(attempts[2]?.retryAt).toBeNull();
    }

    // The drain goes on with new work and leaves the failed messages alone.
    storeLead("inspection");
    const isNew = (message: OutboxMessage) => !failed.some((old) => old.id === message.id);
    await waitUntil(
      () =>
        messages()
          .filter(isNew)
          .every((message) => message.attempts >= 1),
      "the new lead's first attempts",
    );
    expect(messages()).toHaveLength(4);
    expect(messages().filter((message) => !isNew(message))).toEqual(failed);
  });

  it("delivers failed messages once SMTP is back and staff retry them", async () => {
    const port = await freePort();
    const reference = storeLead();
    const { drain } = startDrain(port, { maxAttempts: 1 });
    await waitUntil(allAre("failed"), "both messages marked failed");

    const mailbox = await startMailbox(port);
    expect(retryFailed(db, new Date().toISOString())).toBe(2);
    drain.wake();

    await waitUntil(allAre("sent"), "both messages sent after the retry");
    expect(mailbox.messages).toHaveLength(2);
    expect(mailbox.messages.map((mail) => mail.to).sort()).toEqual([VISITOR, NOTIFY_TO].sort());
    expect(mailbox.messages.every((mail) => mail.subject.includes(reference))).toBe(true);
    for (const message of messages())
      expect(message).toMatchObject({ state: "sent", attempts: 1, lastError: null });
  });
});

describe("OutboxDrain.stop", () => {
  it("lets the message being sent finish, then sends nothing more", async () => {
    const port = await freePort();
    let release = () => {};
    const mailbox = await startMailbox(port, new Promise<void>((resolve) => (release = resolve)));
    storeLead();
    const { drain } = startDrain(port);
    cleanups.push(() => release());
    await waitUntil(() => mailbox.messages.length === 1, "the first message in flight");

    let stopped = false;
    const stopping = drain.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);

    release();
    await stopping;
    const [notification, receipt] = messages();
    expect(notification).toMatchObject({ state: "sent", attempts: 1 });
    expect(receipt).toMatchObject({ state: "pending", attempts: 0 });
    expect(mailbox.messages).toHaveLength(1);
  });

  it("returns at once when the drain is idle, without waiting out the poll", async () => {
    const port = await freePort();
    await startMailbox(port);
    const { drain } = startDrain(port, { pollMs: 60_000 });
    await settle();

    const started = Date.now();
    await drain.stop();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
