// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertCompletedJob } from "../../test-support/review-test-support.ts";
import { insertRequest, recordClick } from "./review-repo.ts";
import { insertFeedback } from "./review-feedback-repo.ts";
import { reviewReport } from "./review-report.ts";

describe.each(engines)("reviewReport (%s)", (engine) => {
  const test = useTestDatabase(engine);

  it("counts each event in its own Louisville month, and not the requests never sent", async () => {
    const asked = async (reference: string, at: string, notSent: "unsubscribed" | null = null) => {
      const leadId = await insertCompletedJob(test.db, reference, "2026-10-01", {
        email: `${reference}@example.com`,
      });
      const job = { leadId, recipient: `${reference}@example.com` };
      return { leadId, requestId: (await insertRequest(test.db, job, at, notSent))! };
    };
    // 31 October, 9 pm in Louisville, is already November in UTC: an October request.
    const october = await asked("Q-AAAAA1", "2026-11-01T01:00:00.000Z");
    await recordClick(test.db, october.requestId, "2026-11-02T15:00:00.000Z");
    await insertFeedback(test.db, october, "Loose ridge cap.", "2026-11-03T15:00:00.000Z");
    await insertFeedback(test.db, october, "Also a nail pop.", "2026-11-03T16:00:00.000Z");
    await asked("Q-AAAAA2", "2026-11-20T15:00:00.000Z");
    await asked("Q-AAAAA3", "2026-11-21T15:00:00.000Z", "unsubscribed");
    // Older than the twelve months shown.
    await asked("Q-AAAAA4", "2025-11-20T15:00:00.000Z");

    const months = await reviewReport(test.db, new Date("2026-11-28T15:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]!.label).toBe("Dec 2025");
    expect(months.slice(-2)).toEqual([
      { label: "Oct 2026", sent: 1, opened: 0, feedback: 0 },
      { label: "Nov 2026", sent: 1, opened: 1, feedback: 2 },
    ]);
    expect(
      months.slice(0, -2).every((month) => month.sent + month.opened + month.feedback === 0),
    ).toBe(true);
  });
});
