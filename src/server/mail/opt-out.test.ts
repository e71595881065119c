// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { FROM, startMailbox, waitUntil } from "../../test-support/mail-test-support.ts";
import { freePort } from "../../test-support/ports.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain } from "./drain.ts";
import { enqueueMessage, type NewMessage } from "./outbox-enqueue-repo.ts";
import { listMessages } from "./outbox-repo.ts";
import { anyOptedOut, optOutHash, recordOptOut } from "./opt-out-repo.ts";
import { smtpTransport } from "./transport.ts";

const NOW = "2026-11-28T15:00:00.000Z";
const UNSUBSCRIBE =
  "https://www.example.com/reviews/unsubscribe/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

const message = (kind: NewMessage["kind"], to: string): NewMessage => ({
  kind,
  recipients: [to],
  replyTo: null,
  subject: `${kind} to ${to}`,
  text: "Hello",
  html: "<p>Hello</p>",
  unsubscribeUrl: kind === "review" ? UNSUBSCRIBE : null,
});

describe("optOutHash", () => {
  it("reads one mailbox however it is spelled, and keeps no address in clear", () => {
    expect(optOutHash("Dana.W+roof@GMail.com")).toBe(optOutHash("danaw@gmail.com"));
    expect(optOutHash("dana@example.com")).not.toBe(optOutHash("lee@example.com"));
    expect(optOutHash("dana@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(engines)("unsubscribes, honoured at send time (%s)", (engine) => {
  const database = useTestDatabase(engine);
  const defer = cleanupsAfterEach();

  it("records an opt-out once, for its kind only", async () => {
    await recordOptOut(database.db, "dana@example.com", "review", NOW);
    await recordOptOut(database.db, "Dana@Example.com", "review", NOW);
    expect(await database.db.selectFrom("mail_opt_outs").selectAll().execute()).toHaveLength(1);
    expect(await anyOptedOut(database.db, ["dana+x@example.com"], "review")).toBe(true);
    expect(await anyOptedOut(database.db, ["dana@example.com"], "receipt")).toBe(false);
    expect(await anyOptedOut(database.db, ["lee@example.com"], "review")).toBe(false);
  });

  it("withholds mail queued before its recipient unsubscribed, and sends the rest with the one-click headers", async () => {
    const db = database.db;
    const withheldId = await enqueueMessage(db, null, message("review", "dana@example.com"), NOW);
    const sentId = await enqueueMessage(db, null, message("review", "lee@example.com"), NOW);
    // Unsubscribing from review emails stops no other kind: the receipt goes out.
    await enqueueMessage(db, null, message("receipt", "dana@example.com"), NOW);
    await recordOptOut(db, "dana@example.com", "review", NOW);

    const port = await freePort();
    const mailbox = await startMailbox(port);
    defer(mailbox.close);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 1);
    const log = memoryLogger();
    const drain = startOutboxDrain(db, transport, log, {
      from: FROM,
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 20,
    });
    defer(async () => {
      await drain.stop();
      transport.close();
    });
    await waitUntil(
      async () =>
        (await listMessages(db, ["pending", "sending"])).length === 0 &&
        log.lines.filter((line) => String(line.event).startsWith("outbox.")).length >= 3,
      "every message sent or withheld",
    );

    const byId = new Map(
      (await listMessages(db, ["sent", "withheld"])).map((row) => [row.id, row]),
    );
    expect(byId.get(withheldId)).toMatchObject({
      state: "withheld",
      sentAt: null,
      lastError: "not sent: the recipient unsubscribed from this kind of email",
    });
    expect(byId.get(sentId)?.state).toBe("sent");
    expect(mailbox.messages.map((mail) => mail.subject).sort()).toEqual([
      "receipt to dana@example.com",
      "review to lee@example.com",
    ]);
    const review = mailbox.messages.find((mail) => mail.subject.startsWith("review"))!;
    expect(review.headers.get("list-unsubscribe")).toBe(`<${UNSUBSCRIBE}>`);
    expect(review.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const receipt = mailbox.messages.find((mail) => mail.subject.startsWith("receipt"))!;
    expect(receipt.headers.get("list-unsubscribe")).toBeUndefined();
    expect(log.lines.find((line) => line.event === "outbox.withheld")).toMatchObject({
      outboxId: withheldId,
      kind: "review",
    });
  });
});
