import type { Database } from "./connection.ts";

/** The outbox at a glance, for /healthz: counts and times only, never addresses or text. */
export interface OutboxBacklog {
  /** Messages not yet delivered that the drain is still working on (pending or sending) */
  pending: number;
  /** Messages kept as failed, of every kind */
  failed: number;
  /** When the oldest pending message was queued, or null when none waits */
  oldestPendingAt: string | null;
  /** Office notifications kept as failed: a lead the office may not have heard of */
  failedNotifications: number;
  /** When the oldest undelivered office notification was queued, or null */
  oldestPendingNotificationAt: string | null;
}

/**
 * One look at the whole outbox.
 *
 * @example outboxBacklog(db) // { pending: 2, failed: 0, oldestPendingAt: "2025-06-14T15:30:00.000Z", … }
 */
export function outboxBacklog(db: Database): OutboxBacklog {
  const row = db
    .prepare(
      `SELECT
         COUNT(*) FILTER (WHERE state IN ('pending', 'sending')) AS pending,
         COUNT(*) FILTER (WHERE state = 'failed') AS failed,
         MIN(created_at) FILTER (WHERE state IN ('pending', 'sending')) AS oldestPendingAt,
         COUNT(*) FILTER (WHERE state = 'failed' AND kind = 'notification') AS failedNotifications,
         MIN(created_at) FILTER (WHERE state IN ('pending', 'sending') AND kind = 'notification')
           AS oldestPendingNotificationAt
       FROM outbox WHERE state <> 'sent'`,
    )
    .get() as unknown as OutboxBacklog;
  return { ...row };
}
