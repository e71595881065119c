import type { Webhook } from "standardwebhooks";
import type { Delivery } from "./delivery-repo.ts";

/**
 * Longest wait for a receiver's answer; a slower one is retried later. A chat service
 * answers at once when it is up, and an alert that waits is an alert late, so chat gets
 * little; a CRM's webhook may do real work before it answers.
 */
const TIMEOUT_MS: Record<Delivery["channel"], number> = { chat: 5000, webhook: 10_000 };

export interface DeliveryAnswer {
  status: number;
  /** The start of the receiver's body, to show staff why it refused */
  text: string;
}

/** The Standard Webhooks headers of one attempt: the delivery's fixed id, now, and the signature. */
export function signedHeaders(
  webhook: Webhook,
  webhookId: string,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    "webhook-id": webhookId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": webhook.sign(webhookId, at, body),
  };
}

/**
 * POSTs one delivery and returns the receiver's answer; throws when none came (refused,
 * timed out, bad address). A webhook is signed afresh at each attempt, so its timestamp
 * stays within a receiver's tolerance however late the retry. Redirects are not
 * followed: a receiver that moved must be configured anew, not guessed.
 */
export async function postDelivery(
  delivery: Pick<Delivery, "channel" | "endpoint" | "webhookId" | "body">,
  webhook: Webhook | null,
  userAgent: string,
): Promise<DeliveryAnswer> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": userAgent,
  };
  if (delivery.channel === "webhook") {
    if (!webhook) throw new Error("LEAD_WEBHOOK_SECRET is not set, so the event cannot be signed");
    Object.assign(headers, signedHeaders(webhook, delivery.webhookId, delivery.body, new Date()));
  }
  const response = await fetch(delivery.endpoint, {
    method: "POST",
    headers,
    body: delivery.body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS[delivery.channel]),
  }).catch((error: unknown) => {
    throw new Error(reasonOf(error, TIMEOUT_MS[delivery.channel]));
  });
  const text = (await response.text().catch(() => "")).slice(0, 200);
  return { status: response.status, text };
}

/**
 * Why no answer came, in words staff can act on: fetch says only "fetch failed" and
 * keeps the reason (ECONNREFUSED, ENOTFOUND, a timeout) in its cause.
 */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `No answer within ${timeoutMs / 1000} s`;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
