import { claimNext, makeWaitingDue, type Waiting } from "../db/leased-queue.ts";
import type { DatabaseSchema, Db } from "../tables.ts";
import type { MailAttachment } from "./outbox-attachment-repo.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import type { OutboxRow, OutboxState } from "./outbox-tables.ts";
import { PRIORITY_RANK } from "./message-kinds.ts";

export type { MessageKind } from "./outbox-tables.ts";

export interface OutboxMessage extends NewMessage {
  id: number;
  /** Null for messages that belong to no lead (staff invitations) */
  leadId: number | null;
  /** The Message-ID header, fixed when the message is queued, so a resend folds into it */
  messageId: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string;
  /** While `sending`: when the claim runs out and another drain may take the message over */
  leaseUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** Filled in by the drain just before sending, not by the listing queries */
  mailAttachments?: MailAttachment[];
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
  calendar: row.calendar,
  unsubscribeUrl: row.unsubscribe_url,
});

/**
 * The messages waiting to be tried: pending ones, and office notifications kept as failed
 * (those never give up; they are retried hourly). A message whose sender's lease ran out
 * is taken over too (see claimNext).
 */
export const waitingMessages: Waiting<DatabaseSchema, "outbox"> = [
  (eb) => eb("state", "=", "pending"),
  (eb) => eb.and([eb("state", "=", "failed"), eb("kind", "=", "notification")]),
];

/**
 * Claims the next due message for one send, the office's mail before the homeowners'
 * (mail/message-kinds.ts) and the oldest first within each: it becomes `sending` until
 * `leaseUntil`, and no other drain, in this process or another instance on the same
 * database, can claim it before then (db/leased-queue.ts, shared with the deliveries).
 * With `officeOnly`, homeowner mail is left for later.
 */
export async function claimNextDue(
  db: Db,
  now: string,
  leaseUntil: string,
  { officeOnly = false }: { officeOnly?: boolean } = {},
): Promise<OutboxMessage | undefined> {
  const row = await claimNext(db, "outbox", {
    waiting: waitingMessages,
    now,
    leaseUntil,
    byPriority: true,
    skip: officeOnly ? (eb) => eb("priority", ">", PRIORITY_RANK.office) : undefined,
  });
  return row && toMessage(row);
}

export async function markSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      state: "sent",
      sent_at: now,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      lease_until: null,
    }))
    .where("id", "=", id)
    .execute();
}

/**
 * Ends a claimed message unsent, since its recipient unsubscribed from its kind after it
 * was queued: kept as `withheld` so staff see why it never went out.
 */
export async function markWithheld(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ state: "withheld", last_error: reason, lease_until: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Records a failed attempt. The message is tried again at `retryAt`; without one it is
 * kept as failed for staff. An office notification is marked failed with a `retryAt`
 * too: staff and /healthz see it as failed while the drain keeps trying.
 *
 * @example await markAttemptFailed(db, 7, "ECONNREFUSED", "2025-06-14T16:00:00.000Z")
 */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: string | null,
  state: "pending" | "failed" = retryAt ? "pending" : "failed",
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: error.slice(0, 1000),
      state,
      lease_until: null,
      ...(retryAt !== null && { next_attempt_at: retryAt }),
    }))
    .where("id", "=", id)
    .execute();
}

/**
 * Makes every pending message, and every failed office notification, due now. Run at
 * start-up: a restart usually follows a fix (SMTP settings, network), so waiting out the
 * old backoff would only delay leads. Messages another drain holds keep their lease.
 */
export async function makePendingDue(db: Db, now: string): Promise<number> {
  return makeWaitingDue(db, "outbox", waitingMessages, now);
}

/** Puts failed messages (all, or those of `ids`) back in the queue, due now; returns how many. */
export async function retryFailed(db: Db, now: string, ids?: number[]): Promise<number> {
  let update = db
    .updateTable("outbox")
    .set({ state: "pending", attempts: 0, next_attempt_at: now })
    .where("state", "=", "failed");
  if (ids && ids.length > 0) update = update.where("id", "in", ids);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listMessages(db: Db, states: OutboxState[]): Promise<OutboxMessage[]> {
  if (states.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("state", "in", states)
    .orderBy("id")
    .execute();
  return rows.map(toMessage);
}

export async function messagesForLead(db: Db, leadId: number): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map(toMessage);
}
