// @vitest-environment node
import { describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import { site } from "../../config/site.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  claimNextDue,
  listMessages,
  markAttemptFailed,
  retryFailed,
  type OutboxMessage,
} from "./outbox-repo.ts";
import { memoryLogger } from "../log.ts";
import { retryDelay, startOutboxDrain, type DrainOptions } from "./drain.ts";
import {
  FROM,
  NOTIFY_TO,
  settle,
  startMailbox,
  storeLead as storeLeadIn,
  VISITOR,
  waitUntil,
  type MailboxOptions,
} from "../../test-support/mail-test-support.ts";
import { smtpTransport } from "./transport.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

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

describe.each(engines)("the outbox drain on %s", (engine) => {
  const database = useTestDatabase(engine);
  const defer = cleanupsAfterEach();

  /** A loopback SMTP server, closed after the test. */
  async function startMailboxOn(port: number, options?: MailboxOptions) {
    const mailbox = await startMailbox(port, options);
    defer(mailbox.close);
    return mailbox;
  }

  /** A mailbox that has the whole first message and answers only once released. */
  async function startHoldingMailbox(port: number) {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    return { mailbox: await startMailboxOn(port, { hold }), release: () => release() };
  }

  const storeLead = (serviceType?: string) => storeLeadIn(database.db, serviceType);

  function startDrain(port: number, options: Partial<DrainOptions> = {}) {
    // One connection: these tests follow one message at a time through the drain.
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 1);
    const log = memoryLogger();
    const drain = startOutboxDrain(database.db, transport, log, {
      from: FROM,
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 20,
      ...options,
    });
    defer(async () => {
      await drain.stop();
      transport.close();
    });
    return { drain, log };
  }

  const messages = (): Promise<OutboxMessage[]> =>
    listMessages(database.db, ["pending", "sending", "sent", "failed"]);
  const allAre = (state: OutboxMessage["state"]) => async () =>
    (await messages()).every((message) => message.state === state);

  describe("startOutboxDrain with SMTP up", () => {
    it("sends pending messages and marks them sent, from the site to the right people", async () => {
      const port = await freePort();
      const mailbox = await startMailboxOn(port);
      const reference = await storeLead();
      const { drain, log } = startDrain(port);

      await waitUntil(allAre("sent"), "both messages marked sent");
      await drain.stop();

      const [notification, receipt] = await messages();
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

      // Each carries the Message-ID fixed when it was queued, under the site's host.
      for (const [message, mail] of [
        [notification, toContractor],
        [receipt, toVisitor],
      ] as const) {
        expect(message?.messageId).toMatch(/^<[0-9a-f-]{36}@www\.ridgeline\.example\.com>$/);
        expect(mail?.headers.get("message-id")).toBe(message?.messageId);
      }

      expect(log.lines.filter((line) => line.event === "outbox.sent")).toHaveLength(2);
    });

    it("sends a new lead's emails as soon as it is woken, without waiting to poll", async () => {
      const port = await freePort();
      const mailbox = await startMailboxOn(port);
      const { drain } = startDrain(port, { pollMs: 60_000 });
      await settle();

      await storeLead();
      drain.wake();
      await waitUntil(() => mailbox.messages.length === 2, "both emails, long before a poll");
    });

    it("on start, sends messages that were waiting out a retry delay at once", async () => {
      const port = await freePort();
      const mailbox = await startMailboxOn(port);
      await storeLead();
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      for (const message of await messages())
        await markAttemptFailed(database.db, message.id, "earlier outage", inAnHour);

      const { log } = startDrain(port, { pollMs: 60_000 });

      await waitUntil(allAre("sent"), "both messages sent after the restart");
      expect(mailbox.messages).toHaveLength(2);
      expect((await messages()).map((message) => message.attempts)).toEqual([2, 2]);
      expect(log.lines).toContainEqual(
        expect.objectContaining({ event: "outbox.resumed", pending: 2 }),
      );
    });
  });

  describe("startOutboxDrain with SMTP down", () => {
    it("counts a failed attempt, keeps its error and moves the next one out by the retry delay", async () => {
      const closedPort = await freePort();
      await storeLead();
      const before = Date.now();
      const { log } = startDrain(closedPort, { retryBaseMs: 60_000, maxAttempts: 5 });

      await waitUntil(
        async () => (await messages()).every((message) => message.attempts === 1),
        "one failed attempt each",
      );
      const after = Date.now();

      for (const message of await messages()) {
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
        await storeLead();
        for (const message of await messages())
          for (let earlier = 1; earlier < attempt; earlier++)
            await markAttemptFailed(
              database.db,
              message.id,
              "earlier outage",
              new Date().toISOString(),
            );
        const before = Date.now();
        startDrain(closedPort, { retryBaseMs: 60_000, maxAttempts: 10 });

        await waitUntil(
          async () => (await messages()).every((message) => message.attempts === attempt),
          `attempt ${attempt} of each message`,
        );
        const after = Date.now();
        for (const message of await messages()) {
          const nextAttempt = Date.parse(message.nextAttemptAt);
          expect(nextAttempt).toBeGreaterThanOrEqual(before + delay);
          expect(nextAttempt).toBeLessThanOrEqual(after + delay);
        }
      },
    );

    it("waits no longer than maxDelayMs before a retry", async () => {
      const closedPort = await freePort();
      await storeLead();
      const before = Date.now();
      startDrain(closedPort, { retryBaseMs: 3_600_000, maxDelayMs: 30_000, maxAttempts: 5 });

      await waitUntil(
        async () => (await messages()).every((message) => message.attempts === 1),
        "one failed attempt each",
      );
      const after = Date.now();
      for (const message of await messages()) {
        const nextAttempt = Date.parse(message.nextAttemptAt);
        expect(nextAttempt).toBeGreaterThanOrEqual(before + 30_000);
        expect(nextAttempt).toBeLessThanOrEqual(after + 30_000);
      }
    });

    it("after the last attempt keeps the message as failed with its error, never deleted", async () => {
      const closedPort = await freePort();
      await storeLead();
      const before = Date.now();
      const { log } = startDrain(closedPort, { retryBaseMs: 20, maxAttempts: 3 });

      await waitUntil(allAre("failed"), "both messages marked failed");
      const after = Date.now();

      const failed = await listMessages(database.db, ["failed"]);
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
        // The receipt waits for staff; the office's notification is tried again in an hour.
        if (message.kind === "receipt") expect(attempts[2]?.retryAt).toBeNull();
        else {
          const retryAt = Date.parse(String(attempts[2]?.retryAt));
          expect(retryAt).toBeGreaterThanOrEqual(before + 3_600_000);
          expect(retryAt).toBeLessThanOrEqual(after + 3_600_000);
          expect(message.nextAttemptAt).toBe(attempts[2]?.retryAt);
        }
      }

      // The drain goes on with new work and leaves the failed messages alone.
      await storeLead("inspection");
      const isNew = (message: OutboxMessage) => !failed.some((old) => old.id === message.id);
      await waitUntil(
        async () => (await messages()).filter(isNew).every((message) => message.attempts >= 1),
        "the new lead's first attempts",
      );
      expect(await messages()).toHaveLength(4);
      expect((await messages()).filter((message) => !isNew(message))).toEqual(failed);
    });

    it("keeps trying a failed notification to the office, never a failed receipt, until it goes out", async () => {
      const port = await freePort();
      await storeLead();
      const { log } = startDrain(port, { retryBaseMs: 10, maxAttempts: 2, failedRetryMs: 100 });
      const [notification, receipt] = await messages();
      const attemptsOf = (id: number | undefined) =>
        log.lines
          .filter((line) => line.outboxId === id && line.event !== "outbox.sent")
          .map((line) => [line.event, line.attempt]);

      await waitUntil(() => attemptsOf(notification?.id).length >= 4, "two tries after giving up");
      expect(attemptsOf(notification?.id).slice(0, 4)).toEqual([
        ["outbox.retry", 1],
        ["outbox.failed", 2],
        ["outbox.failed", 3],
        ["outbox.failed", 4],
      ]);
      expect(attemptsOf(receipt?.id)).toEqual([
        ["outbox.retry", 1],
        ["outbox.failed", 2],
      ]);

      const mailbox = await startMailboxOn(port);
      await waitUntil(async () => (await messages())[0]?.state === "sent", "the notification sent");
      expect(mailbox.messages.map((mail) => mail.to)).toEqual([NOTIFY_TO]);
      expect((await messages())[1]).toMatchObject({ state: "failed", attempts: 2 });
    });

    it("delivers failed messages once SMTP is back and staff retry them", async () => {
      const port = await freePort();
      const reference = await storeLead();
      const { drain } = startDrain(port, { maxAttempts: 1 });
      await waitUntil(allAre("failed"), "both messages marked failed");

      const mailbox = await startMailboxOn(port);
      expect(await retryFailed(database.db, new Date().toISOString())).toBe(2);
      drain.wake();

      await waitUntil(allAre("sent"), "both messages sent after the retry");
      expect(mailbox.messages).toHaveLength(2);
      expect(mailbox.messages.map((mail) => mail.to).sort()).toEqual([VISITOR, NOTIFY_TO].sort());
      expect(mailbox.messages.every((mail) => mail.subject.includes(reference))).toBe(true);
      for (const message of await messages())
        expect(message).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    });
  });

  describe("the lease of a message being sent", () => {
    it("is renewed while the SMTP server holds the send, so no other drain takes it over", async () => {
      const port = await freePort();
      const { mailbox, release } = await startHoldingMailbox(port);
      await storeLead();
      startDrain(port, { leaseMs: 300 });
      defer(() => release());
      await waitUntil(() => mailbox.messages.length === 1, "the first message in flight");

      // Four leases long: without renewal the message would be free to claim by now.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const now = new Date().toISOString();
      expect(await claimNextDue(database.db, now, now)).toMatchObject({ kind: "receipt" });
      const [notification] = await messages();
      expect(notification).toMatchObject({ state: "sending" });
      expect(Date.parse(notification!.leaseUntil!)).toBeGreaterThan(Date.parse(now));

      release();
      await waitUntil(
        async () => (await messages())[0]?.state === "sent",
        "the held send recorded",
      );
      expect((await messages())[0]).toMatchObject({ state: "sent", attempts: 1 });
    });
  });

  describe("OutboxDrain.stop", () => {
    it("lets the message being sent finish, then sends nothing more", async () => {
      const port = await freePort();
      const { mailbox, release } = await startHoldingMailbox(port);
      await storeLead();
      const { drain } = startDrain(port);
      defer(() => release());
      await waitUntil(() => mailbox.messages.length === 1, "the first message in flight");

      let stopped = false;
      const stopping = drain.stop().then(() => (stopped = true));
      await settle();
      expect(stopped).toBe(false);

      release();
      await stopping;
      const [notification, receipt] = await messages();
      expect(notification).toMatchObject({ state: "sent", attempts: 1 });
      expect(receipt).toMatchObject({ state: "pending", attempts: 0 });
      expect(mailbox.messages).toHaveLength(1);
    });

    it("returns at once when the drain is idle, without waiting out the poll", async () => {
      const port = await freePort();
      await startMailboxOn(port);
      const { drain } = startDrain(port, { pollMs: 60_000 });
      await settle();

      const started = Date.now();
      await drain.stop();
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });
});
