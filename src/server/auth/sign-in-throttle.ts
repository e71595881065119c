import { RateLimiter } from "../spam/rate-limit.ts";

export interface ThrottleLimits {
  windowMs: number;
  /** Failures for one account from one client address before that pair is locked for the rest of the window */
  perPair: number;
  /** Failures from one client address, whatever the account, before the address is locked */
  perAddress: number;
  /** Failures for one account from all addresses before the account slows down (it never locks) */
  perAccountBeforeBackoff: number;
  /** While an account is slowed down, the least time between two attempts at it */
  backoffMs: number;
  /** How long a successful sign-in lets its (account, address) pair skip the back-off */
  trustedPairMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perPair: 5,
  perAddress: 20,
  perAccountBeforeBackoff: 20,
  backoffMs: 5000,
  trustedPairMs: 30 * 24 * 60 * 60 * 1000,
};

export interface ThrottleDecision {
  allowed: boolean;
  /** Seconds to wait before the next attempt may go ahead (0 when allowed) */
  retryAfterSeconds: number;
}

const account = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${account(email)}`;
const addressKey = (address: string) => `address:${address}`;
// JSON keeps "a@x" + "b" and "a" + "@xb" apart.
const pairKey = (email: string, address: string) =>
  `pair:${JSON.stringify([account(email), address])}`;

/**
 * Counts failed sign-ins over a sliding window, in memory (one server process), so that
 * guessing is slow while the owner of an account is never locked out by a stranger:
 *
 * - one account from one client address: locked after `perPair` failures, for that pair only;
 * - one client address, whatever the account: locked after `perAddress` failures;
 * - one account from every address (a guesser with many addresses): after
 *   `perAccountBeforeBackoff` failures only slowed down, to one attempt per `backoffMs`.
 *
 * A lock on the account itself would let anyone keep its owner out by guessing badly. The
 * back-off alone could too: a stranger polling from many addresses would take every slot.
 * So a pair that has signed in before (the owner's office or home address) skips the
 * account's back-off for `trustedPairMs`; only the pair and address limits apply to it.
 */
export class SignInThrottle {
  private readonly failures: RateLimiter;
  /** Attempts let through while an account is slowed down: one per back-off period. */
  private readonly backoffSlots: RateLimiter;
  /** (account, address) pairs that signed in within `trustedPairMs` */
  private readonly trustedPairs: RateLimiter;
  private readonly limits: ThrottleLimits;

  constructor(limits: ThrottleLimits = defaultThrottleLimits) {
    this.limits = limits;
    this.failures = new RateLimiter(limits.windowMs);
    this.backoffSlots = new RateLimiter(limits.backoffMs);
    this.trustedPairs = new RateLimiter(limits.trustedPairMs);
  }

  /**
   * Whether a sign-in attempt may go ahead now. While the account is slowed down, an
   * allowed attempt takes the account's slot, so parallel guesses cannot share one.
   */
  check(email: string, address: string, now = Date.now()): ThrottleDecision {
    const trusted = this.trustedPairs.recent(pairKey(email, address), now).length > 0;
    const waits = [
      this.lockedFor(pairKey(email, address), this.limits.perPair, now),
      this.lockedFor(addressKey(address), this.limits.perAddress, now),
      trusted ? 0 : this.backoffFor(accountKey(email), now),
    ];
    const retryAfterSeconds = Math.max(0, ...waits);
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    if (!trusted && this.slowedDown(accountKey(email), now))
      this.backoffSlots.hit(accountKey(email), now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    this.failures.hit(pairKey(email, address), now);
    this.failures.hit(addressKey(address), now);
    this.failures.hit(accountKey(email), now);
  }

  /**
   * A correct password clears the account's failures and those of its pair with this
   * address; the address's count stays, so it cannot be reset with an account of one's own.
   */
  recordSuccess(email: string, address: string, now = Date.now()): void {
    this.trustedPairs.forget(pairKey(email, address));
    this.trustedPairs.hit(pairKey(email, address), now);
    this.failures.forget(pairKey(email, address));
    this.failures.forget(accountKey(email));
    this.backoffSlots.forget(accountKey(email));
  }

  private lockedFor(key: string, limit: number, now: number): number {
    const recent = this.failures.recent(key, now);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit] ?? now;
    return secondsUntil(oldestCounted + this.limits.windowMs, now);
  }

  private slowedDown(key: string, now: number): boolean {
    return this.failures.recent(key, now).length >= this.limits.perAccountBeforeBackoff;
  }

  private backoffFor(key: string, now: number): number {
    if (!this.slowedDown(key, now)) return 0;
    const lastFailure = this.failures.recent(key, now).at(-1) ?? 0;
    const lastSlot = this.backoffSlots.recent(key, now).at(-1) ?? 0;
    const nextAllowed = Math.max(lastFailure, lastSlot) + this.limits.backoffMs;
    return nextAllowed > now ? secondsUntil(nextAllowed, now) : 0;
  }
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/**
 * What a throttled sign-in answers, in minutes or, for a short back-off, seconds.
 *
 * @example throttledMessage(90) // "Too many failed sign-in attempts. Please wait 2 minutes and try again."
 * @example throttledMessage(4) // "Too many failed sign-in attempts. Please wait 4 seconds and try again."
 */
export function throttledMessage(retryAfterSeconds: number): string {
  const [count, unit] =
    retryAfterSeconds < 60
      ? [retryAfterSeconds, "second"]
      : [Math.ceil(retryAfterSeconds / 60), "minute"];
  return `Too many failed sign-in attempts. Please wait ${count} ${unit}${count === 1 ? "" : "s"} and try again.`;
}
