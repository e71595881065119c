import { Webhook } from "standardwebhooks";
import type { Db } from "../tables.ts";
import type { Logger } from "../log.ts";
import { renewLease } from "../db/leased-queue.ts";
import { DEFAULT_LEASE_MS, startLeasedDrain, type LeasedDrain } from "../queue/leased-drain.ts";
import { afterFailedAttempt, retryPolicy } from "../queue/retry-policy.ts";
import {
  claimNextDelivery,
  makeDeliveriesDue,
  recordAttempt,
  type AttemptOutcome,
  type Delivery,
} from "./delivery-repo.ts";
import { isEndpointStopped, stopEndpoint } from "./endpoint-repo.ts";
import { postDelivery, type DeliveryAnswer } from "./http-delivery.ts";

export interface DeliveryDrainOptions {
  /** LEAD_WEBHOOK_SECRET (whsec_…); null when no webhooks are configured */
  webhookSecret: string | null;
  /** Delay before the first retry; each later retry waits twice as long */
  retryBaseMs: number;
  /** After this many failed attempts a delivery is shown as failed, and retried every `failedRetryMs` */
  maxAttempts: number;
  pollMs?: number;
  maxDelayMs?: number;
  /** How long a claim holds a delivery without news from its sender (renewed while it is sent) */
  leaseMs?: number;
  /** Endpoints sent to at once; each endpoint gets one delivery at a time */
  lanes?: number;
  failedRetryMs?: number;
  userAgent?: string;
}

export type DeliveryDrain = LeasedDrain;

/** What an attempt came to: the receiver's answer, the error, or not sent (endpoint stopped). */
type Attempt = DeliveryAnswer | Error | "endpoint-stopped";

/** Endpoints sent to at once when not given: a few receivers, each in its own lane. */
const DEFAULT_LANES = 8;

/**
 * Sends chat alerts and webhook events from the deliveries table on the leased drain the
 * email outbox uses (queue/leased-drain.ts), one lane per endpoint: a receiver that hangs
 * holds only its own deliveries back, never another endpoint's. Each is claimed with a lease
 * first, so instances on one database never send it both; it is retried with backoff and,
 * once failed, still retried hourly, never dropped. Any 2xx is success. A 410 Gone stops
 * the endpoint: that delivery and everything queued for it are marked stopped until staff
 * resume it. When the database refuses the bookkeeping the lease runs out and the delivery
 * is sent again with the same webhook-id, which receivers deduplicate.
 */
export function startDeliveryDrain(
  db: Db,
  log: Logger,
  options: DeliveryDrainOptions,
): DeliveryDrain {
  const policy = retryPolicy(options);
  const userAgent = options.userAgent ?? "Ridgeline-Lead-Webhooks/1";
  const webhook = options.webhookSecret ? new Webhook(options.webhookSecret) : null;

  function outcomeOf(delivery: Delivery, answer: DeliveryAnswer | Error): AttemptOutcome {
    const status = answer instanceof Error ? null : answer.status;
    if (status !== null && status >= 200 && status < 300)
      return { state: "sent", status, error: null };
    if (status === 410)
      return { state: "stopped", status, error: "410 Gone: the receiver asked to stop" };
    const error =
      answer instanceof Error ? answer.message : `HTTP ${answer.status} ${answer.text}`.trim();
    return { status, error, ...afterFailedAttempt(delivery.attempts + 1, policy, true) };
  }

  async function send(delivery: Delivery): Promise<Attempt> {
    if (await isEndpointStopped(db, delivery.endpoint)) return "endpoint-stopped";
    return postDelivery(delivery, webhook, userAgent).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
  }

  async function record(delivery: Delivery, attempt: Attempt): Promise<void> {
    if (attempt === "endpoint-stopped") {
      await recordAttempt(
        db,
        delivery.id,
        { state: "stopped", status: null, error: "Not sent: the endpoint is stopped" },
        new Date().toISOString(),
      );
      return;
    }
    const outcome = outcomeOf(delivery, attempt);
    const at = new Date().toISOString();
    if (outcome.state === "stopped")
      await stopEndpoint(db, delivery.endpoint, `${delivery.channel}: HTTP 410 Gone`, at);
    await recordAttempt(db, delivery.id, outcome, at);
    const fields = {
      deliveryId: delivery.id,
      channel: delivery.channel,
      eventType: delivery.eventType,
      attempt: delivery.attempts + 1,
    };
    if (outcome.state === "sent") log.info("delivery.sent", fields);
    else
      log.warn(`delivery.${outcome.state === "pending" ? "retry" : outcome.state}`, {
        ...fields,
        status: outcome.status,
        error: outcome.error,
        retryAt: outcome.retryAt ?? null,
      });
  }

  return startLeasedDrain(
    {
      event: "delivery",
      makeDue: (now) => makeDeliveriesDue(db, now),
      claim: (now, leaseUntil, busyEndpoints) =>
        claimNextDelivery(db, now, leaseUntil, busyEndpoints),
      laneOf: (delivery) => delivery.endpoint,
      renewLease: (delivery, heldUntil, leaseUntil) =>
        renewLease(db, "deliveries", delivery.id, heldUntil, leaseUntil),
      send,
      record,
    },
    log,
    {
      pollMs: options.pollMs,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      lanes: options.lanes ?? DEFAULT_LANES,
    },
  );
}
