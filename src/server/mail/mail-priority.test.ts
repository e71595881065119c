// @vitest-environment node
// The office first: on a storm day a backlog of receipts must not stand between a new lead
// and the office. Each kind declares its priority; the drain takes the office's mail first
// and keeps a connection free for it, on a real SMTP server that holds the receipts.
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";
import { freePort } from "../../test-support/ports.ts";
import { FROM, NOTIFY_TO, startMailbox, waitUntil } from "../../test-support/mail-test-support.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain } from "./drain.ts";
import { MESSAGE_KINDS } from "./message-kinds.ts";
import { enqueueMessage } from "./outbox-enqueue-repo.ts";
import { claimNextDue } from "./outbox-repo.ts";
import type { MessageKind } from "./outbox-tables.ts";
import { smtpTransport } from "./transport.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 14, 0, seconds)).toISOString();

const message = (kind: MessageKind, to: string, subject: string) => ({
  kind,
  recipients: [to],
  replyTo: null,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe("each kind of email declares who waits for it", () => {
  it("puts the office's mail before the homeowners'", () => {
    expect(MESSAGE_KINDS).toEqual({
      notification: { priority: "office" },
      invitation: { priority: "office" },
      receipt: { priority: "homeowner" },
      inspection: { priority: "homeowner" },
      // A review request waits behind everything, and its recipient can turn it off.
      review: { priority: "homeowner", optOut: true },
      // A proposal's link and its signed copy: the contract's paperwork, never turned off.
      proposal: { priority: "homeowner" },
    });
  });
});

describe.each(engines)("the office first on %s", (engine) => {
  const database = useTestDatabase(engine);
  const defer = cleanupsAfterEach();

  it("claims an office notification before older receipts and reminders", async () => {
    await enqueueMessage(database.db, null, message("receipt", "a@example.com", "receipt"), at(0));
    await enqueueMessage(
      database.db,
      null,
      message("inspection", "b@example.com", "reminder"),
      at(1),
    );
    await enqueueMessage(database.db, null, message("notification", NOTIFY_TO, "lead"), at(2));
    const claimed = [];
    for (let index = 0; index < 3; index++)
      claimed.push((await claimNextDue(database.db, at(10), at(70)))?.subject);
    expect(claimed).toEqual(["lead", "receipt", "reminder"]);
  });

  it("leaves homeowner mail for later when asked for the office's only", async () => {
    await enqueueMessage(database.db, null, message("receipt", "a@example.com", "receipt"), at(0));
    expect(await claimNextDue(database.db, at(10), at(70), { officeOnly: true })).toBeUndefined();
    expect(await claimNextDue(database.db, at(10), at(70))).toMatchObject({ kind: "receipt" });
  });

  it("sends a new lead's notification through the connection kept free while receipts hang", async () => {
    const port = await freePort();
    // The receipts reach the server and hang there until released: four connections are
    // stuck, whatever the machine's load. Only a connection kept for the office gets the
    // notification through; an in-order drain, or one that fills every connection with
    // receipts, never sends it while they hang.
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const mailbox = await startMailbox(port, {
      hold,
      holds: (mail) => mail.subject.startsWith("receipt"),
    });
    defer(mailbox.close);
    defer(() => release());
    const now = new Date().toISOString();
    for (let index = 0; index < 40; index++)
      await enqueueMessage(
        database.db,
        null,
        message("receipt", `visitor${index}@example.com`, `receipt ${index}`),
        now,
      );
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 5);
    const drain = startOutboxDrain(database.db, transport, memoryLogger(), {
      from: FROM,
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 20,
    });
    defer(async () => {
      await drain.stop();
      transport.close();
    });
    await waitUntil(() => mailbox.messages.length >= 4, "four receipts hanging at the server");
    await enqueueMessage(database.db, null, message("notification", NOTIFY_TO, "new lead"), now);
    drain.wake();
    await waitUntil(
      () => mailbox.accepted.some((mail) => mail.subject === "new lead"),
      "the notification accepted while the receipts hang",
      15_000,
    );
    expect(mailbox.accepted.map((mail) => mail.subject)).toEqual(["new lead"]);
    release();
    await waitUntil(() => mailbox.accepted.length === 41, "every receipt sent", 15_000);
  });
});
