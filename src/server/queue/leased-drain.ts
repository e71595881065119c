import type { Logger } from "../log.ts";

/** A drain of a leased queue (the email outbox, the deliveries). */
export interface LeasedDrain {
  /** Look for work now (called right after an item is queued). */
  wake(): void;
  /** Stops after the item being sent, if any; resolves when idle. */
  stop(): Promise<void>;
}

/**
 * What one queue plugs into the drain: how it claims, sends and records an item. The
 * drain runs claim → send → record, one item at a time.
 */
export interface LeasedWork<Item, Answer> {
  /** The prefix of the drain's log events: `<event>.resumed`, `<event>.error`. */
  event: string;
  /** Makes every waiting item due now (at start-up); returns how many. */
  makeDue(now: string): Promise<number>;
  /** Claims the oldest due item until `leaseUntil`, or none. */
  claim(now: string, leaseUntil: string): Promise<Item | undefined>;
  /** Sends the item; a failure the queue retries is an answer, not a throw. */
  send(item: Item): Promise<Answer>;
  /** Records the answer on the item it still holds. */
  record(item: Item, answer: Answer): Promise<void>;
  /**
   * A claim, send or record threw. Return true to stop the drain (the queue logs why);
   * otherwise the error is logged as `<event>.error` and the drain goes on, leaving the
   * item's lease to run out.
   */
  stopsOn?(error: unknown): boolean;
}

export interface LeasedDrainOptions {
  /** How often to look for due items when nothing wakes the drain (1 s when not given). */
  pollMs?: number | undefined;
  /** How long a claimed item is ours: longer than the slowest send. */
  leaseMs: number;
}

/** How a queue retries: exponential backoff, then a long interval once failed. */
export interface RetryPolicy {
  /** Delay before the first retry; each later retry waits twice as long. */
  retryBaseMs: number;
  /** After this many failed attempts an item is kept as failed. */
  maxAttempts: number;
  /** Longest wait between two retries. */
  maxDelayMs: number;
  /** How often an item kept as failed is tried again, when it keeps trying. */
  failedRetryMs: number;
}

const HOUR = 60 * 60 * 1000;

/** A queue's retry settings, the longest backoff and the failed interval an hour when not given. */
export function retryPolicy(options: {
  retryBaseMs: number;
  maxAttempts: number;
  maxDelayMs?: number | undefined;
  failedRetryMs?: number | undefined;
}): RetryPolicy {
  return {
    retryBaseMs: options.retryBaseMs,
    maxAttempts: options.maxAttempts,
    maxDelayMs: options.maxDelayMs ?? HOUR,
    failedRetryMs: options.failedRetryMs ?? HOUR,
  };
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The wait before retry number `attempt` (1-based): base, 2×base, 4×base… capped. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs);
}

/**
 * After failed attempt `attempt` (1-based): `failed` once attempts are exhausted, else
 * `pending`; and when it is tried again, or null when a failed item is left to staff
 * (`keepsTrying` false).
 */
export function afterFailedAttempt(
  attempt: number,
  policy: RetryPolicy,
  keepsTrying: boolean,
): { state: "pending" | "failed"; retryAt: string | null } {
  const exhausted = attempt >= policy.maxAttempts;
  const delay = !exhausted
    ? retryDelay(attempt, policy.retryBaseMs, policy.maxDelayMs)
    : keepsTrying
      ? policy.failedRetryMs
      : null;
  return {
    state: exhausted ? "failed" : "pending",
    retryAt: delay === null ? null : new Date(Date.now() + delay).toISOString(),
  };
}

/**
 * Runs a leased queue in this process: makes waiting items due, then claims, sends and
 * records one item at a time, waiting `pollMs` (or a wake) when nothing is due. Each item
 * is claimed with a lease first, so instances on one database never send it both, and
 * one killed mid-send leaves it to be taken over once the lease runs out.
 */
export function startLeasedDrain<Item, Answer>(
  work: LeasedWork<Item, Answer>,
  log: Logger,
  options: LeasedDrainOptions,
): LeasedDrain {
  const pollMs = options.pollMs ?? 1000;
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

  async function resume() {
    try {
      const resumed = await work.makeDue(new Date().toISOString());
      if (resumed > 0) log.info(`${work.event}.resumed`, { pending: resumed });
    } catch (error) {
      log.error(`${work.event}.error`, { error: messageOf(error) });
    }
  }

  async function next(): Promise<boolean> {
    const now = Date.now();
    const item = await work.claim(
      new Date(now).toISOString(),
      new Date(now + options.leaseMs).toISOString(),
    );
    if (item === undefined) return false;
    await work.record(item, await work.send(item));
    return true;
  }

  const running = (async () => {
    await resume();
    while (!stopped) {
      let worked = false;
      try {
        worked = await next();
      } catch (error) {
        if (work.stopsOn?.(error)) {
          stopped = true;
          break;
        }
        log.error(`${work.event}.error`, { error: messageOf(error) });
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
