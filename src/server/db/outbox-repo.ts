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
  /** While `sending`: when the claim runs out and another drain may take the message over */
  leaseUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
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
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
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
  leaseUntil: row.lease_until,
  lastError: row.last_error,
  sentAt: row.sent_at,
  createdAt: row.created_at,
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

/**
 * What a drain may take: a pending message whose time has come, an office notification
 * kept as failed whose hourly retry has come (those never give up), or a message whose
 * sender's lease ran out (that process was killed mid-send, or could not record the send).
 */
const CLAIMABLE = `(
  (state = 'pending' AND next_attempt_at <= :now)
  OR (state = 'failed' AND kind = 'notification' AND next_attempt_at <= :now)
  OR (state = 'sending' AND lease_until < :now)
)`;

/**
 * Claims the oldest claimable message for one send: it becomes `sending` until
 * `leaseUntil`, and no other drain, in this process or another on the same database, can
 * claim it before then. The UPDATE re-checks the condition, so of two drains racing for
 * one message exactly one gets it.
 */
export function claimNextDue(
  db: Database,
  now: string,
  leaseUntil: string,
): OutboxMessage | undefined {
  const row = db
    .prepare(
      `UPDATE outbox SET state = 'sending', lease_until = :leaseUntil
       WHERE id = (SELECT id FROM outbox WHERE ${CLAIMABLE} ORDER BY next_attempt_at, id LIMIT 1)
         AND ${CLAIMABLE}
       RETURNING *`,
    )
    .get({ now, leaseUntil }) as OutboxRow | undefined;
  return row && toMessage(row);
}

export function markSent(db: Database, id: number, now: string): void {
  db.prepare(
    `UPDATE outbox SET state = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL,
       lease_until = NULL
     WHERE id = ?`,
  ).run(now, id);
}

/**
 * Records a failed attempt. The message is tried again at `retryAt`; without one it is
 * kept as failed for staff. An office notification is marked failed with a `retryAt`
 * too: staff and /healthz see it as failed while the drain keeps trying.
 *
 * @example markAttemptFailed(db, 7, "ECONNREFUSED", "2025-06-14T16:00:00.000Z")
 */
export function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: string | null,
  state: "pending" | "failed" = retryAt ? "pending" : "failed",
): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?, state = ?, lease_until = NULL,
       next_attempt_at = COALESCE(?, next_attempt_at)
     WHERE id = ?`,
  ).run(error.slice(0, 1000), state, retryAt, id);
}

/**
 * Makes every pending message, and every failed office notification, due now. Run at
 * start-up: a restart usually follows a fix (SMTP settings, network), so waiting out the
 * old backoff would only delay leads. Messages another drain holds keep their lease.
 */
export function makePendingDue(db: Database, now: string): number {
  return Number(
    db
      .prepare(
        `UPDATE outbox SET next_attempt_at = ?
         WHERE state = 'pending' OR (state = 'failed' AND kind = 'notification')`,
      )
      .run(now).changes,
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
