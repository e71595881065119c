import type { Db } from "../db/schema.ts";
import {
  claimNextDue,
  makePendingDue,
  markAttemptFailed,
  markSent,
  type OutboxMessage,
} from "../db/outbox-repo.ts";
import { attachmentsOf } from "../db/outbox-attachment-repo.ts";
import type { Logger } from "../log.ts";
import type { MailTransport } from "./transport.ts";

export interface DrainOptions {
  from: string;
  /** Delay before the first retry; each later retry waits twice as long. */
  retryBaseMs: number;
  /**
   * After this many failed attempts a message is kept as failed, for staff to retry. An
   * office notification is marked failed too but still retried every `failedRetryMs`.
   */
  maxAttempts: number;
  /** How often to look for due messages when nothing wakes the drain. */
  pollMs?: number;
  /** Longest wait between two retries. */
  maxDelayMs?: number;
  /**
   * How long a claimed message is ours. Longer than the slowest SMTP send (the transport
   * gives up within about a minute), so no other drain takes over a send still running.
   */
  leaseMs?: number;
  /** How often an office notification kept as failed is tried again. */
  failedRetryMs?: number;
}

export interface OutboxDrain {
  /** Look for work now (called right after a lead is stored). */
  wake(): void;
  /** Stops after the message being sent, if any; resolves when idle. */
  stop(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/** The wait before retry number `attempt` (1-based): base, 2×base, 4×base… capped. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs);
}

/** Thrown when a message went out but the database would not record it. */
class BookkeepingFailed extends Error {
  override name = "BookkeepingFailed";
  readonly sent: OutboxMessage;

  constructor(sent: OutboxMessage, cause: unknown) {
    super(messageOf(cause));
    this.sent = sent;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends outbox messages one at a time, in the server process. Each message is claimed
 * before it is sent (state `sending` with a lease), so two processes on one database
 * never send it both, and one killed mid-send leaves it to be taken over once the lease
 * runs out. A message is marked sent only after the transport accepted it; a failure is
 * retried with exponential backoff and after the last attempt kept as failed, never
 * dropped. When the database will not record a send, the drain stops rather than risk
 * sending again: the message's fixed Message-ID lets mail clients fold the one duplicate
 * a later, healthy process may send.
 */
export function startOutboxDrain(
  db: Db,
  transport: MailTransport,
  log: Logger,
  options: DrainOptions,
): OutboxDrain {
  const pollMs = options.pollMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? HOUR;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const failedRetryMs = options.failedRetryMs ?? HOUR;
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

  /** The wait before the next try after failed attempt `attempt`, or null to leave it to staff. */
  function delayAfter(message: OutboxMessage, attempt: number): number | null {
    if (attempt < options.maxAttempts) return retryDelay(attempt, options.retryBaseMs, maxDelayMs);
    // The office must hear of every lead, so its notification is never abandoned.
    return message.kind === "notification" ? failedRetryMs : null;
  }

  async function recordFailure(message: OutboxMessage, error: unknown) {
    const attempt = message.attempts + 1;
    const reason = messageOf(error);
    const exhausted = attempt >= options.maxAttempts;
    const delay = delayAfter(message, attempt);
    const retryAt = delay === null ? null : new Date(Date.now() + delay).toISOString();
    await markAttemptFailed(db, message.id, reason, retryAt, exhausted ? "failed" : "pending");
    log.warn(exhausted ? "outbox.failed" : "outbox.retry", {
      outboxId: message.id,
      kind: message.kind,
      attempt,
      retryAt,
      error: reason,
    });
  }

  async function deliver() {
    const now = Date.now();
    const message = await claimNextDue(
      db,
      new Date(now).toISOString(),
      new Date(now + leaseMs).toISOString(),
    );
    if (!message) return false;
    try {
      // Photos are read only now, one message at a time, not kept in the outbox row.
      message.mailAttachments = await attachmentsOf(db, message.id);
      await transport.send(message, options.from);
    } catch (error) {
      await recordFailure(message, error);
      return true;
    }
    try {
      await markSent(db, message.id, new Date().toISOString());
    } catch (error) {
      throw new BookkeepingFailed(message, error);
    }
    log.info("outbox.sent", {
      outboxId: message.id,
      kind: message.kind,
      attempt: message.attempts + 1,
    });
    return true;
  }

  async function resume() {
    try {
      const resumed = await makePendingDue(db, new Date().toISOString());
      if (resumed > 0) log.info("outbox.resumed", { pending: resumed });
    } catch (error) {
      log.error("outbox.error", { error: messageOf(error) });
    }
  }

  const running = (async () => {
    await resume();
    while (!stopped) {
      let worked = false;
      try {
        worked = await deliver();
      } catch (error) {
        if (error instanceof BookkeepingFailed) {
          // Going on could send this message again, or others into the same broken
          // bookkeeping. It stays `sending`; after a restart with a writable database its
          // lease runs out and it is sent once more, folded by its Message-ID.
          log.error("outbox.bookkeeping_failed", {
            outboxId: error.sent.id,
            kind: error.sent.kind,
            error: error.message,
            action: "sending stopped; restart the server once the database accepts writes",
          });
          stopped = true;
          break;
        }
        log.error("outbox.error", { error: messageOf(error) });
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
