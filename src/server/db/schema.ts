import type { BookingTables } from "./booking-schema.ts";
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";
import type { leadRecordFields } from "../../lib/lead-record.ts";
import type { StormImportsTable, StormModeTable, StormReportsTable } from "./storm-schema.ts";

/*
 * Every table, as both engines store it. Times are ISO 8601 text (UTC, "…Z"), so they
 * sort and compare as text; booleans are 0 or 1. better-auth's own tables are the
 * exception: Postgres keeps their times as timestamptz and emailVerified as boolean, as
 * better-auth reads them there, so their values come back as Date or string.
 */

/** A time better-auth stores: an ISO string on SQLite, a Date from Postgres. Written as ISO text. */
type AuthTime = ColumnType<Date | string, string, string>;
type AuthBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A column with a default or identity: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

type LeadFieldTable = typeof leadRecordFields;

/** A lead field's column, as lead-repo maps it: flags are 0 or 1, string maps JSON text. */
type LeadFieldColumn<Field> = Field extends { kind: "flag" }
  ? number
  : Field extends { nullable: true }
    ? string | null
    : string;

/** The leads table: a column per field of the lead model (lib/lead-record.ts), and the inbox's own. */
export type LeadsTable = {
  [Name in keyof LeadFieldTable as LeadFieldTable[Name]["column"]]: LeadFieldColumn<
    LeadFieldTable[Name]
  >;
} & {
  id: Generated<number>;
  status: Defaulted<string>;
  /** When staff first marked the lead contacted (or called); null while nobody has */
  first_contacted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the escalation of an urgent lead nobody contacted in time was queued */
  escalated_at: ColumnType<string | null, string | null | undefined, string | null>;
};

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
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  message_id: string;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** An .ics invitation or cancellation sent as text/calendar (bookings), else null */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
}

export type DeliveryChannel = "chat" | "webhook";
/** `stopped`: the receiver answered 410 Gone, so nothing more goes to that endpoint */
export type DeliveryState = "pending" | "sending" | "sent" | "failed" | "stopped";

/** One chat alert or signed webhook event, sent by the delivery drain like an email. */
export interface DeliveriesTable {
  id: Generated<number>;
  /** Null for a test event sent from the integrations page */
  lead_id: number | null;
  channel: DeliveryChannel;
  /** e.g. "lead.created", "lead.escalated", "test" */
  event_type: string;
  endpoint: string;
  /** The Standard Webhooks `webhook-id`: the same on every attempt, so receivers deduplicate */
  webhook_id: string;
  /** The JSON request body, exactly as sent */
  body: string;
  state: Defaulted<DeliveryState>;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The HTTP status of the last attempt; null when no answer came */
  last_status: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** An endpoint whose receiver answered 410 Gone: nothing is sent to it until staff resume it. */
export interface StoppedEndpointsTable {
  endpoint: string;
  stopped_at: string;
  reason: string;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  created_at: string;
  actor_id: string | null;
  actor_email: string;
  kind: "status" | "note" | "retry";
  from_status: string | null;
  to_status: string | null;
  body: Defaulted<string>;
}

export interface StaffInvitationsTable {
  id: string;
  email: string;
  token_hash: string;
  invited_by_id: string | null;
  invited_by_email: string;
  created_at: string;
  expires_at: string;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One counted event (a quote request, a failed sign-in) under a key, until it expires. */
export interface RateEventsTable {
  id: Generated<number>;
  /** e.g. "quote:203.0.113.7" or "sign-in-failure:address:203.0.113.7" */
  key: string;
  at: string;
  /** When the event stops counting for any window: the row may be deleted then */
  expires_at: string;
}

/** A turn that one caller at a time may take, e.g. the next sign-in try at a slowed-down account. */
export interface RateSlotsTable {
  key: string;
  /** When the slot may be taken again */
  free_at: string;
}

/** A processed photo of a lead: re-encoded JPEG without metadata, and its thumbnail. */
export interface LeadPhotosTable {
  id: Generated<number>;
  /** Random, in the inbox's photo URLs, so they say nothing about how many photos exist */
  public_id: string;
  lead_id: number;
  created_at: string;
  /** 1 when the visitor added it later through the receipt's link */
  added_later: Defaulted<number>;
  /** The visitor's file name, cleaned, e.g. "IMG_2041.jpg" */
  file_name: string;
  width: number;
  height: number;
  /** JPEG bytes: a Uint8Array from SQLite, a Buffer from Postgres */
  data: Uint8Array;
  thumb_width: number;
  thumb_height: number;
  thumb_data: Uint8Array;
}

/** A photo an outbox message attaches, read from lead_photos when it is sent. */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  lead_photo_id: number;
  file_name: string;
}

/** A visitor's private link for adding photos to a request later; only its hash is kept. */
export interface PhotoLinksTable {
  id: Generated<number>;
  lead_id: number;
  /** SHA-256 of the token, hex */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** Bytes a client uploaded (its key) or everyone did ("all"), counted for the daily budgets. */
export interface UploadBytesTable {
  id: Generated<number>;
  key: string;
  at: string;
  bytes: number;
  expires_at: string;
}

/** Why a lead was erased: a client asked (staff deleted it), or LEAD_RETENTION_DAYS passed */
export type ErasureReason = "request" | "retention";

/** The audit line an erased lead leaves: no personal data, only what, when and who. */
export interface LeadErasuresTable {
  id: Generated<number>;
  reference: string;
  erased_at: string;
  reason: ErasureReason;
  /** The staff account that deleted it; null for the retention rule */
  actor_id: string | null;
  /** "" for the retention rule */
  actor_email: Defaulted<string>;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBoolean;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

/** better-auth's request counters (rateLimit.storage "database"). */
export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  /** Milliseconds since the epoch; Postgres returns a bigint as a string */
  lastRequest: ColumnType<number | string, number, number>;
}

/** One saved version of the price book; the table is also its history (price-book-migration.ts). */
export interface PriceBooksTable {
  id: Generated<number>;
  /** e.g. "office-3"; unique, so two edits of one version cannot both be saved */
  version: string;
  /** The version this edit started from */
  based_on: string;
  /** The whole PriceBook as JSON */
  book: string;
  /** JSON array of { field, from, to } */
  changes: string;
  /** The staff member's email */
  changed_by: string;
  changed_at: string;
}

/** Estimate result pages rendered per office week (its Monday, "2026-11-23"). */
export interface EstimateRendersTable {
  week: string;
  renders: Defaulted<number>;
}

export interface DatabaseSchema extends BookingTables {
  leads: LeadsTable;
  outbox: OutboxTable;
  lead_events: LeadEventsTable;
  deliveries: DeliveriesTable;
  stopped_endpoints: StoppedEndpointsTable;
  staff_invitations: StaffInvitationsTable;
  rate_events: RateEventsTable;
  rate_slots: RateSlotsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  lead_photos: LeadPhotosTable;
  outbox_attachments: OutboxAttachmentsTable;
  photo_links: PhotoLinksTable;
  upload_bytes: UploadBytesTable;
  lead_erasures: LeadErasuresTable;
  price_books: PriceBooksTable;
  estimate_renders: EstimateRendersTable;
  storm_reports: StormReportsTable;
  storm_imports: StormImportsTable;
  storm_mode: StormModeTable;
}

/** The database, or a transaction on it: every repository function takes either. */
export type Db = Kysely<DatabaseSchema>;

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type DeliveryRow = Selectable<DeliveriesTable>;
