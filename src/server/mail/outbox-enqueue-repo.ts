import { randomUUID } from "node:crypto";
import type { Db } from "../tables.ts";
import { insertAttachments, type StoredAttachment } from "./outbox-attachment-repo.ts";
import type { MessageKind } from "./outbox-tables.ts";
import { priorityRank } from "./message-kinds.ts";

export interface NewMessage {
  kind: MessageKind;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Stored photos (storm photos) or documents (a signed PDF) to attach; read when it is sent */
  attachments?: StoredAttachment[];
  /** The inspection's calendar file (.ics, METHOD:REQUEST or CANCEL), sent as the text/calendar part */
  calendar?: string | null;
  /** Where a one-click unsubscribe posts (RFC 8058); only for a kind with `optOut` */
  unsubscribeUrl?: string | null;
}

/**
 * Queues a message for the drain and returns its id. `messageDomain` is the host part of
 * its Message-ID (the site's host), e.g. "<3f0c…@www.example.com>".
 */
export async function enqueueMessage(
  db: Db,
  leadId: number | null,
  message: NewMessage,
  now: string,
  messageDomain = "ridgeline.local",
): Promise<number> {
  const [id] = await enqueueMessages(db, leadId, [message], now, messageDomain);
  return id!;
}

/**
 * Queues several messages of one lead in one statement (a quote's notification and
 * receipt: one statement less in the transaction the visitor waits for) and returns their
 * ids in order.
 */
export async function enqueueMessages(
  db: Db,
  leadId: number | null,
  messages: readonly NewMessage[],
  now: string,
  messageDomain = "ridgeline.local",
): Promise<number[]> {
  const queued = messages.map((message) => ({
    lead_id: leadId,
    kind: message.kind,
    priority: priorityRank(message.kind),
    recipients: JSON.stringify(message.recipients),
    reply_to: message.replyTo,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    calendar: message.calendar ?? null,
    unsubscribe_url: message.unsubscribeUrl ?? null,
    next_attempt_at: now,
    created_at: now,
    message_id: `<${randomUUID()}@${messageDomain}>`,
  }));
  const rows = await db
    .insertInto("outbox")
    .values(queued)
    .returning(["id", "message_id"])
    .execute();
  // RETURNING's order is not promised (SQLite says so), so ids are matched by Message-ID.
  const idOf = new Map(rows.map((row) => [row.message_id, row.id]));
  const ids = queued.map((row) => idOf.get(row.message_id)!);
  for (const [index, message] of messages.entries())
    if (message.attachments?.length) await insertAttachments(db, ids[index]!, message.attachments);
  return ids;
}
