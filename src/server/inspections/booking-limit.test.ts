// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BOOKINGS_PER_CLIENT } from "../../config/booking.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { bookDependencies, bookingRequest } from "../../test-support/inspection-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { bookAsVisitor } from "./book.ts";
import { placesTaken } from "./inspection-read-repo.ts";

// Tuesday 2026-12-01, 3 pm in Louisville; Wednesday's and Thursday's windows are offered.
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOWS = [
  "2026-12-02T08:00",
  "2026-12-02T10:00",
  "2026-12-02T13:00",
  "2026-12-02T15:00",
  "2026-12-03T08:00",
  "2026-12-03T10:00",
  "2026-12-03T13:00",
  "2026-12-03T15:00",
];
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(engines)("one client's bookings (%s)", (engine) => {
  const test = useTestDatabase(engine);

  /** Booking number `n` from `client`, each with contact details of its own. */
  const book = (n: number, client: string, at: Date) =>
    bookAsVisitor(
      bookDependencies(test.db),
      bookingRequest(WINDOWS[n % WINDOWS.length]!, at, {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: `(502) 555-02${String(10 + n)}`,
      }),
      { client, now: at },
    );
  const taken = async () =>
    [...(await placesTaken(test.db, WINDOWS)).values()].reduce((sum, count) => sum + count, 0);

  it("holds a place for the first ones an hour; past them a booking holds none and reaches the office as a call-back", async () => {
    for (let n = 0; n < BOOKINGS_PER_CLIENT.hour; n++)
      expect((await book(n, "198.51.100.7", minutes(n))).kind).toBe("booked");
    expect(await book(10, "198.51.100.7", minutes(5))).toEqual({
      kind: "refused",
      reason: "possible-spam",
    });
    expect(await taken()).toBe(BOOKINGS_PER_CLIENT.hour);
    const notifications = (await listMessages(test.db, ["pending"])).filter(
      (message) => message.kind === "notification" && !message.calendar,
    );
    expect(notifications.at(-1)?.subject).toMatch(/^Possible spam/);
    expect(notifications.at(-1)?.text).toContain("visitor10@example.com");
    // Another client books as before.
    expect((await book(11, "198.51.100.8", minutes(6))).kind).toBe("booked");
  });

  it("counts an IPv6 /64 as one client", async () => {
    for (let n = 0; n < BOOKINGS_PER_CLIENT.hour; n++)
      expect((await book(n, `2001:db8:1:2::${n + 1}`, minutes(n))).kind).toBe("booked");
    expect((await book(9, "2001:db8:1:2:ffff::9", minutes(4))).kind).toBe("refused");
  });

  it("limits a day as well as an hour", async () => {
    const client = "198.51.100.9";
    let booked = 0;
    // Two an hour never meets the hourly limit; the day's does.
    for (let n = 0; n < BOOKINGS_PER_CLIENT.day + 2; n++) {
      const outcome = await book(n, client, minutes(Math.floor(n / 2) * 61));
      if (outcome.kind === "booked") booked++;
    }
    expect(booked).toBe(BOOKINGS_PER_CLIENT.day);
  });

  it("counts a double click once", async () => {
    const client = "198.51.100.10";
    const first = await book(0, client, minutes(0));
    const again = await book(0, client, minutes(0));
    expect(again.kind === "booked" && first.kind === "booked" && again.duplicate).toBe(true);
    for (let n = 1; n < BOOKINGS_PER_CLIENT.hour; n++)
      expect((await book(n, client, minutes(n))).kind).toBe("booked");
  });

  it("stores the over-limit request as possible spam, for the office to judge", async () => {
    const client = "198.51.100.11";
    for (let n = 0; n <= BOOKINGS_PER_CLIENT.hour; n++) await book(n, client, minutes(n));
    const overLimit = BOOKINGS_PER_CLIENT.hour;
    const lead = await test.db
      .selectFrom("leads")
      .select(["status", "spam_reason"])
      .where("email", "=", `visitor${overLimit}@example.com`)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "spam", spam_reason: "rate-limit" });
  });
});
