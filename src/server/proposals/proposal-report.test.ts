// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import type { Db } from "../tables.ts";
import { proposalReport } from "./proposal-report.ts";
import { insertVersion, moveVersion, versionById } from "./proposal-repo.ts";

const NOW = new Date("2026-12-10T17:00:00.000Z");

/** A lead with one proposal sent at `sentAt`; its version's id. */
async function sentProposal(db: Db, reference: string, sentAt: string) {
  const id = await insertTestLead(db, testLead(reference, { email: `${reference}@example.com` }));
  return insertTestProposal(db, { id, reference }, { now: sentAt });
}

async function sign(db: Db, versionId: number, optionId: string, total: number, at: string) {
  await moveVersion(
    db,
    versionId,
    ["sent", "viewed"],
    "accepted",
    { decided_at: at, accepted_option_id: optionId, accepted_total: total },
    at,
  );
}

describe.each(engines)("the proposal report (%s)", (engine) => {
  const database = useTestDatabase(engine);

  it("counts a proposal once across its versions, by the month it went out and the month it was signed", async () => {
    const { db } = database;
    // Sent in November, changed and signed in December on its second version.
    const first = await sentProposal(db, "Q-REPT01", "2026-11-20T15:00:00.000Z");
    await moveVersion(db, first, ["sent"], "replaced", {}, "2026-12-02T15:00:00.000Z");
    const base = (await versionById(db, first))!;
    const second = await insertVersion(db, {
      proposalId: base.proposalId,
      leadId: base.leadId,
      version: 2,
      status: "sent",
      content: base.content,
      expiresAt: base.expiresAt,
      sentAt: "2026-12-02T15:00:00.000Z",
      now: "2026-12-02T15:00:00.000Z",
    });
    await sign(db, second, "option-2", 21_420, "2026-12-03T15:00:00.000Z");
    // Sent in December and declined; another signed for the first option.
    const declined = await sentProposal(db, "Q-REPT02", "2026-12-04T15:00:00.000Z");
    await moveVersion(db, declined, ["sent"], "declined", {}, "2026-12-05T15:00:00.000Z");
    const cheaper = await sentProposal(db, "Q-REPT03", "2026-12-06T15:00:00.000Z");
    await sign(db, cheaper, "option-1", 16_500, "2026-12-07T15:00:00.000Z");
    // Thirteen months ago: outside the report.
    await sentProposal(db, "Q-REPT04", "2025-11-15T15:00:00.000Z");

    const report = await proposalReport(db, NOW);
    expect(report.months).toHaveLength(12);
    expect(report.months.slice(-2)).toEqual([
      { label: "Nov 2026", sent: 1, accepted: 0 },
      { label: "Dec 2026", sent: 2, accepted: 2 },
    ]);
    expect(report.sent).toBe(3);
    expect(report.accepted).toBe(2);
    expect(report.closeRate).toBeCloseTo(2 / 3);
    // The fixture's option-1 is priced from "architectural", option-2 from "impact-resistant".
    expect(report.byOption).toEqual([
      { name: "Architectural asphalt shingles", accepted: 1, averageTotal: 16_500 },
      { name: "Class 4 impact-resistant, built to FORTIFIED", accepted: 1, averageTotal: 21_420 },
    ]);
  });

  it("has no close rate before any proposal is sent", async () => {
    const report = await proposalReport(database.db, NOW);
    expect(report).toMatchObject({ sent: 0, accepted: 0, closeRate: null, byOption: [] });
  });
});
