import { clearRateSlot, rateSlotFreeAt, takeRateSlot } from "../spam/rate-repo.ts";
import type { Db } from "../tables.ts";
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
/** The turn a slowed-down account's next attempt from an address that has failed takes. */
const slotKey = (email: string) => `sign-in-slot:${accountKey(email)}`;
// JSON keeps "a@x" + "b" and "a" + "@xb" apart.
const pairKey = (email: string, address: string) =>
  `pair:${JSON.stringify([account(email), address])}`;

/**
 * Counts failed sign-ins over a sliding window, in the database (shared by every
 * instance), so that guessing is slow while the owner of an account is never locked out
 * by a stranger:
 *
 * - one account from one client address: locked after `perPair` failures, for that pair only;
 * - one client address, whatever the account: locked after `perAddress` failures and
 *   refused attempts together, so polling for a turn gets the poller locked;
 * - one account from every address (a guesser with many addresses): after
 *   `perAccountBeforeBackoff` failures only slowed down, to one attempt per `backoffMs`
 *   from the addresses that have given a wrong password.
 *
 * A lock on the account itself would let anyone keep its owner out by guessing badly. The
 * back-off alone could too: without a device to tell them apart, a stranger's new address
 * and the owner on a new phone network look the same until the password is checked, and
 * strangers polling from many addresses would take every turn. So the back-off holds only
 * addresses that have given a wrong password in the window: an address with none has its
 * password checked at once. A refusal is not such a failure (it counts only toward the
 * address's limit), so the owner's own tries while refused can never turn into a lock-out.
 * And a pair that has signed in before (the owner's office or home address) skips the
 * back-off for `trustedPairMs`, stored as a row (scope "trusted") every instance sees.
 *
 * What that leaves a stranger with N addresses, per account and window: the
 * `perAccountBeforeBackoff` guesses, then one guess from each address never used to fail
 * (N in all, as fast as the password gate hashes them), then one per `backoffMs` shared
 * by all the addresses that have failed, each of those at most `perPair` guesses at this
 * account and `perAddress` attempts in all.
 */
export class SignInThrottle {
  readonly #db: Db;
  /** Wrong passwords, per pair, address and account */
  readonly #failures: RateLimiter;
  /** Attempts this throttle refused, per address only */
  readonly #refusals: RateLimiter;
  /** (account, address) pairs that signed in within `trustedPairMs` */
  readonly #trustedPairs: RateLimiter;
  readonly #limits: ThrottleLimits;

  constructor(db: Db, limits: ThrottleLimits = defaultThrottleLimits) {
    this.#db = db;
    this.#limits = limits;
    this.#failures = new RateLimiter(db, "sign-in-failure", limits.windowMs);
    this.#refusals = new RateLimiter(db, "sign-in-refused", limits.windowMs);
    this.#trustedPairs = new RateLimiter(db, "trusted", limits.trustedPairMs);
  }

  /**
   * Whether a sign-in attempt may go ahead now. While the account is slowed down, an
   * allowed attempt from an address that has failed takes the account's slot for the
   * back-off period, so parallel guesses, on this instance or another, cannot share one.
   * A trusted pair or an address with no failure neither waits for the back-off nor takes
   * the slot. A refused attempt is counted against its address.
   */
  async check(email: string, address: string, now = Date.now()): Promise<ThrottleDecision> {
    const [pair, addressFailures, addressRefusals, atAccount, trustedAt] = await Promise.all([
      this.#failures.recent(pairKey(email, address), now),
      this.#failures.recent(addressKey(address), now),
      this.#refusals.recent(addressKey(address), now),
      this.#failures.recent(accountKey(email), now),
      this.#trustedPairs.recent(pairKey(email, address), now),
    ]);
    const trusted = trustedAt.length > 0;
    const fresh = addressFailures.length === 0;
    const slowedDown =
      !trusted && !fresh && atAccount.length >= this.#limits.perAccountBeforeBackoff;
    const fromAddress = [...addressFailures, ...addressRefusals].sort((a, b) => a - b);
    const waits = [
      this.#lockedFor(pair, this.#limits.perPair, now),
      this.#lockedFor(fromAddress, this.#limits.perAddress, now),
      slowedDown ? waitFor((atAccount.at(-1) ?? now) + this.#limits.backoffMs, now) : 0,
    ];
    let retryAfterSeconds = Math.max(0, ...waits);
    if (retryAfterSeconds === 0 && slowedDown)
      retryAfterSeconds = await this.#takeTurn(slotKey(email), now);
    if (retryAfterSeconds === 0) return { allowed: true, retryAfterSeconds: 0 };
    await this.#refusals.hit(addressKey(address), now);
    return { allowed: false, retryAfterSeconds };
  }

  async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
    await this.#failures.hit(pairKey(email, address), now);
    await this.#failures.hit(addressKey(address), now);
    await this.#failures.hit(accountKey(email), now);
  }

  /** Takes a slowed-down account's turn in `slot`: 0, or the seconds until it is free. */
  async #takeTurn(slot: string, now: number): Promise<number> {
    const freeAt = now + this.#limits.backoffMs;
    if (await takeRateSlot(this.#db, slot, now, freeAt)) return 0;
    return secondsUntil((await rateSlotFreeAt(this.#db, slot)) ?? freeAt, now);
  }

  /**
   * A correct password clears the account's failures and those of its pair with this
   * address; the address's count stays, so it cannot be reset with an account of one's own.
   */
  async recordSuccess(email: string, address: string, now = Date.now()): Promise<void> {
    await this.#trustedPairs.forget(pairKey(email, address));
    await this.#trustedPairs.hit(pairKey(email, address), now);
    await this.#failures.forget(pairKey(email, address));
    await this.#failures.forget(accountKey(email));
    await clearRateSlot(this.#db, slotKey(email));
  }

  #lockedFor(recent: number[], limit: number, now: number): number {
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit] ?? now;
    return secondsUntil(oldestCounted + this.#limits.windowMs, now);
  }
}

/** Seconds until `time`, or 0 when it has come. */
const waitFor = (time: number, now: number) => (time > now ? secondsUntil(time, now) : 0);

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
