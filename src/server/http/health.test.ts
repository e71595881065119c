// @vitest-environment node
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/connection.ts";
import {
  claimNextDue,
  enqueueMessage,
  listMessages,
  markAttemptFailed,
  markSent,
  type MessageKind,
} from "../db/outbox-repo.ts";
import { respondHealth } from "./health.ts";

const MINUTE = 60_000;
const ALERT = { alertMs: 30 * MINUTE };
const VISITOR = "dana@example.com";

/** Records what respondHealth writes, the way node:http would send it. */
function recordingResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: "" };
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
      return response;
    },
    end(body: string) {
      sent.body = body;
    },
  };
  return { response: response as unknown as ServerResponse, sent };
}

function checkHealth(options = ALERT) {
  const { response, sent } = recordingResponse();
  respondHealth(response, () => db, options);
  return { status: sent.status, body: JSON.parse(sent.body) as Record<string, unknown>, sent };
}

let db: Database;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => {
  if (db.isOpen) db.close();
});

/** Queues a message `minutesAgo` minutes ago and returns its id. */
function queue(kind: MessageKind, minutesAgo: number): number {
  const recipients = kind === "notification" ? ["owner@ridgeline.example.com"] : [VISITOR];
  const subject = `Roof Repair request from Dana Whitfield (${kind})`;
  const queuedAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  enqueueMessage(
    db,
    null,
    { kind, recipients, replyTo: VISITOR, subject, text: subject, html: subject },
    queuedAt,
  );
  return listMessages(db, ["pending"]).at(-1)?.id ?? 0;
}

describe("respondHealth", () => {
  it("answers 200 with an empty outbox, never cached", () => {
    const { status, body, sent } = checkHealth();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      outboxPending: 0,
      outboxFailed: 0,
      outboxOldestPendingSeconds: null,
      alerts: [],
    });
    expect(sent.headers["Cache-Control"]).toBe("no-store");
  });

  it("reports the pending and failed counts and how long the oldest message has waited", () => {
    queue("receipt", 10);
    queue("notification", 2);
    queue("notification", 1);
    // The oldest is being sent right now: still waiting, and still the oldest.
    claimNextDue(db, new Date().toISOString(), new Date(Date.now() + MINUTE).toISOString());
    markAttemptFailed(db, queue("receipt", 1), "550 no such user", null);
    markSent(db, queue("notification", 60), new Date().toISOString());

    const { status, body } = checkHealth();
    expect(status).toBe(200);
    expect(body).toMatchObject({ outboxPending: 3, outboxFailed: 1, alerts: [] });
    expect(body["outboxOldestPendingSeconds"]).toBeGreaterThanOrEqual(600);
    expect(body["outboxOldestPendingSeconds"]).toBeLessThan(610);
    expect(listMessages(db, ["sending"])).toHaveLength(1);
  });

  it("turns 503 on a failed notification, and says so without a word of the lead", () => {
    const id = queue("notification", 1);
    markAttemptFailed(db, id, `550 mailbox unavailable for ${VISITOR}`, null);

    const { status, body, sent } = checkHealth();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "alert",
      outboxFailed: 1,
      alerts: ["notification-failed"],
    });
    expect(sent.body).not.toMatch(/dana|Whitfield|Roof Repair|550|ridgeline/i);
  });

  it("stays 200 for a failed receipt: a mistyped visitor address is no outage", () => {
    markAttemptFailed(db, queue("receipt", 1), "550 no such user", null);
    expect(checkHealth()).toMatchObject({ status: 200, body: { outboxFailed: 1, alerts: [] } });
  });

  it("turns 503 when a notification has waited longer than the alert time", () => {
    queue("notification", 31);
    expect(checkHealth()).toMatchObject({
      status: 503,
      body: { status: "alert", outboxPending: 1, alerts: ["notification-delayed"] },
    });
    // The operator's own setting decides how long is too long.
    expect(checkHealth({ alertMs: 45 * MINUTE }).status).toBe(200);
  });

  it("counts a notification claimed for sending as still waiting", () => {
    queue("notification", 40);
    claimNextDue(db, new Date().toISOString(), new Date(Date.now() + MINUTE).toISOString());
    expect(checkHealth().body).toMatchObject({
      outboxPending: 1,
      alerts: ["notification-delayed"],
    });
  });

  it("does not alert on receipts that wait, only reports them", () => {
    queue("receipt", 90);
    const { status, body } = checkHealth();
    expect(status).toBe(200);
    expect(body["outboxOldestPendingSeconds"]).toBeGreaterThanOrEqual(90 * 60);
  });

  it("alerts after 30 minutes when no alert time is passed", () => {
    queue("notification", 29);
    const { response, sent } = recordingResponse();
    respondHealth(response, () => db);
    expect(sent.status).toBe(200);

    queue("notification", 31);
    respondHealth(response, () => db);
    expect(sent.status).toBe(503);
  });

  it("answers 503 when the database cannot be reached", () => {
    db.close();
    const { status, body, sent } = checkHealth();
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unavailable", database: "unreachable" });
    expect(sent.headers["Cache-Control"]).toBe("no-store");
  });

  it("names a database fault in SQLite's own words only, not its message", () => {
    db.exec("DROP TABLE outbox");
    const { status, body } = checkHealth();
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unavailable", database: "SQL logic error" });
  });
});
