// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseMail } from "../../test-support/parse-mail.ts";
import type { OutboxMessage } from "./outbox-repo.ts";
import { fileTransport } from "./transport.ts";

const message: OutboxMessage = {
  id: 7,
  leadId: 3,
  messageId: "<3f0c2a9e-1b7d-4c55-9a43-0d6f0c1e2b3a@www.ridgeline.example.com>",
  kind: "notification",
  recipients: ["owner@ridgeline.example.com"],
  replyTo: "dana@example.com",
  subject: "Roof Repair request (Q-7K4P9M)",
  text: "New quote request.",
  html: "<p>New quote request.</p>",
  state: "sending",
  attempts: 0,
  nextAttemptAt: "2025-06-14T15:30:00.000Z",
  leaseUntil: "2025-06-14T15:35:00.000Z",
  lastError: null,
  sentAt: null,
  createdAt: "2025-06-14T15:30:00.000Z",
};

let directory = "";
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe("fileTransport", () => {
  it("writes the message with the Message-ID fixed when it was queued", async () => {
    directory = mkdtempSync(join(tmpdir(), "file-mail-"));
    const transport = fileTransport(directory);
    await transport.send(message, "Website <no-reply@ridgeline.example.com>");
    transport.close();

    expect(readdirSync(directory)).toEqual(["000007-notification.eml"]);
    const mail = parseMail(readFileSync(join(directory, "000007-notification.eml"), "utf8"));
    expect(mail.headers.get("message-id")).toBe(message.messageId);
    expect(mail.headers.get("x-outbox-id")).toBe("7");
    expect(mail.subject).toBe(message.subject);
  });
});
