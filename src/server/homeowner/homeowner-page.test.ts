// @vitest-environment node
import { describe, expect, it } from "vitest";
import { homeownerPagePaths, proposalPagePaths } from "../../lib/public-routes.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import { inTransaction } from "../db/database.ts";
import { insertInspection } from "../inspections/inspection-repo.ts";
import { inspectionToken } from "../inspections/inspection-links.ts";
import { insertPhotos } from "../photos/photo-repo.ts";
import { eraseLeadRows } from "../privacy/erased-lead-repo.ts";
import { proposalToken } from "../proposals/proposal-links.ts";
import { insertSignedDocument } from "../proposals/signature-repo.ts";
import type { Db } from "../tables.ts";
import { homeownerToken } from "./homeowner-links.ts";
import { homeownerPage, type HomeownerPageKeys } from "./homeowner-page.ts";
import { photoOfLead } from "./homeowner-repo.ts";

const NOW = new Date("2026-12-02T15:00:00.000Z");
const KEYS: HomeownerPageKeys = {
  homeownerSecret: "homeowner-page-test-secret-0123456789",
  proposalSecret: "proposal-link-test-secret-0123456789",
  inspectionSecret: "booking-link-test-secret-0123456789",
  siteUrl: "https://www.ridgeline.test",
};

const photo = (marker: number) => ({
  fileName: `roof-${marker}.jpg`,
  width: 1600,
  height: 1200,
  data: new Uint8Array([0xff, 0xd8, marker]),
  thumbWidth: 400,
  thumbHeight: 300,
  thumbData: new Uint8Array([0xff, 0xd8, marker, 0]),
});

/** A lead with a photo, an inspection on the 3rd, and a proposal in `status`. */
async function homeowner(db: Db, reference: string, status: "sent" | "accepted" | "draft") {
  const id = await insertTestLead(db, testLead(reference, { email: `${reference}@example.com` }));
  const [photoId] = await insertPhotos(db, id, [photo(id)], NOW.toISOString());
  const { public_id: publicId } = await db
    .selectFrom("lead_photos")
    .select("public_id")
    .where("id", "=", photoId!)
    .executeTakeFirstOrThrow();
  const uid = `${reference}@ridgeline.test`;
  await insertInspection(db, {
    leadId: id,
    uid,
    window: {
      id: "2026-12-03-morning",
      startsAt: "2026-12-03T15:00:00.000Z",
      endsAt: "2026-12-03T17:00:00.000Z",
    },
    address: `${reference} Frankfort Ave, Louisville, KY 40206`,
    note: "",
    contactEmail: `${reference}@example.com`,
    contactPhone: "5025550100",
    bookedBy: "homeowner",
    now: NOW.toISOString(),
  });
  const versionId = await insertTestProposal(db, { id, reference }, { status });
  if (status === "accepted")
    await insertSignedDocument(db, {
      versionId,
      leadId: id,
      fileName: `${reference}-1-v1-signed.pdf`,
      sha256: "0".repeat(64),
      bytes: Buffer.from("%PDF-1.7"),
      now: NOW.toISOString(),
    });
  const version = await db
    .selectFrom("proposal_versions")
    .select(["created_at"])
    .where("id", "=", versionId)
    .executeTakeFirstOrThrow();
  return {
    id,
    reference,
    publicId,
    uid,
    token: homeownerToken(KEYS.homeownerSecret, { id, reference }),
    proposalView: proposalToken(
      KEYS.proposalSecret,
      { id: versionId, number: `${reference}-1`, version: 1, createdAt: version.created_at },
      "view",
    ),
  };
}

describe.each(engines)("the homeowner's page (%s)", (engine) => {
  const database = useTestDatabase(engine);

  it("shows the lead's inspection, proposal and photos, and nothing of another lead", async () => {
    const { db } = database;
    const dana = await homeowner(db, "Q-DANA22", "sent");
    const other = await homeowner(db, "Q-BTHER3", "accepted");

    const page = await homeownerPage(db, KEYS, dana.token, NOW);
    expect(page).toEqual({
      state: "open",
      reference: "Q-DANA22",
      inspection: {
        when: "Thursday, December 3, between 10 am and noon",
        address: "Q-DANA22 Frankfort Ave, Louisville, KY 40206",
        view: `/book/booking/${inspectionToken(KEYS.inspectionSecret, { uid: dana.uid, sequence: 0 }, "view")}`,
        reschedule: `/book/reschedule/${inspectionToken(KEYS.inspectionSecret, { uid: dana.uid, sequence: 0 }, "reschedule")}`,
        cancel: `/book/cancel/${inspectionToken(KEYS.inspectionSecret, { uid: dana.uid, sequence: 0 }, "cancel")}`,
      },
      proposals: [
        {
          number: "Q-DANA22-1",
          version: 1,
          status: "Waiting for your answer",
          signed: false,
          sentAt: "2026-12-01T15:00:00.000Z",
          href: proposalPagePaths.page(dana.proposalView),
          signedPdfHref: null,
          cosignedPdfHref: null,
        },
      ],
      photos: [
        {
          href: homeownerPagePaths.photo(dana.token, dana.publicId, "full"),
          thumbHref: homeownerPagePaths.photo(dana.token, dana.publicId, "thumb"),
          width: 400,
          height: 300,
        },
      ],
    });
    // Not one of the other lead's values appears anywhere in it.
    const text = JSON.stringify(page);
    for (const value of [other.reference, other.publicId, other.proposalView, other.token])
      expect(text).not.toContain(value);

    // The other lead's page is its own, with its signed copy.
    const theirs = await homeownerPage(db, KEYS, other.token, NOW);
    expect(theirs).toMatchObject({
      state: "open",
      reference: other.reference,
      proposals: [
        {
          status: "Signed",
          signed: true,
          href: proposalPagePaths.page(other.proposalView),
          signedPdfHref: proposalPagePaths.signedPdf(other.proposalView),
          cosignedPdfHref: null,
        },
      ],
    });
    expect(JSON.stringify(theirs)).not.toContain(dana.publicId);
  });

  it("lists no draft, and no inspection once its visit is over", async () => {
    const { db } = database;
    const lead = await homeowner(db, "Q-DRAFT4", "draft");
    const later = new Date("2026-12-03T17:00:00.000Z");
    expect(await homeownerPage(db, KEYS, lead.token, later)).toMatchObject({
      state: "open",
      inspection: null,
      proposals: [],
    });
  });

  it("opens nothing for a made-up, another's, malformed, over-long or other-key token", async () => {
    const { db } = database;
    const dana = await homeowner(db, "Q-DANA22", "sent");
    const other = await homeowner(db, "Q-BTHER3", "sent");
    const signatureOf = (token: string) => token.slice("Q-DANA22-".length);
    const refused = [
      "",
      "Q-DANA22",
      `Q-DANA22-${"A".repeat(43)}`,
      // Dana's reference with the other lead's signature, and the other way round
      `Q-DANA22-${signatureOf(other.token)}`,
      `${other.reference}-${signatureOf(dana.token)}`,
      `${dana.token}A`,
      `${dana.token}/`,
      dana.token.toLowerCase(),
      ` ${dana.token}`,
      "x".repeat(5000),
      "Q-DANA22-' OR 1=1 --",
      homeownerToken("another-server-secret-0123456789", {
        id: dana.id,
        reference: dana.reference,
      }),
      // The same reference over another id (SQLite may give an erased lead's id again)
      homeownerToken(KEYS.homeownerSecret, { id: other.id, reference: dana.reference }),
    ];
    for (const token of refused)
      expect(await homeownerPage(db, KEYS, token, NOW), token).toEqual({ state: "unknown" });
    expect((await homeownerPage(db, KEYS, dana.token, NOW)).state).toBe("open");
  });

  it("serves the lead's own photos only", async () => {
    const { db } = database;
    const dana = await homeowner(db, "Q-DANA22", "sent");
    const other = await homeowner(db, "Q-BTHER3", "sent");
    expect([...(await photoOfLead(db, dana.id, dana.publicId, "thumb"))!]).toEqual([
      0xff,
      0xd8,
      dana.id,
      0,
    ]);
    expect(await photoOfLead(db, dana.id, other.publicId, "full")).toBeUndefined();
    expect(await photoOfLead(db, other.id, dana.publicId, "thumb")).toBeUndefined();
  });

  it("opens nothing once the lead is erased", async () => {
    const { db } = database;
    const dana = await homeowner(db, "Q-DANA22", "sent");
    expect((await homeownerPage(db, KEYS, dana.token, NOW)).state).toBe("open");
    await inTransaction(db, (trx) => eraseLeadRows(trx, dana.id));
    expect(await homeownerPage(db, KEYS, dana.token, NOW)).toEqual({ state: "unknown" });
    expect(await photoOfLead(db, dana.id, dana.publicId, "full")).toBeUndefined();
  });
});
