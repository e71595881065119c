// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SignInThrottle, throttledMessage, type ThrottleLimits } from "./sign-in-throttle.ts";

const MINUTE = 60_000;
const limits: ThrottleLimits = {
  windowMs: 15 * MINUTE,
  perPair: 3,
  perAddress: 5,
  perAccountBeforeBackoff: 6,
  backoffMs: 5000,
  trustedPairMs: 30 * 24 * 60 * MINUTE,
};
const OWNER = "198.51.100.10";
const STRANGER = "203.0.113.66";

describe("SignInThrottle, per account and address", () => {
  it("locks one account from one address after its failures, for that pair only", () => {
    const throttle = new SignInThrottle(limits);
    for (let index = 0; index < 3; index++)
      throttle.recordFailure("Office@Example.com", STRANGER, 0);
    expect(throttle.check("office@example.com", STRANGER, 0)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
    expect(throttle.check("office@example.com", OWNER, 0).allowed).toBe(true);
    expect(throttle.check("other@example.com", STRANGER, 0).allowed).toBe(true);
  });

  it("lets the pair in again once its failures leave the window", () => {
    const throttle = new SignInThrottle(limits);
    throttle.recordFailure("a@example.com", STRANGER, 0);
    throttle.recordFailure("a@example.com", STRANGER, 5 * MINUTE);
    throttle.recordFailure("a@example.com", STRANGER, 10 * MINUTE);
    expect(throttle.check("a@example.com", STRANGER, 14 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(throttle.check("a@example.com", STRANGER, 15 * MINUTE).allowed).toBe(true);
  });

  it("clears the pair's and the account's failures on a correct password", () => {
    const throttle = new SignInThrottle(limits);
    throttle.recordFailure("a@example.com", OWNER, 0);
    throttle.recordFailure("a@example.com", OWNER, 0);
    throttle.recordSuccess("A@example.com", OWNER);
    throttle.recordFailure("a@example.com", OWNER, 0);
    expect(throttle.check("a@example.com", OWNER, 0).allowed).toBe(true);
  });
});

describe("SignInThrottle, per address", () => {
  it("locks an address after its failures, whatever the account", () => {
    const throttle = new SignInThrottle(limits);
    for (let index = 0; index < 5; index++)
      throttle.recordFailure(`guess${index}@example.com`, STRANGER, 0);
    expect(throttle.check("new@example.com", STRANGER, 0).allowed).toBe(false);
    expect(throttle.check("new@example.com", OWNER, 0).allowed).toBe(true);
  });

  it("keeps the address's count when it signs in to an account of its own", () => {
    const throttle = new SignInThrottle(limits);
    for (let index = 0; index < 5; index++)
      throttle.recordFailure(`guess${index}@example.com`, STRANGER, 0);
    throttle.recordSuccess("mine@example.com", STRANGER);
    expect(throttle.check("guess9@example.com", STRANGER, 0).allowed).toBe(false);
  });
});

describe("SignInThrottle, per account from many addresses", () => {
  const guessFromManyAddresses = (throttle: SignInThrottle, count: number, at: number) => {
    for (let index = 0; index < count; index++)
      throttle.recordFailure("office@example.com", `192.0.2.${index}`, at);
  };

  it("only slows the account down: one attempt per back-off period, never a long lock", () => {
    const throttle = new SignInThrottle(limits);
    guessFromManyAddresses(throttle, 6, 0);
    expect(throttle.check("office@example.com", OWNER, 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 4,
    });
    expect(throttle.check("office@example.com", OWNER, 5000).allowed).toBe(true);
    // That attempt took the slot, so a parallel one waits for the next.
    expect(throttle.check("office@example.com", "192.0.2.200", 5000).allowed).toBe(false);
    expect(throttle.check("office@example.com", "192.0.2.200", 10_000).allowed).toBe(true);
    expect(throttle.check("other@example.com", OWNER, 1000).allowed).toBe(true);
  });

  it("lets the owner in from their own address after a stranger's 100 guesses", () => {
    const oneAddress = new SignInThrottle(limits);
    for (let index = 0; index < 100; index++) {
      if (oneAddress.check("office@example.com", STRANGER, index * 1000).allowed)
        oneAddress.recordFailure("office@example.com", STRANGER, index * 1000);
    }
    expect(oneAddress.check("office@example.com", OWNER, 100_000).allowed).toBe(true);

    const manyAddresses = new SignInThrottle(limits);
    guessFromManyAddresses(manyAddresses, 100, 0);
    expect(manyAddresses.check("office@example.com", OWNER, 5000).allowed).toBe(true);
  });

  it("lets an address that signed in before skip the back-off, while strangers poll for every slot", () => {
    const throttle = new SignInThrottle(limits);
    throttle.recordSuccess("office@example.com", OWNER, 0);
    guessFromManyAddresses(throttle, 6, 1000);
    // A stranger on a fresh address asks every 100 ms and takes each slot as it opens…
    let strangerTurns = 0;
    for (let now = 1000; now < 60_000; now += 100) {
      const stranger = `192.0.2.${(now / 100) % 250}`;
      if (throttle.check("office@example.com", stranger, now).allowed) {
        strangerTurns++;
        throttle.recordFailure("office@example.com", stranger, now);
      }
      // …and the owner, from the address they signed in from before, is never made to wait.
      if (now % 2000 === 0)
        expect(throttle.check("office@example.com", OWNER, now).allowed).toBe(true);
    }
    expect(strangerTurns).toBeLessThanOrEqual(12);
  });

  it("ends the back-off once the owner signs in", () => {
    const throttle = new SignInThrottle(limits);
    guessFromManyAddresses(throttle, 6, 0);
    throttle.recordSuccess("office@example.com", OWNER);
    expect(throttle.check("office@example.com", "192.0.2.1", 0).allowed).toBe(true);
  });
});

describe("throttledMessage", () => {
  it("says seconds for a back-off and minutes for a lock", () => {
    expect(throttledMessage(1)).toBe(
      "Too many failed sign-in attempts. Please wait 1 second and try again.",
    );
    expect(throttledMessage(4)).toMatch(/wait 4 seconds/);
    expect(throttledMessage(60)).toMatch(/wait 1 minute and/);
    expect(throttledMessage(15 * 60)).toMatch(/wait 15 minutes/);
  });
});
