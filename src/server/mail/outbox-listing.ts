import type { OutboxMessage } from "./outbox-repo.ts";

/** Where a message stands, for `npm run outbox`: its state's own detail and next step. */
function progressOf(message: OutboxMessage): string {
  const lastError = message.lastError ?? "unknown";
  switch (message.state) {
    case "pending":
      return message.attempts > 0
        ? `next try ${message.nextAttemptAt} (last error: ${lastError})`
        : `next try ${message.nextAttemptAt}`;
    case "sending":
      return `being sent; if that was cut short, tried again after ${message.leaseUntil ?? "its lease"}`;
    case "failed":
      return message.kind === "notification"
        ? `error: ${lastError}; still retried hourly, next try ${message.nextAttemptAt}`
        : `error: ${lastError}`;
    case "sent":
      return `sent ${message.sentAt ?? ""}`.trim();
    case "withheld":
      return lastError;
  }
}

/**
 * One line per message for the operator's outbox listing.
 *
 * @example describeOutboxMessage(message) // "#12  failed   receipt       attempts 10  error: 550 no such user  — We received…"
 */
export function describeOutboxMessage(message: OutboxMessage): string {
  return `#${message.id}  ${message.state.padEnd(7)}  ${message.kind.padEnd(12)}  attempts ${message.attempts}  ${progressOf(message)}  — ${message.subject}`;
}
