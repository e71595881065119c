import type { Generated, Selectable } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

/**
 * Where a message stands. `withheld`: never sent, since its recipient unsubscribed from its
 * kind after it was queued (MESSAGE_KINDS' `optOut`, honoured at send time).
 */
export type OutboxState = "pending" | "sending" | "sent" | "failed" | "withheld";
/**
 * What an email is, which decides how it is sent and counted:
 * - `notification`: to the office (a lead, an escalation, photos added, an inspection's
 *   change); once failed, still retried hourly;
 * - `receipt`: a quote request's receipt to the visitor, at most 3 a day to one address;
 * - `invitation`: a staff invitation to choose a password;
 * - `inspection`: the homeowner's email about their inspection (booked, moved, cancelled,
 *   the reminder), with its calendar file; not counted against the receipts;
 * - `review`: after a finished job, the request for a review and its one reminder; the
 *   homeowner can unsubscribe from it in one click (RFC 8058);
 * - `proposal`: the homeowner's proposal emails (the link when it is sent, the signed copy);
 *   the contract's paperwork, so nobody unsubscribes from it.
 */
export type MessageKind =
  "notification" | "receipt" | "invitation" | "inspection" | "review" | "proposal";

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: MessageKind;
  /** JSON array text, e.g. '["dana@example.com"]' */
  recipients: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  state: Defaulted<OutboxState>;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  lease_until: NullableColumn<string>;
  message_id: string;
  last_error: NullableColumn<string>;
  sent_at: NullableColumn<string>;
  created_at: string;
  /** The inspection's calendar file (.ics, a request or a cancellation) sent as text/calendar, else null */
  calendar: NullableColumn<string>;
  /** When the drain sends it: its kind's rank, office mail first (mail/message-kinds.ts) */
  priority: Defaulted<number>;
  /**
   * Where a one-click unsubscribe posts (RFC 8058), sent as List-Unsubscribe with
   * List-Unsubscribe-Post; null for mail nobody unsubscribes from (a receipt, the office's)
   */
  unsubscribe_url: NullableColumn<string>;
}

/**
 * Addresses that unsubscribed from a kind of message, by the SHA-256 of their mailbox key
 * (lib/contact-keys.ts): kept after the lead is erased, so the address is never asked
 * again, without keeping the address itself.
 */
export interface MailOptOutsTable {
  address_hash: string;
  kind: MessageKind;
  created_at: string;
}

/**
 * A file an outbox message attaches, read when it is sent: a stored photo (lead_photos) or,
 * from 0018, a stored proposal document (the signed PDF); exactly one of the two (a check).
 */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  lead_photo_id: NullableColumn<number>;
  file_name: string;
  proposal_document_id: NullableColumn<number>;
}

export interface MailTables {
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  mail_opt_outs: MailOptOutsTable;
}

export type OutboxRow = Selectable<OutboxTable>;
