// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertCompletedJob, reviewSettings } from "../../test-support/review-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { expectHomeownerPageLink } from "../../test-support/homeowner-test-support.ts";
import { recordOptOut } from "../mail/opt-out-repo.ts";
import type { Db } from "../tables.ts";
import { queueDueReviewReminders, queueDueReviewRequests } from "./queue-review-requests.ts";
import { recordClick, recordUnsubscribed, requestByTokenHash } from "./review-repo.ts";
import { insertFeedback } from "./review-feedback-repo.ts";
import { reviewTokenHash } from "./review-links.ts";

// Job completed Wednesday 2026-11-25; asked 2 days later, Friday 10:00 in Louisville (15:00 UTC).
const COMPLETED = "2026-11-25";
const DUE = new Date("2026-11-27T15:00:00Z");
const BEFORE_DUE = new Date("2026-11-27T14:59:00Z");
/** Seven days after DUE: the reminder of a request queued then. */
const REMINDER_DUE = new Date("2026-12-04T15:00:00Z");

const reviewMail = async (db: Db) =>
  (await listMessages(db, ["pending"])).filter((message) => message.kind === "review");

const requestRow = (db: Db) =>
  db.selectFrom("review_requests").selectAll().executeTakeFirstOrThrow();

describe.each(engines)("review requests (%s)", (engine) => {
  const test = useTestDatabase(engine, { shared: true });

  it("asks each completed job once, when due, however many instances look at once", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED);
    const other = await test.connect();
    expect(await queueDueReviewRequests(test.db, reviewSettings, BEFORE_DUE)).toBe(0);
    const counts = await Promise.all([
      queueDueReviewRequests(test.db, reviewSettings, DUE),
      queueDueReviewRequests(other.db, reviewSettings, DUE),
      queueDueReviewRequests(other.db, reviewSettings, DUE),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [mail, ...more] = await reviewMail(test.db);
    expect(more).toHaveLength(0);
    expect(mail!.recipients).toEqual(["dana@example.com"]);
    expect(mail!.unsubscribeUrl).toMatch(
      /^https:\/\/www\.example\.com\/reviews\/unsubscribe\/[\w-]{43}$/,
    );
    expect(mail!.text).toContain("https://www.example.com/reviews/go/");
    expect(mail!.text).toContain("https://www.example.com/reviews/feedback/");
    expect(mail!.text).toContain("May we show your new roof on our website?");
    await expectHomeownerPageLink(test.db, mail!, reviewSettings.siteUrl, "Q-AAAAA1");
    // Five single-purpose tokens, stored as hashes only: no link's token is in the table.
    const tokens = await test.db.selectFrom("review_tokens").selectAll().execute();
    expect(tokens.map((token) => token.purpose).sort()).toEqual([
      "consent",
      "feedback",
      "review",
      "unsubscribe",
      "withdraw",
    ]);
    for (const { hash } of tokens) expect(mail!.text).not.toContain(hash);
    // A later run, even days later, asks nothing more.
    expect(await queueDueReviewRequests(test.db, reviewSettings, REMINDER_DUE)).toBe(0);
  });

  it("asks nothing without a Place ID, and nothing of a job no longer completed", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED);
    await insertCompletedJob(test.db, "Q-AAAAA2", COMPLETED, { email: "lee@example.com" });
    const off = { ...reviewSettings, googlePlaceId: null };
    expect(await queueDueReviewRequests(test.db, off, DUE)).toBe(0);
    await test.db
      .updateTable("leads")
      .set({ status: "won" })
      .where("reference", "=", "Q-AAAAA2")
      .execute();
    expect(await queueDueReviewRequests(test.db, reviewSettings, DUE)).toBe(1);
    expect((await reviewMail(test.db)).map((mail) => mail.recipients[0])).toEqual([
      "dana@example.com",
    ]);
  });

  it("with 0 days asks at once; a job recorded late is asked within 30 days of its due day, never after", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", "2026-11-27");
    const atOnce = { ...reviewSettings, requestDays: 0 };
    expect(await queueDueReviewRequests(test.db, atOnce, new Date("2026-11-27T21:00:00Z"))).toBe(1);
    // Finished on 28 October, recorded today: its request was due on 30 October, 28 days ago.
    await insertCompletedJob(test.db, "Q-AAAAA2", "2026-10-28", { email: "lee@example.com" });
    // Finished in September: last spring's roof, as far as a "how did we do?" goes.
    await insertCompletedJob(test.db, "Q-AAAAA3", "2026-09-14", { email: "kim@example.com" });
    expect(await queueDueReviewRequests(test.db, reviewSettings, DUE)).toBe(1);
    expect((await reviewMail(test.db)).map((mail) => mail.recipients[0])).toEqual([
      "dana@example.com",
      "lee@example.com",
    ]);
  });

  it("never asks an address that unsubscribed, in any spelling, and says why", async () => {
    await recordOptOut(test.db, "Dana@Example.com", "review", "2026-10-01T00:00:00.000Z");
    const id = await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED, {
      email: "dana+roof@example.com",
    });
    expect(await queueDueReviewRequests(test.db, reviewSettings, DUE)).toBe(0);
    expect(await reviewMail(test.db)).toHaveLength(0);
    const row = await requestRow(test.db);
    expect([row.lead_id, row.not_sent_reason]).toEqual([id, "unsubscribed"]);
    expect(await queueDueReviewReminders(test.db, reviewSettings, REMINDER_DUE)).toBe(0);
  });

  it("reminds once, REVIEW_REMINDER_DAYS after the request, however many instances look", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED);
    await queueDueReviewRequests(test.db, reviewSettings, DUE);
    const [request] = await reviewMail(test.db);
    const other = await test.connect();
    expect(
      await queueDueReviewReminders(test.db, reviewSettings, new Date("2026-12-04T14:59:00Z")),
    ).toBe(0);
    const counts = await Promise.all([
      queueDueReviewReminders(test.db, reviewSettings, REMINDER_DUE),
      queueDueReviewReminders(other.db, reviewSettings, REMINDER_DUE),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [, reminder] = await reviewMail(test.db);
    expect(reminder!.subject).toContain("A reminder");
    expect(reminder!.text).toContain("This is the only reminder we send.");
    // The same links as the request: a homeowner may use either email.
    const links = (text: string) => text.match(/https:\/\/\S+\/reviews\/\S+/g);
    expect(links(reminder!.text)).toEqual(links(request!.text));
    expect(
      await queueDueReviewReminders(test.db, reviewSettings, new Date("2027-01-01T00:00:00Z")),
    ).toBe(0);
  });

  it.each([
    [
      "the review link was opened",
      (db: Db, id: number) => recordClick(db, id, "2026-11-28T00:00:00.000Z"),
    ],
    [
      "private feedback came",
      (db: Db, id: number) =>
        insertFeedback(
          db,
          { requestId: id, leadId: 1 },
          "The gutter is loose.",
          "2026-11-28T00:00:00.000Z",
        ),
    ],
    [
      "the homeowner unsubscribed",
      (db: Db, id: number) => recordUnsubscribed(db, id, "2026-11-28T00:00:00.000Z"),
    ],
  ])("sends no reminder once %s", async (_what, act) => {
    await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED);
    await queueDueReviewRequests(test.db, reviewSettings, DUE);
    await act(test.db, (await requestRow(test.db)).id);
    expect(await queueDueReviewReminders(test.db, reviewSettings, REMINDER_DUE)).toBe(0);
    expect(await reviewMail(test.db)).toHaveLength(1);
  });

  it("gives the reminder links that work after the server's secret changed, and keeps the old ones working", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", COMPLETED);
    await queueDueReviewRequests(test.db, reviewSettings, DUE);
    const rotated = { ...reviewSettings, secret: "a-new-secret-after-rotation-0123456789" };
    expect(await queueDueReviewReminders(test.db, rotated, REMINDER_DUE)).toBe(1);
    const [request, reminder] = await reviewMail(test.db);
    const tokenIn = (mail: typeof request) =>
      /\/reviews\/unsubscribe\/([\w-]+)/.exec(mail!.text)![1]!;
    expect(tokenIn(reminder)).not.toBe(tokenIn(request));
    for (const mail of [request, reminder]) {
      const found = await requestByTokenHash(
        test.db,
        reviewTokenHash(tokenIn(mail)),
        "unsubscribe",
      );
      expect(found?.email).toBe("dana@example.com");
    }
  });
});
