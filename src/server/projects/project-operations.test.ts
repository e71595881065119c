// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { inspectionSettings } from "../../test-support/inspection-test-support.ts";
import { STAFF } from "../../test-support/privacy-test-support.ts";
import { insertCompletedJob, reviewOperationsOn } from "../../test-support/review-test-support.ts";
import { hasGpsTag, testJpeg, webpChunkNames } from "../../test-support/test-photos.ts";
import { insertLead } from "../leads/lead-repo.ts";
import { testLead } from "../../test-support/lead-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { eraseLeadOnRequest } from "../privacy/erase-lead.ts";
import { sweepPersonalData } from "../privacy/retention-sweep.ts";
import { insertPhotos } from "../photos/photo-repo.ts";
import type { Db } from "../tables.ts";
import type { ProjectInput } from "../../lib/projects/project-fields.ts";

const NOW = new Date("2026-11-27T15:00:00Z");
const ADDRESS = "1842 Windsor Pl, Louisville, KY 40204";
const SERVICES = [
  { path: "residential/roof-replacement", name: "Roof Replacement" },
  { path: "residential/siding", name: "Siding" },
];
const INPUT: ProjectInput = {
  title: "Architectural shingles on a Highlands foursquare",
  servicePath: "residential/roof-replacement",
  town: "The Highlands",
  countyFips: "21111",
  month: "2026-11",
  description: "Tore off two layers, replaced rotten decking and put on a new roof.",
};

/** A completed job with two photos as a phone took them: GPS position and camera in EXIF. */
async function jobWithPhotos(db: Db, reference = "Q-PROJ01", email = "dana@example.com") {
  const leadId = await insertCompletedJob(db, reference, "2026-11-20", {
    address: ADDRESS,
    email,
  });
  const jpeg = await testJpeg({ width: 1600, height: 1200, gps: true });
  expect(hasGpsTag(jpeg)).toBe(true);
  await insertPhotos(
    db,
    leadId,
    [1, 2].map((index) => ({
      fileName: `IMG_00${index}.jpg`,
      width: 1600,
      height: 1200,
      data: jpeg,
      thumbWidth: 360,
      thumbHeight: 270,
      thumbData: jpeg,
    })),
    NOW.toISOString(),
  );
  return leadId;
}

/** The consent and withdraw links of the job's review email. */
async function consentLinks(db: Db) {
  const mail = (await listMessages(db, ["pending"])).find((message) => message.kind === "review")!;
  const token = (segment: string) =>
    new RegExp(`/reviews/${segment}/([\\w-]+)`).exec(mail.text)![1]!;
  return { consent: token("consent"), withdraw: token("withdraw") };
}

describe.each(engines)("projects (%s)", (engine) => {
  const test = useTestDatabase(engine, { shared: true });

  async function composed() {
    await jobWithPhotos(test.db);
    const ops = reviewOperationsOn(test.db, () => NOW);
    const page = await ops.projects.compose("Q-PROJ01");
    const [first, second] = page!.leadPhotos;
    const saved = await ops.projects.save(
      { reference: "Q-PROJ01" },
      INPUT,
      { [first!.publicId]: "before", [second!.publicId]: "after" },
      SERVICES,
    );
    expect(saved.kind).toBe("saved");
    await ops.reviews.sendDue();
    return { ...ops, id: (saved as { id: number }).id, links: await consentLinks(test.db) };
  }

  it("suggest the town, county and month from the lead, never its street", async () => {
    await jobWithPhotos(test.db);
    const { projects } = reviewOperationsOn(test.db, () => NOW);
    const page = await projects.compose("Q-PROJ01");
    expect(page?.values).toMatchObject({
      town: "Louisville",
      countyFips: "21111",
      month: "2026-11",
    });
    expect(JSON.stringify(page?.values)).not.toContain("Windsor");
    expect(page?.leadPhotos).toHaveLength(2);
    expect(await projects.compose("Q-NOBODY")).toBeUndefined();
  });

  it("refuse a street, a house number, a future month or an unknown service, and change nothing", async () => {
    await jobWithPhotos(test.db);
    const { projects } = reviewOperationsOn(test.db, () => NOW);
    const attempts: [Partial<ProjectInput>, keyof ProjectInput][] = [
      [{ town: "1842 Windsor Pl" }, "town"],
      [{ town: "Windsor Pl, Highlands" }, "town"],
      [{ town: "Highlands 40204" }, "town"],
      [{ title: "New roof at 1842 Windsor Pl" }, "title"],
      [{ description: "Job at 1842 windsor pl went well." }, "description"],
      [{ month: "2027-01" }, "month"],
      [{ month: "11/2026" }, "month"],
      [{ servicePath: "residential/../../admin" }, "servicePath"],
      [{ countyFips: "06037" }, "countyFips"],
      [{ title: "Roof\u0000" }, "title"],
      [{ description: "x".repeat(1_501) }, "description"],
    ];
    for (const [change, field] of attempts) {
      const outcome = await projects.save(
        { reference: "Q-PROJ01" },
        { ...INPUT, ...change },
        {},
        SERVICES,
      );
      expect(outcome.kind, field).toBe("invalid");
      expect(Object.keys((outcome as { problems: object }).problems), field).toEqual([field]);
    }
    expect(await projects.list()).toEqual([]);
  });

  it("are composed only from a completed job", async () => {
    await insertLead(test.db, testLead("Q-OPEN01", { address: ADDRESS }), "new");
    const { projects } = reviewOperationsOn(test.db, () => NOW);
    expect((await projects.save({ reference: "Q-OPEN01" }, INPUT, {}, SERVICES)).kind).toBe(
      "unknown",
    );
    expect(await projects.list()).toEqual([]);
  });

  it("publish only once the homeowner's consent is recorded, and then show on the public pages", async () => {
    const { projects, reviews, id, links } = await composed();
    expect(await projects.publish(id)).toEqual({ kind: "no-consent" });
    expect((await projects.published({})).projects).toEqual([]);
    expect(await reviews.giveConsent(links.consent, "203.0.113.7")).toBe(true);
    const published = await projects.publish(id);
    expect(published).toEqual({
      kind: "published",
      slug: `architectural-shingles-on-a-highlands-foursquare-${id}`,
    });
    const listed = await projects.published({ countyFips: "21111" });
    expect(listed.projects.map((project) => project.title)).toEqual([INPUT.title]);
    expect(listed.services).toEqual([{ ...SERVICES[0], count: 1 }]);
    expect((await projects.published({ servicePath: "residential/siding" })).projects).toEqual([]);
    const page = await projects.bySlug((published as { slug: string }).slug);
    expect(page?.photos.map((photo) => photo.role)).toEqual(["before", "after"]);
    expect(page?.cover.role).toBe("after");
    expect(JSON.stringify(page)).not.toMatch(/Windsor|1842|40204|Dana|example\.com/);
    const showcase = await reviewOperationsOn(test.db, () => NOW).projects.showcase();
    expect(showcase.byCounty["21111"]?.map((card) => card.slug)).toEqual([page?.slug]);
    expect(showcase.byService["residential/roof-replacement"]).toHaveLength(1);
  });

  it("serve photos as WebP without EXIF or a GPS position, 640 and 1280 wide", async () => {
    // The check itself sees metadata where there is some.
    const tagged = await sharp(await testJpeg({ gps: true }))
      .keepExif()
      .webp()
      .toBuffer();
    expect(webpChunkNames(tagged)).toContain("EXIF");
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    const { slug } = (await projects.publish(id)) as { slug: string };
    const page = await projects.bySlug(slug);
    for (const photo of page!.photos)
      for (const width of [640, 1280] as const) {
        const bytes = await projects.photo(photo.publicId, width);
        const metadata = await sharp(bytes!).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.width).toBe(width);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        // Pixels only: no EXIF or XMP chunk in the file.
        expect(webpChunkNames(bytes!)).toEqual(["VP8 "]);
      }
  });

  it("leave the site when the homeowner withdraws consent, and cannot be published again until given", async () => {
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    const { slug } = (await projects.publish(id)) as { slug: string };
    const photo = (await projects.bySlug(slug))!.photos[0]!;
    expect(await reviews.withdrawConsent(links.withdraw)).toBe(true);
    expect(await projects.bySlug(slug)).toBeUndefined();
    expect(await projects.photo(photo.publicId, 640)).toBeUndefined();
    expect((await projects.published({})).projects).toEqual([]);
    expect(await reviewOperationsOn(test.db, () => NOW).projects.showcase()).toEqual({
      byCounty: {},
      byService: {},
    });
    const [project] = await projects.ofLead("Q-PROJ01");
    expect(project).toMatchObject({ state: "unpublished", unpublishedReason: "consent-withdrawn" });
    expect(await projects.publish(id)).toEqual({ kind: "no-consent" });
    // Consent given again: staff may publish again, at the same address.
    await reviews.giveConsent(links.consent, "203.0.113.7");
    expect(await projects.publish(id)).toEqual({ kind: "published", slug });
  });

  it("come off the site when staff unpublish, and are gone with their photos when deleted", async () => {
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    const { slug } = (await projects.publish(id)) as { slug: string };
    expect(await projects.unpublish(id)).toBe(true);
    expect(await projects.bySlug(slug)).toBeUndefined();
    expect(await projects.remove(id)).toBe(true);
    expect(await projects.remove(id)).toBe(false);
    expect(await test.db.selectFrom("project_photos").select("id").execute()).toEqual([]);
  });

  it("are erased with their lead, photos and all", async () => {
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    const { slug } = (await projects.publish(id)) as { slug: string };
    expect(
      await eraseLeadOnRequest(
        test.db,
        { reference: "Q-PROJ01", confirmation: "Q-PROJ01", actor: STAFF },
        { webhookUrls: [], inspections: inspectionSettings, now: NOW.toISOString() },
      ),
    ).toBe("erased");
    expect(await projects.bySlug(slug)).toBeUndefined();
    expect(await test.db.selectFrom("projects").select("id").execute()).toEqual([]);
    expect(await test.db.selectFrom("project_photos").select("id").execute()).toEqual([]);
  });

  it("are erased with their lead by the retention sweep too", async () => {
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    const { slug } = (await projects.publish(id)) as { slug: string };
    // The test lead came in on 2025-06-14: a year's retention has passed by NOW.
    const swept = await sweepPersonalData(
      test.db,
      {
        clientAddressDays: 30,
        leadRetentionDays: 365,
        webhookUrls: [],
        inspections: inspectionSettings,
      },
      NOW,
    );
    expect(swept.leadsErased).toEqual(["Q-PROJ01"]);
    expect(await projects.bySlug(slug)).toBeUndefined();
    expect(await test.db.selectFrom("projects").select("id").execute()).toEqual([]);
    expect(await test.db.selectFrom("project_photos").select("id").execute()).toEqual([]);
  });

  it("take only the lead's own photos: another lead's photo id adds nothing", async () => {
    const { projects, id } = await composed();
    await jobWithPhotos(test.db, "Q-PROJ02", "lee@example.com");
    const other = (await projects.compose("Q-PROJ02"))!.leadPhotos[0]!;
    await projects.save({ id }, INPUT, { [other.publicId]: "after" }, SERVICES);
    const page = await projects.page(id);
    expect(page?.project?.photos).toHaveLength(2);
    // Choosing "none" takes a photo out; the lead's photo itself stays with the lead.
    await projects.save({ id }, INPUT, { [page!.leadPhotos[0]!.publicId]: "none" }, SERVICES);
    expect((await projects.page(id))?.project?.photos.map((photo) => photo.role)).toEqual([
      "after",
    ]);
    expect((await projects.page(id))?.leadPhotos).toHaveLength(2);
  });

  it("count first publications per month for the reports", async () => {
    const { projects, reviews, id, links } = await composed();
    await reviews.giveConsent(links.consent, "203.0.113.7");
    await projects.publish(id);
    await projects.unpublish(id);
    await projects.publish(id);
    const report = await projects.report();
    expect(report.at(-1)).toEqual({ label: "Nov 2026", published: 1 });
    expect(report.slice(0, -1).every((month) => month.published === 0)).toBe(true);
  });

  it("never stay published without consent when publishing and a withdrawal race on two instances", async () => {
    const { projects, reviews, id, links } = await composed();
    const other = reviewOperationsOn((await test.connect()).db, () => NOW);
    for (let round = 0; round < 8; round++) {
      await reviews.giveConsent(links.consent, "203.0.113.7");
      // Staff publish on one instance while the homeowner withdraws through the other.
      const [published] = await Promise.all([
        projects.publish(id),
        other.reviews.withdrawConsent(links.withdraw),
      ]);
      expect(["published", "no-consent"]).toContain(published.kind);
      const [project] = await projects.ofLead("Q-PROJ01");
      expect(project?.state, `round ${round}`).not.toBe("published");
      expect((await other.projects.published({})).projects).toEqual([]);
    }
  });
});
