// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { leadEstimateOf } from "../../lib/estimate/lead-estimate.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { countEstimateRender } from "../estimates/price-book-repo.ts";
import { estimateReports } from "./estimate-reports.ts";

const TIME_ZONE = "America/Kentucky/Louisville";
// A Wednesday: its week starts on Monday 2026-11-23; the week before on 2026-11-16.
const NOW = new Date("2026-11-25T17:00:00.000Z");
const estimate = leadEstimateOf(
  { estimate: "footprint=1800&pitch=medium&shape=moderate&layers=1" },
  defaultPriceBook(),
);

describe.each(engines)("estimate reports on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("counts results shown, real leads from estimates and their share, per office week", async () => {
    for (let shown = 0; shown < 4; shown++) await countEstimateRender(database.db, "2026-11-23");
    await countEstimateRender(database.db, "2026-11-16");
    // This week: two leads from estimates (one of them spam, not counted) and one without.
    await insertTestLead(
      database.db,
      testLead("Q-EST001", { createdAt: "2026-11-24T15:00:00.000Z", estimate }),
    );
    await insertTestLead(
      database.db,
      testLead("Q-EST002", {
        createdAt: "2026-11-24T16:00:00.000Z",
        estimate,
        spamReason: "too-fast",
      }),
    );
    await insertTestLead(
      database.db,
      testLead("Q-EST003", { createdAt: "2026-11-24T17:00:00.000Z" }),
    );
    // Sunday night in Louisville, Monday in UTC: the week before, in office time.
    await insertTestLead(
      database.db,
      testLead("Q-EST004", { createdAt: "2026-11-23T03:00:00.000Z", estimate }),
    );

    const reports = await estimateReports(database.db, { now: NOW, timeZone: TIME_ZONE });
    expect(reports.weeks).toHaveLength(12);
    expect(reports.weeks.at(-1)).toEqual({ label: "Nov 23", shown: 4, leads: 1, share: 0.25 });
    expect(reports.weeks.at(-2)).toEqual({ label: "Nov 16", shown: 1, leads: 1, share: 1 });
    expect(reports.weeks.at(0)).toEqual({ label: "Sep 7", shown: 0, leads: 0, share: null });
    expect(reports).toMatchObject({ shown: 5, leads: 2, share: 0.4 });
  });
});
