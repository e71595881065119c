// @vitest-environment node
import { describe, expect, it } from "vitest";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { createPhotoLink, leadForPhotoLink } from "./photo-link-repo.ts";
import { countPhotos, insertPhotos, listPhotos, photoBytes, type NewPhoto } from "./photo-repo.ts";
import type { Db } from "../tables.ts";
import { budgetExceeded, spendBudget } from "./upload-budget.ts";
import { findLeadsForExport } from "../inbox/lead-admin-repo.ts";

const NOW = "2025-06-14T15:30:00.000Z";
const DAY = 24 * 60 * 60 * 1000;

const photo = (fileName: string, bytes: number[]): NewPhoto => ({
  fileName,
  width: 2048,
  height: 1536,
  data: Uint8Array.from(bytes),
  thumbWidth: 360,
  thumbHeight: 270,
  thumbData: Uint8Array.from([9, 9]),
});

const twoLeads = async (db: Db) => [
  await insertTestLead(db, testLead("Q-AAAA1111", { createdAt: NOW })),
  await insertTestLead(db, testLead("Q-BBBB2222", { createdAt: NOW })),
];

describe.each(engines)("photos on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("stores a lead's photos and gives back their bytes, thumbnails and summaries", async () => {
    const { db } = database;
    const [first, second] = await twoLeads(db);
    const ids = await insertPhotos(
      db,
      first!,
      [photo("a.jpg", [1, 2, 3]), photo("b.jpg", [4])],
      NOW,
    );
    await insertPhotos(db, second!, [photo("c.jpg", [5])], NOW, true);

    expect(ids).toHaveLength(2);
    const listed = await listPhotos(db, first!);
    expect(listed.map((entry) => [entry.fileName, entry.addedLater])).toEqual([
      ["a.jpg", false],
      ["b.jpg", false],
    ]);
    expect(listed[0]!.publicId).toMatch(/^[\w-]{22}$/);
    expect(await photoBytes(db, listed[0]!.publicId, "full")).toEqual(Buffer.from([1, 2, 3]));
    expect(await photoBytes(db, listed[0]!.publicId, "thumb")).toEqual(Buffer.from([9, 9]));
    expect(await photoBytes(db, "no-such-photo", "full")).toBeUndefined();
    expect(await countPhotos(db, first!)).toBe(2);
    expect((await listPhotos(db, second!))[0]!.addedLater).toBe(true);
  });

  it("gives each lead's photo count to the CSV export", async () => {
    const { db } = database;
    const [first] = await twoLeads(db);
    await insertPhotos(db, first!, [photo("a.jpg", [1]), photo("b.jpg", [2])], NOW);
    const exported = await findLeadsForExport(db, {});
    const counts = Object.fromEntries(exported.map((row) => [row.reference, row.photoCount]));
    expect(counts).toEqual({ "Q-AAAA1111": 2, "Q-BBBB2222": 0 });
  });

  it("opens an add-photos link for its lead only, for 7 days, and never for a wrong token", async () => {
    const { db } = database;
    const [first, second] = await twoLeads(db);
    const token = await createPhotoLink(db, first!, NOW);
    await createPhotoLink(db, second!, NOW);

    const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
    expect(await leadForPhotoLink(db, token, later(6 * DAY))).toMatchObject({ leadId: first });
    expect(await leadForPhotoLink(db, token, later(7 * DAY))).toBeUndefined();
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await leadForPhotoLink(db, wrong, NOW)).toBeUndefined();
    expect(await leadForPhotoLink(db, "' OR 1=1 --", NOW)).toBeUndefined();
    const stored = await db.selectFrom("photo_links").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("keeps the daily byte budgets per client and for everyone, across connections", async () => {
    const { db } = database;
    const limits = { clientBytes: 1000, globalBytes: 1500 };
    const t0 = Date.parse(NOW);
    await spendBudget(db, "203.0.113.7", 800, t0);
    expect(await budgetExceeded(db, "203.0.113.7", 200, t0, limits)).toBeNull();
    expect(await budgetExceeded(db, "203.0.113.7", 201, t0, limits)).toBe("client");
    await spendBudget(db, "198.51.100.4", 600, t0);
    expect(await budgetExceeded(db, "192.0.2.1", 101, t0, limits)).toBe("global");
    // A day later the bytes no longer count.
    expect(await budgetExceeded(db, "203.0.113.7", 900, t0 + DAY + 1, limits)).toBeNull();
  });
});
