import type { Generated, Selectable } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

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
  lease_until: NullableColumn<string>;
  /** The HTTP status of the last attempt; null when no answer came */
  last_status: NullableColumn<number>;
  last_error: NullableColumn<string>;
  last_attempt_at: NullableColumn<string>;
  sent_at: NullableColumn<string>;
  created_at: string;
}

/** An endpoint whose receiver answered 410 Gone: nothing is sent to it until staff resume it. */
export interface StoppedEndpointsTable {
  endpoint: string;
  stopped_at: string;
  reason: string;
}

export interface DeliveryTables {
  deliveries: DeliveriesTable;
  stopped_endpoints: StoppedEndpointsTable;
}

export type DeliveryRow = Selectable<DeliveriesTable>;
