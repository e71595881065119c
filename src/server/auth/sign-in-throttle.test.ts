// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./sign-in-throttle.ts";

const MINUTE = 60_000;
const limits = { windowMs: 15 * MINUTE, perAccount: 3, perAddress: 5 };

describe("SignInThrottle", () => {
  it("locks an account after its limit of failures, whatever the address", () => {
    const throttle = new SignInThrottle(limits);
    const now = 1_000_000;
    ["198.51.100.1", "198.51.100.2", "198.51.100.3"].forEach((address) =>
      throttle.recordFailure("Office@Example.com", address, now),
    );
    expect(throttle.check("office@example.com", "203.0.113.9", now)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
    expect(throttle.check("other@example.com", "203.0.113.9", now).allowed).toBe(true);
  });

  it("locks an address after its limit of failures, whatever the account", () => {
    const throttle = new SignInThrottle(limits);
    for (let index = 0; index < 5; index++)
      throttle.recordFailure(`guess${index}@example.com`, "203.0.113.9", 0);
    expect(throttle.check("new@example.com", "203.0.113.9", 0).allowed).toBe(false);
    expect(throttle.check("new@example.com", "198.51.100.1", 0).allowed).toBe(true);
  });

  it("lets the account in again once the failures leave the window", () => {
    const throttle = new SignInThrottle(limits);
    throttle.recordFailure("a@example.com", "x", 0);
    throttle.recordFailure("a@example.com", "x", 5 * MINUTE);
    throttle.recordFailure("a@example.com", "x", 10 * MINUTE);
    expect(throttle.check("a@example.com", "y", 14 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(throttle.check("a@example.com", "y", 15 * MINUTE).allowed).toBe(true);
  });

  it("clears an account's failures on a successful sign-in", () => {
    const throttle = new SignInThrottle(limits);
    throttle.recordFailure("a@example.com", "x", 0);
    throttle.recordFailure("a@example.com", "x", 0);
    throttle.recordSuccess("A@example.com");
    throttle.recordFailure("a@example.com", "x", 0);
    expect(throttle.check("a@example.com", "x", 0).allowed).toBe(true);
  });
});
