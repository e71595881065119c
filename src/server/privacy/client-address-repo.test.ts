// @vitest-environment node
import { describe, expect, it } from "vitest";
import { eraseClientAddressesBefore } from "./client-address-repo.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-07-15T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

describe.each(engines)("erasing old client addresses on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("blanks the address and browser of staff sessions started before the cutoff", async () => {
    const { db } = database;
    const at = daysAgo(60);
    await db
      .insertInto("user")
      .values({
        id: "u1",
        name: "Office",
        email: "office@example.com",
        emailVerified: false,
        image: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    for (const days of [40, 2])
      await db
        .insertInto("session")
        .values({
          id: `s${days}`,
          token: `t${days}`,
          userId: "u1",
          createdAt: daysAgo(days),
          updatedAt: daysAgo(days),
          expiresAt: daysAgo(days - 7),
          ipAddress: "203.0.113.7",
          userAgent: "Mozilla/5.0 (iPhone)",
        })
        .execute();

    await eraseClientAddressesBefore(db, daysAgo(30));
    await eraseClientAddressesBefore(db, daysAgo(30));

    const sessions = await db
      .selectFrom("session")
      .select(["id", "ipAddress", "userAgent"])
      .orderBy("id")
      .execute();
    expect(sessions).toEqual([
      { id: "s2", ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone)" },
      { id: "s40", ipAddress: null, userAgent: null },
    ]);
  });
});
