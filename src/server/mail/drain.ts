import type { Db } from "../tables.ts";
import {
  claimNextDue,
  makePendingDue,
  markAttemptFailed,
  markSent,
  markWithheld,
  type OutboxMessage,
} from "./outbox-repo.ts";
import { anyOptedOut } from "./opt-out-repo.ts";
import { attachmentsOf } from "./outbox-attachment-repo.ts";
import type { Logger } from "../log.ts";
import { renewLease } from "../db/leased-queue.ts";
import {
  DEFAULT_LEASE_MS,
  messageOf,
  startLeasedDrain,
  type LeasedDrain,
} from "../queue/leased-drain.ts";
import { afterFailedAttempt, retryPolicy } from "../queue/retry-policy.ts";
import type { MailTransport } from "./transport.ts";
import { MESSAGE_KINDS } from "./message-kinds.ts";

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
   * How long a claim holds a message without news from its sender: renewed while the send
   * runs, so a slow SMTP server keeps it, and a killed process's message is taken over
   * this long after.
   */
  leaseMs?: number;
  /** How often an office notification kept as failed is tried again. */
  failedRetryMs?: number;
}

export type OutboxDrain = LeasedDrain;

export { retryDelay } from "../queue/retry-policy.ts";

/** Thrown when a message went out but the database would not record it. */
class BookkeepingFailed extends Error {
  override name = "BookkeepingFailed";
  readonly sent: OutboxMessage;

  constructor(sent: OutboxMessage, cause: unknown) {
    super(messageOf(cause));
    this.sent = sent;
  }
}

/**
 * What sending a message came to: accepted by the transport, withheld since its recipient
 * unsubscribed from its kind, or the error it failed with.
 */
type SendResult = { ok: true } | { ok: "withheld" } | { ok: false; error: unknown };

const WITHHELD_REASON = "not sent: the recipient unsubscribed from this kind of email";

/** A message's lane: its priority and id, so each send has its own and lanes count by priority. */
const laneOf = (message: OutboxMessage) => `${MESSAGE_KINDS[message.kind].priority}:${message.id}`;

/**
 * Sends outbox messages, as many at once as the transport has connections, in the server
 * process, on the leased drain
 * (queue/leased-drain.ts): each message is claimed before it is sent (state `sending` with
 * a lease), so two processes on one database never send it both, and one killed mid-send
 * leaves it to be taken over once its lease, no longer renewed, runs out. A message is marked sent only after
 * the transport accepted it; a failure is retried with exponential backoff and after the
 * last attempt kept as failed, never dropped. When the database will not record a send,
 * the drain stops rather than risk sending again: the message's fixed Message-ID lets mail
 * clients fold the one duplicate a later, healthy process may send.
 *
 * The office's mail goes first (mail/message-kinds.ts): the claim takes it before any
 * homeowner mail due, and homeowner mail never fills the last free connection, so a new
 * lead's notification starts at once even behind a backlog of slow receipts.
 */
export function startOutboxDrain(
  db: Db,
  transport: MailTransport,
  log: Logger,
  options: DrainOptions,
): OutboxDrain {
  const policy = retryPolicy(options);
  const connections = transport.connections ?? 1;

  async function recordFailure(message: OutboxMessage, error: unknown) {
    const attempt = message.attempts + 1;
    const reason = messageOf(error);
    // The office must hear of every lead, so its notification is never abandoned.
    const { state, retryAt } = afterFailedAttempt(attempt, policy, message.kind === "notification");
    await markAttemptFailed(db, message.id, reason, retryAt, state);
    log.warn(state === "failed" ? "outbox.failed" : "outbox.retry", {
      outboxId: message.id,
      kind: message.kind,
      attempt,
      retryAt,
      error: reason,
    });
  }

  async function send(message: OutboxMessage): Promise<SendResult> {
    try {
      // Read at send time, so an unsubscribe also stops what was queued before it.
      if (
        MESSAGE_KINDS[message.kind].optOut &&
        (await anyOptedOut(db, message.recipients, message.kind))
      )
        return { ok: "withheld" };
      // Photos are read only now, one message at a time, not kept in the outbox row.
      message.mailAttachments = await attachmentsOf(db, message.id);
      await transport.send(message, options.from);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }

  async function record(message: OutboxMessage, result: SendResult) {
    if (result.ok === false) return recordFailure(message, result.error);
    if (result.ok === "withheld") {
      await markWithheld(db, message.id, WITHHELD_REASON);
      log.info("outbox.withheld", { outboxId: message.id, kind: message.kind });
      return;
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
  }

  function stopsOn(error: unknown): boolean {
    if (!(error instanceof BookkeepingFailed)) return false;
    // Going on could send this message again, or others into the same broken
    // bookkeeping. It stays `sending`; after a restart with a writable database its
    // lease runs out and it is sent once more, folded by its Message-ID.
    log.error("outbox.bookkeeping_failed", {
      outboxId: error.sent.id,
      kind: error.sent.kind,
      error: error.message,
      action: "sending stopped; restart the server once the database accepts writes",
    });
    return true;
  }

  return startLeasedDrain(
    {
      event: "outbox",
      makeDue: (now) => makePendingDue(db, now),
      claim: (now, leaseUntil, busyLanes) => {
        const homeowner = busyLanes.filter((lane) => lane.startsWith("homeowner:")).length;
        const officeOnly = connections > 1 && homeowner >= connections - 1;
        return claimNextDue(db, now, leaseUntil, { officeOnly });
      },
      laneOf,
      renewLease: (message, heldUntil, leaseUntil) =>
        renewLease(db, "outbox", message.id, heldUntil, leaseUntil),
      send,
      record,
      stopsOn,
    },
    log,
    {
      pollMs: options.pollMs,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      lanes: connections,
    },
  );
}
