import type { Database } from "../db/connection.ts";
import { makePendingDue, markAttemptFailed, markSent, nextDueMessage } from "../db/outbox-repo.ts";
import type { Logger } from "../log.ts";
import type { MailTransport } from "./transport.ts";

export interface DrainOptions {
  from: string;
  /** Delay before the first retry; each later retry waits twice as long. */
  retryBaseMs: number;
  /** After this many failed attempts a message is kept as failed, for staff to retry. */
  maxAttempts: number;
  /** How often to look for due messages when nothing wakes the drain. */
  pollMs?: number;
  /** Longest wait between two retries. */
  maxDelayMs?: number;
}

export interface OutboxDrain {
  /** Look for work now (called right after a lead is stored). */
  wake(): void;
  /** Stops after the message being sent, if any; resolves when idle. */
  stop(): Promise<void>;
}

/** The wait before retry number `attempt` (1-based): base, 2×base, 4×base… capped. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs);
}

/**
 * Sends outbox messages one at a time, in the server process. A message is marked sent
 * only after the transport accepted it; a failure is retried with exponential backoff and
 * after the last attempt kept as failed, never dropped. State lives in the database, so a
 * restart resumes where the last process stopped.
 */
export function startOutboxDrain(
  db: Database,
  transport: MailTransport,
  log: Logger,
  options: DrainOptions,
): OutboxDrain {
  const pollMs = options.pollMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60 * 1000;
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

  async function deliver() {
    const now = new Date();
    const message = nextDueMessage(db, now.toISOString());
    if (!message) return false;
    try {
      await transport.send(message, options.from);
      markSent(db, message.id, new Date().toISOString());
      log.info("outbox.sent", {
        outboxId: message.id,
        kind: message.kind,
        attempt: message.attempts + 1,
      });
    } catch (error) {
      const attempt = message.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempt >= options.maxAttempts
          ? null
          : new Date(
              Date.now() + retryDelay(attempt, options.retryBaseMs, maxDelayMs),
            ).toISOString();
      markAttemptFailed(db, message.id, reason, retryAt);
      log.warn(retryAt ? "outbox.retry" : "outbox.failed", {
        outboxId: message.id,
        kind: message.kind,
        attempt,
        retryAt,
        error: reason,
      });
    }
    return true;
  }

  const resumed = makePendingDue(db, new Date().toISOString());
  if (resumed > 0) log.info("outbox.resumed", { pending: resumed });

  const running = (async () => {
    while (!stopped) {
      let worked = false;
      try {
        worked = await deliver();
      } catch (error) {
        log.error("outbox.error", {
          error: error instanceof Error ? error.message : String(error),
        });
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
