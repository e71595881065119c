// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { OutboxMessage } from "./outbox-repo.ts";
import { describeOutboxMessage } from "./outbox-listing.ts";

const base: OutboxMessage = {
  id: 12,
  leadId: 3,
  messageId: "<3f0c@www.ridgeline.example.com>",
  kind: "notification",
  recipients: ["owner@ridgeline.example.com"],
  replyTo: null,
  subject: "Roof Repair request (Q-7K4P9M)",
  text: "",
  html: "",
  state: "pending",
  attempts: 0,
  nextAttemptAt: "2025-06-14T15:30:00.000Z",
  leaseUntil: null,
  lastError: null,
  sentAt: null,
  createdAt: "2025-06-14T15:30:00.000Z",
};

describe("describeOutboxMessage", () => {
  it("shows a pending message's next try, and its last error once it has failed", () => {
    expect(describeOutboxMessage(base)).toBe(
      "#12  pending  notification  attempts 0  next try 2025-06-14T15:30:00.000Z  — Roof Repair request (Q-7K4P9M)",
    );
    expect(describeOutboxMessage({ ...base, attempts: 2, lastError: "ECONNREFUSED" })).toContain(
      "next try 2025-06-14T15:30:00.000Z (last error: ECONNREFUSED)",
    );
  });

  it("shows a message being sent, and when another try may take it over", () => {
    expect(
      describeOutboxMessage({ ...base, state: "sending", leaseUntil: "2025-06-14T15:35:00.000Z" }),
    ).toContain(
      "sending  notification  attempts 0  being sent; if that was cut short, tried again after 2025-06-14T15:35:00.000Z",
    );
  });

  it("shows a failed receipt's error, and that a failed notification is still retried hourly", () => {
    const failed = {
      ...base,
      state: "failed" as const,
      attempts: 10,
      lastError: "550 no such user",
    };
    expect(describeOutboxMessage({ ...failed, kind: "receipt" })).toContain(
      "attempts 10  error: 550 no such user  —",
    );
    expect(describeOutboxMessage(failed)).toContain(
      "error: 550 no such user; still retried hourly, next try 2025-06-14T15:30:00.000Z",
    );
  });
});
