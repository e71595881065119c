// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  insertCompletedJob,
  reviewOperationsOn,
  TEST_PLACE_ID,
} from "../../test-support/review-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { optOutHash, recordOptOut } from "../mail/opt-out-repo.ts";
import { eraseLeadOnRequest } from "../privacy/erase-lead.ts";
import { inspectionSettings } from "../../test-support/inspection-test-support.ts";
import { STAFF } from "../../test-support/privacy-test-support.ts";
import type { Db } from "../tables.ts";

const DUE = new Date("2026-11-27T15:00:00Z");

/** The links of each lead's review request, by purpose, read from its email. */
async function linksByLead(db: Db) {
  const mails = (await listMessages(db, ["pending"])).filter((mail) => mail.kind === "review");
  return mails.map((mail) => {
    const token = (segment: string) =>
      new RegExp(`/reviews/${segment}/([\\w-]+)`).exec(mail.text)![1]!;
    return {
      to: mail.recipients[0],
      review: token("go"),
      feedback: token("feedback"),
      unsubscribe: token("unsubscribe"),
      consent: token("consent"),
      withdraw: token("withdraw"),
    };
  });
}

describe.each(engines)("the review links (%s)", (engine) => {
  const test = useTestDatabase(engine);

  async function twoAskedJobs() {
    let now = DUE;
    const clock = () => now;
    await insertCompletedJob(test.db, "Q-AAAAA1", "2026-11-25");
    await insertCompletedJob(test.db, "Q-AAAAA2", "2026-11-25", {
      name: "Lee Park",
      email: "lee@example.com",
    });
    const ops = reviewOperationsOn(test.db, clock);
    expect(await ops.reviews.sendDue()).toEqual({ requests: 2, reminders: 0 });
    const [dana, lee] = await linksByLead(test.db);
    return { ...ops, dana: dana!, lee: lee!, moveTo: (iso: string) => (now = new Date(iso)) };
  }

  it("open Google's review form through a redirect that records the first click", async () => {
    const { reviews, dana, moveTo } = await twoAskedJobs();
    // A link checker's HEAD is answered alike and not counted.
    expect(await reviews.openReview(dana.review, { record: false })).toContain("writereview");
    expect((await reviews.ofLead("Q-AAAAA1")).review?.clickedAt).toBeNull();
    moveTo("2026-11-28T12:00:00.000Z");
    expect(await reviews.openReview(dana.review)).toBe(
      `https://search.google.com/local/writereview?placeid=${TEST_PLACE_ID}`,
    );
    moveTo("2026-11-29T12:00:00.000Z");
    await reviews.openReview(dana.review);
    const state = await reviews.ofLead("Q-AAAAA1");
    expect(state.review?.clickedAt).toBe("2026-11-28T12:00:00.000Z");
    expect((await reviews.ofLead("Q-AAAAA2")).review?.clickedAt).toBeNull();
  });

  it("each do one thing for one lead: another purpose's or another lead's token does nothing", async () => {
    const { reviews, dana, lee } = await twoAskedJobs();
    // Dana's feedback token is no review link, no unsubscribe and no consent.
    expect(await reviews.openReview(dana.feedback)).toBeUndefined();
    expect(await reviews.unsubscribe(dana.feedback)).toBe(false);
    expect(await reviews.giveConsent(dana.withdraw, "203.0.113.7")).toBe(false);
    expect(await reviews.page(dana.review, "consent")).toBeUndefined();
    // Tokens of the right shape that are nobody's, and of the wrong shape, open nothing.
    for (const forged of ["A".repeat(43), "", "../../etc/passwd", "x".repeat(5000)])
      expect(await reviews.page(forged, "feedback")).toBeUndefined();
    // Lee's unsubscribe unsubscribes Lee, not Dana.
    expect(await reviews.unsubscribe(lee.unsubscribe)).toBe(true);
    expect((await reviews.page(dana.unsubscribe, "unsubscribe"))?.unsubscribed).toBe(false);
    expect((await reviews.page(lee.unsubscribe, "unsubscribe"))?.unsubscribed).toBe(true);
    expect((await reviews.ofLead("Q-AAAAA1")).consent).toBeUndefined();
  });

  it("unsubscribe the address the request went to, even after the lead's email changed", async () => {
    const { reviews, dana } = await twoAskedJobs();
    await test.db
      .updateTable("leads")
      .set({ email: "dana.new@example.com" })
      .where("reference", "=", "Q-AAAAA1")
      .execute();
    expect(await reviews.unsubscribe(dana.unsubscribe)).toBe(true);
    const kept = await test.db.selectFrom("mail_opt_outs").select("address_hash").execute();
    expect(kept.map((row) => row.address_hash)).toEqual([optOutHash("dana@example.com")]);
  });

  it("unsubscribe for good: the reminder is not sent, and the address is never asked again", async () => {
    const { reviews, dana, moveTo } = await twoAskedJobs();
    expect(await reviews.unsubscribe(dana.unsubscribe)).toBe(true);
    expect(await reviews.unsubscribe(dana.unsubscribe)).toBe(true); // a replay changes nothing
    moveTo("2026-12-05T00:00:00.000Z");
    expect(await reviews.sendDue()).toEqual({ requests: 0, reminders: 1 }); // Lee's only
    // Dana's next job, a year on, is not asked either.
    await insertCompletedJob(test.db, "Q-AAAAA3", "2027-06-01", { email: "DANA@example.com" });
    moveTo("2027-06-10T00:00:00.000Z");
    expect((await reviews.sendDue()).requests).toBe(0);
    expect((await reviews.ofLead("Q-AAAAA3")).review?.notSentReason).toBe("unsubscribed");
  });

  it("take private feedback, alert the office at once, and keep the text as typed", async () => {
    const { reviews, dana, woken } = await twoAskedJobs();
    const body = "The crew left nails in the driveway.\nPlease call after 5 pm.";
    // As a form posts it: the line break as CRLF, kept as one "\n".
    const posted = `  ${body.replace("\n", "\r\n")}  `;
    expect(await reviews.sendFeedback(dana.feedback, posted)).toEqual({ kind: "sent" });
    const alert = (await listMessages(test.db, ["pending"])).find(
      (mail) => mail.kind === "notification",
    );
    expect(alert).toMatchObject({
      recipients: ["office@example.com"],
      replyTo: "dana@example.com",
      subject: "Private feedback from a finished job (Q-AAAAA1)",
    });
    expect(alert!.text).toContain(body);
    expect(alert!.text).toContain("https://www.example.com/admin/leads/Q-AAAAA1");
    expect(woken.mail).toBeGreaterThan(1);
    const state = await reviews.ofLead("Q-AAAAA1");
    expect(state.review?.feedback.map((entry) => entry.body)).toEqual([body]);
    expect(state.review?.feedback[0]?.createdAt).toBe(DUE.toISOString());
  });

  it("store the same form sent twice once, and alert the office once, even sent at the same moment", async () => {
    const { reviews, dana } = await twoAskedJobs();
    const other = reviewOperationsOn(test.db, () => DUE).reviews;
    const key = "0123456789abcdef0123456789abcdef";
    const outcomes = await Promise.all([
      reviews.sendFeedback(dana.feedback, "Loose flashing.", key),
      other.sendFeedback(dana.feedback, "Loose flashing.", key),
      reviews.sendFeedback(dana.feedback, "Loose flashing.", key),
    ]);
    expect(outcomes).toEqual([{ kind: "sent" }, { kind: "sent" }, { kind: "sent" }]);
    expect((await reviews.ofLead("Q-AAAAA1")).review?.feedback).toHaveLength(1);
    const alerts = (await listMessages(test.db, ["pending"])).filter(
      (mail) => mail.kind === "notification",
    );
    expect(alerts).toHaveLength(1);
    // Another form (another key) is another message.
    await reviews.sendFeedback(
      dana.feedback,
      "And the gutter.",
      "fedcba9876543210fedcba9876543210",
    );
    expect((await reviews.ofLead("Q-AAAAA1")).review?.feedback).toHaveLength(2);
  });

  it("refuse feedback that breaks the text rule or is empty or too long, changing nothing", async () => {
    const { reviews, dana } = await twoAskedJobs();
    for (const bad of ["   ", "Broken\u0000gutter", "x".repeat(4001)]) {
      const outcome = await reviews.sendFeedback(dana.feedback, bad);
      expect(outcome.kind).toBe("invalid");
    }
    expect(await reviews.sendFeedback("A".repeat(43), "Hello")).toEqual({ kind: "unknown" });
    expect((await reviews.ofLead("Q-AAAAA1")).review?.feedback).toEqual([]);
    expect(
      (await listMessages(test.db, ["pending"])).filter((mail) => mail.kind === "notification"),
    ).toHaveLength(0);
  });

  it("limit feedback to five a day per job, every instance counting together", async () => {
    const { reviews, dana, lee } = await twoAskedJobs();
    const other = reviewOperationsOn(test.db, () => DUE).reviews;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 ? other : reviews).sendFeedback(dana.feedback, `Note ${index}`),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "sent")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind === "limited")).toHaveLength(3);
    expect((await reviews.ofLead("Q-AAAAA1")).review?.feedback).toHaveLength(5);
    // Another job's homeowner is not limited by Dana's.
    expect(await reviews.sendFeedback(lee.feedback, "All good, one question.")).toEqual({
      kind: "sent",
    });
  });

  it("record consent with its wording's version, time and client address, then its withdrawal", async () => {
    const { reviews, dana, moveTo } = await twoAskedJobs();
    moveTo("2026-11-28T14:00:00.000Z");
    expect(await reviews.giveConsent(dana.consent, "203.0.113.7")).toBe(true);
    const row = await test.db.selectFrom("photo_consents").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      wording_version: "2026-11-28",
      given_at: "2026-11-28T14:00:00.000Z",
      client_address: "203.0.113.7",
      withdrawn_at: null,
    });
    const page = await reviews.page(dana.consent, "consent");
    expect(page?.withdrawPath).toBe(`/reviews/withdraw/${dana.withdraw}`);
    moveTo("2026-11-29T09:00:00.000Z");
    expect(await reviews.withdrawConsent(dana.withdraw)).toBe(true);
    expect((await reviews.ofLead("Q-AAAAA1")).consent).toEqual({
      version: "2026-11-28",
      givenAt: "2026-11-28T14:00:00.000Z",
      withdrawnAt: "2026-11-29T09:00:00.000Z",
    });
    // Given again after a change of mind, it stands again.
    expect(await reviews.giveConsent(dana.consent, "203.0.113.8")).toBe(true);
    expect((await reviews.ofLead("Q-AAAAA1")).consent?.withdrawnAt).toBeNull();
  });

  it("go with the lead when it is erased: request, tokens, feedback and consent", async () => {
    const { reviews, dana } = await twoAskedJobs();
    await reviews.sendFeedback(dana.feedback, "Loose flashing.");
    await reviews.giveConsent(dana.consent, "203.0.113.7");
    const leadId = (
      await test.db
        .selectFrom("leads")
        .select("id")
        .where("reference", "=", "Q-AAAAA1")
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      await eraseLeadOnRequest(
        test.db,
        { reference: "Q-AAAAA1", confirmation: "Q-AAAAA1", actor: STAFF },
        { webhookUrls: [], inspections: inspectionSettings, now: DUE.toISOString() },
      ),
    ).toBe("erased");
    for (const table of [
      "review_requests",
      "review_tokens",
      "review_feedback",
      "photo_consents",
    ] as const) {
      const left = await test.db
        .selectFrom(table)
        .select("lead_id")
        .where("lead_id", "=", leadId)
        .execute();
      expect(left, table).toEqual([]);
    }
    expect(await reviews.page(dana.consent, "consent")).toBeUndefined();
    expect(await reviews.openReview(dana.review)).toBeUndefined();
  });

  it("send nothing and say why without a Place ID", async () => {
    await insertCompletedJob(test.db, "Q-AAAAA1", "2026-11-25");
    const { reviews } = reviewOperationsOn(test.db, () => DUE, {});
    expect(await reviews.sendDue()).toEqual({ requests: 0, reminders: 0 });
    expect(reviews.offReason()).toContain("GOOGLE_PLACE_ID");
    expect((await reviews.ofLead("Q-AAAAA1")).upcoming).toEqual({ off: reviews.offReason() });
    const on = reviewOperationsOn(test.db, () => new Date("2026-11-26T00:00:00Z")).reviews;
    expect(on.offReason()).toBeNull();
    expect((await on.ofLead("Q-AAAAA1")).upcoming).toEqual({ dueAt: DUE.toISOString() });
    // Past its due time it goes out on the next run: the page says now, not a time gone by.
    const late = reviewOperationsOn(test.db, () => new Date("2026-11-29T00:00:00Z")).reviews;
    expect((await late.ofLead("Q-AAAAA1")).upcoming).toEqual({ dueAt: "2026-11-29T00:00:00.000Z" });
    // Too long after its due day, or to an address that unsubscribed: why not, instead.
    const months = reviewOperationsOn(test.db, () => new Date("2027-02-01T00:00:00Z")).reviews;
    expect((await months.ofLead("Q-AAAAA1")).upcoming).toEqual({
      off: "Not asked for a review: the job was finished more than 30 days before it was due to be.",
    });
    await recordOptOut(test.db, "dana@example.com", "review", DUE.toISOString());
    expect((await on.ofLead("Q-AAAAA1")).upcoming).toEqual({
      off: "Will not be asked for a review: this address unsubscribed from review emails.",
    });
  });
});
