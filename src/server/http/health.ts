import type { ServerResponse } from "node:http";
import { deliveryBacklog, type DeliveryBacklog } from "../deliveries/delivery-backlog-repo.ts";
import { outboxBacklog, type OutboxBacklog } from "../mail/outbox-backlog-repo.ts";
import type { Db } from "../tables.ts";

export interface HealthOptions {
  /**
   * An office notification waiting longer than this, or a delivery failing or an endpoint
   * stopped for longer, turns the check red (OUTBOX_ALERT_MINUTES)
   */
  alertMs: number;
  /** A database that has not answered within this long counts as unreachable */
  timeoutMs?: number;
}

/** OUTBOX_ALERT_MINUTES' default, for a caller that does not pass the configured value. */
const DEFAULT_HEALTH_OPTIONS: HealthOptions = { alertMs: 30 * 60 * 1000 };

/** Longer than a healthy database ever takes to count the outbox. */
const DEFAULT_TIMEOUT_MS = 5000;

/** Why the check is red, in words fixed here: the body never carries addresses or text. */
export type HealthAlert =
  "notification-failed" | "notification-delayed" | "delivery-failing" | "delivery-stopped";

/**
 * GET /healthz for a load balancer or uptime check: it asks the database the server uses
 * (SQLite or Postgres), through the same connection as every request. 200 while the database answers and
 * the office hears of every lead; 503 when the database does not answer, or when a
 * notification to the office has failed or has waited longer than `alertMs`, or a chat
 * alert or webhook has waited that long (failing, or behind one that fails) or gone to an
 * endpoint stopped that long, so an uptime monitor pages someone before a lead goes cold. Receipts to visitors report in
 * the counts but never turn it red: a mistyped visitor address is not an outage.
 */
export async function respondHealth(
  response: ServerResponse,
  database: () => Db,
  options: HealthOptions = DEFAULT_HEALTH_OPTIONS,
): Promise<void> {
  let body: Record<string, unknown>;
  let status = 200;
  try {
    const now = Date.now();
    const db = database();
    const [backlog, deliveries] = await withTimeout(
      Promise.all([
        outboxBacklog(db),
        deliveryBacklog(db, new Date(now - options.alertMs).toISOString()),
      ]),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const alerts = [...alertsFor(backlog, now, options.alertMs), ...deliveryAlerts(deliveries)];
    if (alerts.length > 0) status = 503;
    body = {
      status: alerts.length > 0 ? "alert" : "ok",
      database: "ok",
      outboxPending: backlog.pending,
      outboxFailed: backlog.failed,
      outboxOldestPendingSeconds: secondsSince(backlog.oldestPendingAt, now),
      deliveriesWaiting: deliveries.waiting,
      deliveriesOldestWaitingSeconds: secondsSince(deliveries.oldestWaitingAt, now),
      endpointsStopped: deliveries.stoppedEndpoints,
      // Which channels, never which endpoints: a chat webhook's URL is its password.
      deliveriesLate: deliveries.lateChannels,
      deliveriesStopped: deliveries.stoppedChannels,
      alerts,
    };
  } catch (error) {
    status = 503;
    body = { status: "unavailable", database: databaseProblem(error) };
  }
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

function alertsFor(backlog: OutboxBacklog, now: number, alertMs: number): HealthAlert[] {
  const alerts: HealthAlert[] = [];
  if (backlog.failedNotifications > 0) alerts.push("notification-failed");
  const oldest = backlog.oldestPendingNotificationAt;
  if (oldest && now - Date.parse(oldest) > alertMs) alerts.push("notification-delayed");
  return alerts;
}

function deliveryAlerts(deliveries: DeliveryBacklog): HealthAlert[] {
  const alerts: HealthAlert[] = [];
  if (deliveries.lateChannels.length > 0) alerts.push("delivery-failing");
  if (deliveries.stoppedChannels.length > 0) alerts.push("delivery-stopped");
  return alerts;
}

const secondsSince = (time: string | null, now: number) =>
  time === null ? null : Math.max(0, Math.floor((now - Date.parse(time)) / 1000));

class HealthTimeout extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The fault in words that never carry a path, a query or a value, whatever the full
 * error message holds: SQLite's wording for its error code ("database is locked", "disk
 * I/O error"), or Postgres' SQLSTATE code ("SQLSTATE 53300"); otherwise "unreachable".
 */
function databaseProblem(error: unknown): string {
  if (error instanceof HealthTimeout) return "timeout";
  const { errstr, code, severity } = (error ?? {}) as Record<string, unknown>;
  if (typeof errstr === "string") return errstr;
  // An error the Postgres server sent has a severity; a broken connection has none.
  if (typeof severity === "string" && typeof code === "string") return `SQLSTATE ${code}`;
  return "unreachable";
}
