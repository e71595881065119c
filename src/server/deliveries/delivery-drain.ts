import { Webhook } from "standardwebhooks";
import type { Db } from "../db/schema.ts";
import type { Logger } from "../log.ts";
import { retryDelay } from "../mail/drain.ts";
import {
  claimNextDelivery,
  isEndpointStopped,
  makeDeliveriesDue,
  recordAttempt,
  stopEndpoint,
  type AttemptOutcome,
  type Delivery,
} from "./delivery-repo.ts";
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
  /** How long a claimed delivery is ours: longer than the 10 s a receiver may take */
  leaseMs?: number;
  failedRetryMs?: number;
  userAgent?: string;
}

export interface DeliveryDrain {
  wake(): void;
  stop(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends chat alerts and webhook events from the deliveries table, one at a time, the way
 * the email drain sends the outbox: each is claimed with a lease first, so instances on
 * one database never send it both; it is retried with backoff and, once failed, still
 * retried hourly, never dropped. Any 2xx is success. A 410 Gone stops the endpoint: that
 * delivery and everything queued for it are marked stopped until staff resume it.
 */
export function startDeliveryDrain(
  db: Db,
  log: Logger,
  options: DeliveryDrainOptions,
): DeliveryDrain {
  const pollMs = options.pollMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? HOUR;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const failedRetryMs = options.failedRetryMs ?? HOUR;
  const userAgent = options.userAgent ?? "Ridgeline-Lead-Webhooks/1";
  const webhook = options.webhookSecret ? new Webhook(options.webhookSecret) : null;
  let stopped = false;
  let wakeUp: (() => void) | undefined;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function outcomeOf(delivery: Delivery, answer: DeliveryAnswer | Error): AttemptOutcome {
    const status = answer instanceof Error ? null : answer.status;
    if (status !== null && status >= 200 && status < 300)
      return { state: "sent", status, error: null };
    if (status === 410)
      return { state: "stopped", status, error: "410 Gone: the receiver asked to stop" };
    const error =
      answer instanceof Error ? answer.message : `HTTP ${answer.status} ${answer.text}`.trim();
    const attempt = delivery.attempts + 1;
    const exhausted = attempt >= options.maxAttempts;
    const delay = exhausted ? failedRetryMs : retryDelay(attempt, options.retryBaseMs, maxDelayMs);
    return {
      state: exhausted ? "failed" : "pending",
      status,
      error,
      retryAt: new Date(Date.now() + delay).toISOString(),
    };
  }

  async function deliver(): Promise<boolean> {
    const now = Date.now();
    const delivery = await claimNextDelivery(
      db,
      new Date(now).toISOString(),
      new Date(now + leaseMs).toISOString(),
    );
    if (!delivery) return false;
    const fields = {
      deliveryId: delivery.id,
      channel: delivery.channel,
      eventType: delivery.eventType,
    };
    if (await isEndpointStopped(db, delivery.endpoint)) {
      await recordAttempt(
        db,
        delivery.id,
        { state: "stopped", status: null, error: "Not sent: the endpoint is stopped" },
        new Date().toISOString(),
      );
      return true;
    }
    const answer = await postDelivery(delivery, webhook, userAgent).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    const outcome = outcomeOf(delivery, answer);
    const at = new Date().toISOString();
    if (outcome.state === "stopped")
      await stopEndpoint(db, delivery.endpoint, `${delivery.channel}: HTTP 410 Gone`, at);
    await recordAttempt(db, delivery.id, outcome, at);
    const attempt = delivery.attempts + 1;
    if (outcome.state === "sent") log.info("delivery.sent", { ...fields, attempt });
    else
      log.warn(`delivery.${outcome.state === "pending" ? "retry" : outcome.state}`, {
        ...fields,
        attempt,
        status: outcome.status,
        error: outcome.error,
        retryAt: outcome.retryAt ?? null,
      });
    return true;
  }

  const running = (async () => {
    try {
      const resumed = await makeDeliveriesDue(db, new Date().toISOString());
      if (resumed > 0) log.info("delivery.resumed", { pending: resumed });
    } catch (error) {
      log.error("delivery.error", { error: messageOf(error) });
    }
    while (!stopped) {
      let worked = false;
      try {
        worked = await deliver();
      } catch (error) {
        // The database refused the bookkeeping: the lease runs out and the delivery is
        // sent again with the same webhook-id, which receivers deduplicate.
        log.error("delivery.error", { error: messageOf(error) });
      }
      if (!worked && !stopped) await idle();
    }
  })();

  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
