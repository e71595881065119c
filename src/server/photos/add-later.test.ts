// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { findLeadEvents } from "../inbox/lead-event-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { createPhotoLink } from "./photo-link-repo.ts";
import { listPhotos } from "./photo-repo.ts";
import type { Db } from "../tables.ts";
import { addLaterPage, type AddLaterDependencies } from "./add-later.ts";
import { processPhoto } from "./process-photo.ts";
import { testJpeg } from "../../test-support/test-photos.ts";

const NOW = "2025-06-14T15:30:00.000Z";
const DAY = 24 * 60 * 60 * 1000;
const after = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

const lead = (reference: string, name: string) =>
  testLead(reference, {
    createdAt: NOW,
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    address: "4127 Bardstown Rd, Louisville, KY 40218",
  });

const deps = (db: Db, overLimit = false): AddLaterDependencies => ({
  db,
  notifyTo: ["office@contractor.example.com"],
  siteUrl: "https://www.ridgeline.example.com",
  overLimit: async () => overLimit,
});

describe.each(engines)("the add-photos link on %s", (engine) => {
  const database = useTestDatabase(engine);

  async function twoLeadsWithLinks() {
    const { db } = database;
    const dana = await insertTestLead(db, lead("Q-DANA0001", "Dana Whitfield"));
    const sam = await insertTestLead(db, lead("Q-SAM00002", "Sam Ortiz"));
    return {
      dana,
      sam,
      danaToken: await createPhotoLink(db, dana, NOW),
      samToken: await createPhotoLink(db, sam, NOW),
    };
  }

  it("adds the photos to the right lead, with a history entry and a follow-up email", async () => {
    const { db } = database;
    const { dana, sam, samToken } = await twoLeadsWithLinks();
    const photos = [
      await processPhoto(await testJpeg({ gps: true }), "attic.jpg"),
      await processPhoto(await testJpeg(), "ridge.jpg"),
    ];

    const page = await addLaterPage(
      deps(db),
      samToken,
      "POST",
      { photos, problems: [] },
      after(DAY),
    );

    expect(page).toMatchObject({ kind: "added", count: 2, lead: { reference: "Q-SAM00002" } });
    expect(await listPhotos(db, dana)).toEqual([]);
    const stored = await listPhotos(db, sam);
    expect(stored.map((photo) => [photo.fileName, photo.addedLater])).toEqual([
      ["attic.jpg", true],
      ["ridge.jpg", true],
    ]);
    expect(await findLeadEvents(db, sam)).toMatchObject([
      { kind: "note", body: "Added 2 photos: attic.jpg, ridge.jpg" },
    ]);
    const [followUp] = await messagesForLead(db, sam);
    expect(followUp).toMatchObject({
      kind: "notification",
      recipients: ["office@contractor.example.com"],
      replyTo: "sam@example.com",
      subject: "2 photos added to Q-SAM00002 by Sam Ortiz",
    });
    expect(followUp!.text).toContain("https://www.ridgeline.example.com/admin/leads/Q-SAM00002");
    const attached = await db
      .selectFrom("outbox_attachments")
      .select("file_name")
      .where("outbox_id", "=", followUp!.id)
      .execute();
    expect(attached.map((row) => row.file_name)).toEqual(["attic.jpg", "ridge.jpg"]);
  });

  it("shows the form for a valid link, and refuses an expired link or a wrong token", async () => {
    const { db } = database;
    const { danaToken } = await twoLeadsWithLinks();
    expect(await addLaterPage(deps(db), danaToken, "GET", undefined, after(DAY))).toMatchObject({
      kind: "form",
      status: 200,
      lead: { reference: "Q-DANA0001" },
    });
    const photos = [await processPhoto(await testJpeg(), "late.jpg")];
    for (const [token, at] of [
      [danaToken, after(7 * DAY)],
      [danaToken.replace(/^./, (c) => (c === "A" ? "B" : "A")), after(DAY)],
      ["not-a-token", after(DAY)],
    ] as const) {
      expect(
        await addLaterPage(deps(db), token, "POST", { photos, problems: [] }, at),
      ).toMatchObject({ kind: "refused", status: 404 });
    }
    expect(await db.selectFrom("lead_photos").select("id").execute()).toEqual([]);
  });

  it("stores nothing when a picture was refused, none was chosen, or the client is over its limit", async () => {
    const { db } = database;
    const { danaToken } = await twoLeadsWithLinks();
    const photos = [await processPhoto(await testJpeg(), "ok.jpg")];
    const refused = '"page.html" is not a photo we can open.';
    expect(
      await addLaterPage(deps(db), danaToken, "POST", { photos, problems: [refused] }, after(DAY)),
    ).toMatchObject({ kind: "form", status: 400, error: refused });
    expect(
      await addLaterPage(deps(db), danaToken, "POST", { photos: [], problems: [] }, after(DAY)),
    ).toMatchObject({ kind: "form", status: 400 });
    expect(
      await addLaterPage(deps(db, true), danaToken, "POST", { photos, problems: [] }, after(DAY)),
    ).toMatchObject({ kind: "form", status: 429 });
    expect(await db.selectFrom("lead_photos").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});
