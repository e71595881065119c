import { RateLimiter } from "../spam/rate-limit.ts";

export interface ThrottleLimits {
  windowMs: number;
  /** Failed sign-ins for one account in the window before it is locked for the rest of it */
  perAccount: number;
  /** Failed sign-ins from one client address in the window, whatever the account */
  perAddress: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
};

export interface ThrottleDecision {
  allowed: boolean;
  /** Seconds until the oldest counted failure leaves the window */
  retryAfterSeconds: number;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts failed sign-ins per account (email) and per client address over a sliding
 * window, in memory (one server process). Guessing one password from many addresses is
 * stopped by the account count; trying many accounts from one address by the address count.
 */
export class SignInThrottle {
  private readonly failures: RateLimiter;
  private readonly limits: ThrottleLimits;

  constructor(limits: ThrottleLimits = defaultThrottleLimits) {
    this.limits = limits;
    this.failures = new RateLimiter(limits.windowMs);
  }

  check(email: string, address: string, now = Date.now()): ThrottleDecision {
    const blockers = [
      this.blockedFor(accountKey(email), this.limits.perAccount, now),
      this.blockedFor(addressKey(address), this.limits.perAddress, now),
    ];
    const retryAfterSeconds = Math.max(0, ...blockers);
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    this.failures.hit(accountKey(email), now);
    this.failures.hit(addressKey(address), now);
  }

  /** A correct password clears the account's failures (not the address's). */
  recordSuccess(email: string): void {
    this.failures.forget(accountKey(email));
  }

  private blockedFor(key: string, limit: number, now: number): number {
    const recent = this.failures.recent(key, now);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit] ?? now;
    return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - now) / 1000));
  }
}
