import { randomUUID } from "node:crypto";
import type { Database } from "./connection.ts";

export type MessageKind = "notification" | "receipt" | "invitation";

export interface NewMessage {
  kind: MessageKind;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends NewMessage {
  id: number;
  /** Null for messages that belong to no lead (staff invitations) */
  leadId: number | null;
  /** The Message-ID header, fixed when the message is queued, so a resend folds into it */
  messageId: string;
  state: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

interface OutboxRow {
  id: number;
  lead_id: number | null;
  message_id: string;
  kind: MessageKind;
  recipients: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  state: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  leadId: row.lead_id,
  messageId: row.message_id,
  kind: row.kind,
  recipients: JSON.parse(row.recipients) as string[],
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
});

/**
 * Queues a message for the drain. `messageDomain` is the host part of its Message-ID
 * (the site's host), e.g. "<3f0c…@www.example.com>".
 */
export function enqueueMessage(
  db: Database,
  leadId: number | null,
  message: NewMessage,
  now: string,
  messageDomain = "ridgeline.local",
): void {
  db.prepare(
    `INSERT INTO outbox (lead_id, kind, recipients, reply_to, subject, text_body, html_body, next_attempt_at, created_at, message_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    leadId,
    message.kind,
    JSON.stringify(message.recipients),
    message.replyTo,
    message.subject,
    message.text,
    message.html,
    now,
    now,
    `<${randomUUID()}@${messageDomain}>`,
  );
}

/** The oldest pending message whose retry time has come, if any. */
export function nextDueMessage(db: Database, now: string): OutboxMessage | undefined {
  const row = db
    .prepare(
      "SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1",
    )
    .get(now) as OutboxRow | undefined;
  return row && toMessage(row);
}

export function markSent(db: Database, id: number, now: string): void {
  db.prepare(
    "UPDATE outbox SET state = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  ).run(now, id);
}

/** Records a failed attempt: retried at `retryAt`, or kept as failed when there is none. */
export function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: string | null,
): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?,
       state = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(?, next_attempt_at)
     WHERE id = ?`,
  ).run(error.slice(0, 1000), retryAt, retryAt, id);
}

/**
 * Makes every pending message due now. Run at start-up: a restart usually follows a fix
 * (SMTP settings, network), so waiting out the old backoff would only delay leads.
 */
export function makePendingDue(db: Database, now: string): number {
  return Number(
    db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE state = 'pending'").run(now).changes,
  );
}

/** Puts failed messages back in the queue, due now; returns how many. */
export function retryFailed(db: Database, now: string, ids?: number[]): number {
  if (ids && ids.length > 0) {
    const placeholders = ids.map(() => "?").join(", ");
    return Number(
      db
        .prepare(
          `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'failed' AND id IN (${placeholders})`,
        )
        .run(now, ...ids).changes,
    );
  }
  return Number(
    db
      .prepare(
        "UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'failed'",
      )
      .run(now).changes,
  );
}

export function listMessages(db: Database, states: Array<OutboxMessage["state"]>): OutboxMessage[] {
  const placeholders = states.map(() => "?").join(", ");
  const rows = db
    .prepare(`SELECT * FROM outbox WHERE state IN (${placeholders}) ORDER BY id`)
    .all(...states) as unknown as OutboxRow[];
  return rows.map(toMessage);
}

export function messagesForLead(db: Database, leadId: number): OutboxMessage[] {
  const rows = db
    .prepare("SELECT * FROM outbox WHERE lead_id = ? ORDER BY id")
    .all(leadId) as unknown as OutboxRow[];
  return rows.map(toMessage);
}

/** Messages not yet delivered: the health check reports this backlog. */
export function pendingCount(db: Database): number {
  return (
    db.prepare("SELECT COUNT(*) AS count FROM outbox WHERE state = 'pending'").get() as {
      count: number;
    }
  ).count;
}

/**
 * How many receipts have been queued for `address` (any letter case) after `since`: the
 * cap on receipts per recipient counts them.
 */
export function countReceiptsTo(db: Database, address: string, since: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS count FROM outbox
         WHERE kind = 'receipt' AND created_at > ? AND lower(json_extract(recipients, '$[0]')) = lower(?)`,
      )
      .get(since, address) as { count: number }
  ).count;
}
