// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  defaultThrottleLimits,
  SignInThrottle,
  throttledMessage,
  type ThrottleLimits,
} from "./sign-in-throttle.ts";

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

describe.each(engines)("on %s", (engine) => {
  const database = useTestDatabase(engine);

  describe("SignInThrottle, per account and address", () => {
    it("locks one account from one address after its failures, for that pair only", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      for (let index = 0; index < 3; index++)
        await throttle.recordFailure("Office@Example.com", STRANGER, 0);
      expect(await throttle.check("office@example.com", STRANGER, 0)).toEqual({
        allowed: false,
        retryAfterSeconds: 15 * 60,
      });
      expect((await throttle.check("office@example.com", OWNER, 0)).allowed).toBe(true);
      expect((await throttle.check("other@example.com", STRANGER, 0)).allowed).toBe(true);
    });

    it("lets the pair in again once its failures leave the window", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await throttle.recordFailure("a@example.com", STRANGER, 0);
      await throttle.recordFailure("a@example.com", STRANGER, 5 * MINUTE);
      await throttle.recordFailure("a@example.com", STRANGER, 10 * MINUTE);
      expect((await throttle.check("a@example.com", STRANGER, 15 * MINUTE)).allowed).toBe(true);
    });

    it("counts a refused attempt against the address, so polling gets the address locked", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      for (let index = 0; index < 3; index++)
        await throttle.recordFailure("a@example.com", STRANGER, 0);
      // Two polls at the locked pair make the address's fifth and sixth attempt…
      expect((await throttle.check("a@example.com", STRANGER, MINUTE)).allowed).toBe(false);
      expect((await throttle.check("a@example.com", STRANGER, MINUTE)).allowed).toBe(false);
      // …so the address is locked for every account, which its 3 failures alone would not do.
      expect(await throttle.check("b@example.com", STRANGER, MINUTE)).toEqual({
        allowed: false,
        retryAfterSeconds: 14 * 60,
      });
    });

    it("clears the pair's and the account's failures on a correct password", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await throttle.recordFailure("a@example.com", OWNER, 0);
      await throttle.recordFailure("a@example.com", OWNER, 0);
      await throttle.recordSuccess("A@example.com", OWNER, 0);
      await throttle.recordFailure("a@example.com", OWNER, 0);
      expect((await throttle.check("a@example.com", OWNER, 0)).allowed).toBe(true);
    });
  });

  describe("SignInThrottle, per address", () => {
    it("locks an address after its failures, whatever the account", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      for (let index = 0; index < 5; index++)
        await throttle.recordFailure(`guess${index}@example.com`, STRANGER, 0);
      expect((await throttle.check("new@example.com", STRANGER, 0)).allowed).toBe(false);
      expect((await throttle.check("new@example.com", OWNER, 0)).allowed).toBe(true);
    });

    it("keeps the address's count when it signs in to an account of its own", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      for (let index = 0; index < 5; index++)
        await throttle.recordFailure(`guess${index}@example.com`, STRANGER, 0);
      await throttle.recordSuccess("mine@example.com", STRANGER, 0);
      expect((await throttle.check("guess9@example.com", STRANGER, 0)).allowed).toBe(false);
    });
  });

  describe("SignInThrottle, per account from many addresses", () => {
    const guessFromManyAddresses = async (throttle: SignInThrottle, count: number, at: number) => {
      for (let index = 0; index < count; index++)
        await throttle.recordFailure("office@example.com", `192.0.2.${index}`, at);
    };

    it("only slows the account down: one attempt per back-off period, never a long lock", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await guessFromManyAddresses(throttle, 6, 0);
      expect(await throttle.check("office@example.com", "192.0.2.1", 1000)).toEqual({
        allowed: false,
        retryAfterSeconds: 4,
      });
      expect((await throttle.check("office@example.com", "192.0.2.2", 5000)).allowed).toBe(true);
      // That attempt took the slot, so a parallel one waits for the next.
      expect((await throttle.check("office@example.com", "192.0.2.3", 5000)).allowed).toBe(false);
      expect((await throttle.check("office@example.com", "192.0.2.3", 10_000)).allowed).toBe(true);
      expect((await throttle.check("other@example.com", "192.0.2.1", 1000)).allowed).toBe(true);
    });

    it("checks the password from an address with no failure at once, however slowed down the account", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await guessFromManyAddresses(throttle, 6, 0);
      expect((await throttle.check("office@example.com", OWNER, 1000)).allowed).toBe(true);
      expect((await throttle.check("office@example.com", STRANGER, 1000)).allowed).toBe(true);
      // One wrong password, and that address waits for the back-off like the others.
      await throttle.recordFailure("office@example.com", STRANGER, 1000);
      expect(await throttle.check("office@example.com", STRANGER, 2000)).toEqual({
        allowed: false,
        retryAfterSeconds: 4,
      });
    });

    it("lets the owner in from a new address while 40 addresses guess every 3 seconds", async () => {
      const throttle = new SignInThrottle(database.db, defaultThrottleLimits);
      const attackers = Array.from({ length: 40 }, (_, index) => `192.0.2.${index + 1}`);
      let strangerTurns = 0;
      // Each address guesses every 3 s, the 40 spread evenly (one every 75 ms), for a minute.
      for (let now = 0; now < 60_000; now += 75) {
        const stranger = attackers[(now / 75) % 40]!;
        if ((await throttle.check("office@example.com", stranger, now)).allowed) {
          strangerTurns++;
          await throttle.recordFailure("office@example.com", stranger, now);
        }
      }
      // The owner, on a phone network never used before, gets in at the first attempt…
      expect((await throttle.check("office@example.com", "198.51.100.77", 60_000)).allowed).toBe(
        true,
      );
      // …while the strangers had one guess from each address, then at most one per 5 s;
      // polling got each address locked after 20 attempts.
      expect(strangerTurns).toBeLessThanOrEqual(40 + 60 / 5);
      expect((await throttle.check("office@example.com", attackers[0]!, 60_000)).allowed).toBe(
        false,
      );
    }, 30_000);

    /**
     * The attack of issue 19: 25 wrong guesses, then one every 150 ms, each from `guesser(n)`;
     * the owner, from a never-used address, tries the right password every 3 s from the start.
     * The owner's answers, up to the one that let them in.
     */
    const ownerUnderAttack = async (guesser: (guess: number) => string) => {
      const throttle = new SignInThrottle(database.db, defaultThrottleLimits);
      for (let guess = 0; guess < 25; guess++)
        await throttle.recordFailure("office@example.com", guesser(guess), -1000);
      const ownerAnswers = [];
      for (let guess = 25, now = 0; now < 30_000; guess++, now += 150) {
        if ((await throttle.check("office@example.com", guesser(guess), now)).allowed)
          await throttle.recordFailure("office@example.com", guesser(guess), now);
        if (now % 3000 !== 0) continue;
        const answer = await throttle.check("office@example.com", "198.51.100.77", now);
        ownerAnswers.push(answer);
        if (answer.allowed) break;
      }
      return ownerAnswers;
    };

    it.each([
      ["a new address for each guess", (guess: number) => `10.${guess >> 8}.${guess & 255}.1`],
      ["40 addresses, each every 6 s", (guess: number) => `192.0.2.${guess % 40}`],
    ])(
      "lets the owner in at once from a new address while strangers guess from %s",
      async (_, guesser) => {
        const ownerAnswers = await ownerUnderAttack(guesser);
        expect(ownerAnswers.length).toBeLessThanOrEqual(2);
        expect(ownerAnswers.at(-1)?.allowed).toBe(true);
        for (const answer of ownerAnswers) expect(answer.retryAfterSeconds).toBeLessThan(60);
      },
      30_000,
    );

    it("lets the owner in from their own address after a stranger's 100 guesses from one address", async () => {
      const oneAddress = new SignInThrottle(database.db, limits);
      for (let index = 0; index < 100; index++) {
        if ((await oneAddress.check("office@example.com", STRANGER, index * 1000)).allowed)
          await oneAddress.recordFailure("office@example.com", STRANGER, index * 1000);
      }
      expect((await oneAddress.check("office@example.com", OWNER, 100_000)).allowed).toBe(true);
    });

    it("lets the owner in from their own address after 100 guesses from as many addresses", async () => {
      const manyAddresses = new SignInThrottle(database.db, limits);
      await guessFromManyAddresses(manyAddresses, 100, 0);
      expect((await manyAddresses.check("office@example.com", OWNER, 5000)).allowed).toBe(true);
    });

    it("lets an address that signed in before skip the back-off, while strangers poll for every slot", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await throttle.recordSuccess("office@example.com", OWNER, 0);
      await guessFromManyAddresses(throttle, 6, 1000);
      // Strangers on 250 addresses ask every 100 ms and take each slot as it opens…
      let strangerTurns = 0;
      for (let now = 1000; now < 60_000; now += 100) {
        const stranger = `192.0.2.${(now / 100) % 250}`;
        if ((await throttle.check("office@example.com", stranger, now)).allowed) {
          strangerTurns++;
          await throttle.recordFailure("office@example.com", stranger, now);
        }
        // …and the owner, from the address they signed in from before, is never made to wait.
        if (now % 2000 === 0)
          expect((await throttle.check("office@example.com", OWNER, now)).allowed).toBe(true);
      }
      // One from each of the 250 addresses, then one per 5 s from those that have failed.
      expect(strangerTurns).toBeLessThanOrEqual(250 + 60 / 5);
    }, 30_000);

    it("trusts a pair for no longer than trustedPairMs, then prunes its row", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await throttle.recordSuccess("office@example.com", OWNER, 0);
      const later = limits.trustedPairMs + 1000;
      await guessFromManyAddresses(throttle, 6, later);
      await throttle.recordFailure("office@example.com", OWNER, later);
      expect((await throttle.check("office@example.com", OWNER, later + 1000)).allowed).toBe(false);
      const keys = await database.db.selectFrom("rate_events").select("key").execute();
      expect(keys.map((row) => row.key)).not.toContain(
        `trusted:pair:${JSON.stringify(["office@example.com", OWNER])}`,
      );
    });

    it("ends the back-off once the owner signs in", async () => {
      const throttle = new SignInThrottle(database.db, limits);
      await guessFromManyAddresses(throttle, 6, 0);
      await throttle.recordSuccess("office@example.com", OWNER, 0);
      expect((await throttle.check("office@example.com", "192.0.2.1", 0)).allowed).toBe(true);
    });
  });

  describe("SignInThrottle on several instances", () => {
    const shared = useTestDatabase(engine, { shared: true });

    it("locks a pair after the failures counted on every instance together", async () => {
      const instances = [shared.db, (await shared.connect()).db, (await shared.connect()).db];
      const throttles = instances.map((db) => new SignInThrottle(db, limits));
      for (const throttle of throttles)
        await throttle.recordFailure("office@example.com", STRANGER, 0);
      for (const throttle of throttles)
        expect((await throttle.check("office@example.com", STRANGER, 0)).allowed).toBe(false);
    });

    it("lets a pair that signed in on one instance skip the back-off on another", async () => {
      const [one, two] = [shared.db, (await shared.connect()).db].map(
        (db) => new SignInThrottle(db, limits),
      );
      await one!.recordSuccess("office@example.com", OWNER, 0);
      for (let index = 0; index < 6; index++)
        await one!.recordFailure("office@example.com", `192.0.2.${index}`, 1000);
      expect((await two!.check("office@example.com", "192.0.2.1", 2000)).allowed).toBe(false);
      expect((await two!.check("office@example.com", OWNER, 2000)).allowed).toBe(true);
    });

    it("lets one of many instances at once take a slowed-down account's turn", async () => {
      const instances = [shared.db, (await shared.connect()).db, (await shared.connect()).db];
      const throttles = instances.map((db) => new SignInThrottle(db, limits));
      for (let index = 0; index < 6; index++)
        await throttles[0]!.recordFailure("office@example.com", `192.0.2.${index}`, 0);
      const decisions = await Promise.all(
        throttles.map((throttle, index) =>
          throttle.check("office@example.com", `192.0.2.${index}`, 5000),
        ),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(1);
      expect(decisions.filter((decision) => !decision.allowed)).toEqual([
        { allowed: false, retryAfterSeconds: 5 },
        { allowed: false, retryAfterSeconds: 5 },
      ]);
    });
  });
});

describe("throttledMessage", () => {
  it("says seconds for a back-off and minutes for a lock", async () => {
    expect(throttledMessage(1)).toBe(
      "Too many failed sign-in attempts. Please wait 1 second and try again.",
    );
    expect(throttledMessage(4)).toMatch(/wait 4 seconds/);
    expect(throttledMessage(60)).toMatch(/wait 1 minute and/);
    expect(throttledMessage(15 * 60)).toMatch(/wait 15 minutes/);
  });
});
