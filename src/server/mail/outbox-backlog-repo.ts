import type { Db } from "../tables.ts";

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
 * @example await outboxBacklog(db) // { pending: 2, failed: 0, oldestPendingAt: "2025-06-14T15:30:00.000Z", … }
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => {
      const waiting = eb("state", "in", ["pending", "sending"]);
      const failed = eb("state", "=", "failed");
      const notification = eb("kind", "=", "notification");
      return [
        eb.fn.countAll().filterWhere(waiting).as("pending"),
        eb.fn.countAll().filterWhere(failed).as("failed"),
        eb.fn.min("created_at").filterWhere(waiting).as("oldestPendingAt"),
        eb.fn
          .countAll()
          .filterWhere(eb.and([failed, notification]))
          .as("failedNotifications"),
        eb.fn
          .min("created_at")
          .filterWhere(eb.and([waiting, notification]))
          .as("oldestPendingNotificationAt"),
      ];
    })
    .where("state", "<>", "sent")
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    failed: Number(row.failed),
    oldestPendingAt: row.oldestPendingAt ?? null,
    failedNotifications: Number(row.failedNotifications),
    oldestPendingNotificationAt: row.oldestPendingNotificationAt ?? null,
  };
}
