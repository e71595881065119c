import type { Generated, Selectable } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

export type OutboxState = "pending" | "sending" | "sent" | "failed";
export type MessageKind = "notification" | "receipt" | "invitation";

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
  /** An .ics invitation or cancellation sent as text/calendar (bookings), else null */
  calendar: NullableColumn<string>;
}

/** A photo an outbox message attaches, read from lead_photos when it is sent. */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  lead_photo_id: number;
  file_name: string;
}

export interface MailTables {
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
}

export type OutboxRow = Selectable<OutboxTable>;
