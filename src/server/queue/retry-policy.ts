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
