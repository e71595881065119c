import type { ExpressionBuilder } from "kysely";
import { claimNext, makeWaitingDue, type Waiting } from "../db/leased-queue.ts";
import type { DatabaseSchema, Db } from "../tables.ts";
import type { DeliveryChannel, DeliveryRow, DeliveryState } from "./delivery-tables.ts";

export type { DeliveryChannel, DeliveryState } from "./delivery-tables.ts";

export interface NewDelivery {
  leadId: number | null;
  channel: DeliveryChannel;
  eventType: string;
  endpoint: string;
  webhookId: string;
  body: string;
}

export interface Delivery extends NewDelivery {
  id: number;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

export const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  leadId: row.lead_id,
  channel: row.channel,
  eventType: row.event_type,
  endpoint: row.endpoint,
  webhookId: row.webhook_id,
  body: row.body,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastStatus: row.last_status,
  lastError: row.last_error,
  lastAttemptAt: row.last_attempt_at,
  sentAt: row.sent_at,
  createdAt: row.created_at,
});

/** Queues a delivery, due now; the caller runs it in the transaction that makes it necessary. */
export async function enqueueDelivery(db: Db, delivery: NewDelivery, now: string): Promise<void> {
  await db
    .insertInto("deliveries")
    .values({
      lead_id: delivery.leadId,
      channel: delivery.channel,
      event_type: delivery.eventType,
      endpoint: delivery.endpoint,
      webhook_id: delivery.webhookId,
      body: delivery.body,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/**
 * The deliveries waiting to be tried: pending and failed ones (failed ones are retried on a
 * long interval, never dropped). A stopped delivery is never taken; one whose sender's
 * lease ran out is taken over (see claimNext).
 */
const waiting: Waiting<DatabaseSchema, "deliveries"> = [
  (eb) => eb("state", "=", "pending"),
  (eb) => eb("state", "=", "failed"),
];

/**
 * Claims the oldest due delivery until `leaseUntil` to an endpoint not in `busyEndpoints`,
 * with the same claim as the email outbox (db/leased-queue.ts): SKIP LOCKED on Postgres,
 * and of two racers exactly one wins.
 */
export async function claimNextDelivery(
  db: Db,
  now: string,
  leaseUntil: string,
  busyEndpoints: string[] = [],
): Promise<Delivery | undefined> {
  const busy =
    busyEndpoints.length > 0
      ? (eb: ExpressionBuilder<DatabaseSchema, "deliveries">) => eb("endpoint", "in", busyEndpoints)
      : undefined;
  const row = await claimNext(db, "deliveries", { waiting, now, leaseUntil, skip: busy });
  return row && toDelivery(row);
}

export interface AttemptOutcome {
  state: Exclude<DeliveryState, "sending">;
  /** The receiver's HTTP status, or null when none came (refused, timed out) */
  status: number | null;
  error: string | null;
  /** The next try, for `pending` and `failed` */
  retryAt?: string | null;
}

/** Records one attempt's outcome on a delivery the caller holds. */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: AttemptOutcome,
  now: string,
): Promise<void> {
  await db
    .updateTable("deliveries")
    .set((eb) => ({
      state: outcome.state,
      attempts: eb("attempts", "+", 1),
      last_status: outcome.status,
      last_error: outcome.error?.slice(0, 1000) ?? null,
      last_attempt_at: now,
      lease_until: null,
      ...(outcome.state === "sent" && { sent_at: now }),
      ...(outcome.retryAt && { next_attempt_at: outcome.retryAt }),
    }))
    .where("id", "=", id)
    .execute();
}

/**
 * Sends one delivery of a lead again, due now, with its webhook-id unchanged (a receiver
 * that already has it can tell). Returns false when it is not that lead's, or is being
 * sent right now.
 */
export async function resendDelivery(
  db: Db,
  leadId: number,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("deliveries")
    .set({ state: "pending", attempts: 0, next_attempt_at: now, lease_until: null })
    .where("id", "=", id)
    .where("lead_id", "=", leadId)
    .where("state", "!=", "sending")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Makes every waiting delivery due now: run at start-up, as a restart usually follows a fix. */
export async function makeDeliveriesDue(db: Db, now: string): Promise<number> {
  return makeWaitingDue(db, "deliveries", waiting, now);
}

export async function deliveriesForLead(db: Db, leadId: number): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map(toDelivery);
}

export async function allDeliveries(db: Db): Promise<Delivery[]> {
  const rows = await db.selectFrom("deliveries").selectAll().orderBy("id").execute();
  return rows.map(toDelivery);
}
