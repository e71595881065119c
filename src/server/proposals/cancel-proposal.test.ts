// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { SIGNED_AT, signedProposal } from "../../test-support/deposit-test-support.ts";
import { expectHomeownerPageLink } from "../../test-support/homeowner-test-support.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import { findLeadEvents } from "../inbox/lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import type { Db } from "../tables.ts";
import { cancelProposal, cancellationView, type CancelRequest } from "./cancel-proposal.ts";
import { recordDepositPayment } from "./deposit-repo.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";
import { versionById } from "./proposal-repo.ts";

/*
 * The homeowner cancels a signed proposal within a notice's window: the rules by window and
 * instant, the audit trail, the lead's move off Won, what is queued, replays and the race.
 * Signed at SIGNED_AT, Thursday December 3, 2026, 10:15 in Louisville. The FTC's window
 * (3 business days, Saturdays counted) runs to midnight at the end of Monday December 7:
 * 2026-12-08T05:00:00Z.
 */

const at = (iso: string) => new Date(iso);
const FTC_CLOSES = at("2026-12-08T05:00:00.000Z");
const INSIDE = at("2026-12-05T15:00:00.000Z");

const request = (versionId: number, changes: Partial<CancelRequest> = {}): CancelRequest => ({
  versionId,
  confirmed: true,
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (iPhone)",
  identifiedBy: "Link to the proposal, sent to d…@example.com",
  ...changes,
});

/** A signed proposal for a Won lead; the version's id. */
async function signedFor(db: Db, reference: string, facts: Parameters<typeof signedProposal>[2]) {
  const versionId = await signedProposal(db, reference, facts);
  await db.updateTable("leads").set({ status: "won" }).where("reference", "=", reference).execute();
  return versionId;
}

const state = async (db: Db, versionId: number, reference: string) => {
  const row = await db
    .selectFrom("proposal_versions")
    .select(["status", "cancelled_by", "decided_at"])
    .where("id", "=", versionId)
    .executeTakeFirstOrThrow();
  const leadId = (await findLeadByReference(db, reference))!.id;
  const count = async (table: "outbox" | "deliveries") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("lead_id", "=", leadId)
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    ...row,
    events: (await eventsOfVersion(db, versionId)).map((event) => event.kind),
    lead: (await findLeadByReference(db, reference))!.status,
    mails: await count("outbox"),
    deliveries: await count("deliveries"),
  };
};

describe.each(engines)("cancelling a signed proposal (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("cancels within the FTC's window: the version, the trail, the lead, the emails and the events", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC01", { soldAtHome: true });
    const outcome = await cancelProposal(db, request(versionId), INSIDE, TEST_ALERTS);
    expect(outcome).toEqual({ ok: true, cancelledAt: INSIDE.toISOString() });

    expect(await state(db, versionId, "Q-CANC01")).toMatchObject({
      status: "cancelled",
      cancelled_by: "homeowner",
      decided_at: INSIDE.toISOString(),
      events: ["cancelled"],
      lead: "lost",
    });
    const [event] = await eventsOfVersion(db, versionId);
    expect(event).toMatchObject({
      at: INSIDE.toISOString(),
      actor: "homeowner",
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
      identifiedBy: "Link to the proposal, sent to d…@example.com",
    });
    const detail = await db
      .selectFrom("proposal_events")
      .select("detail")
      .where("version_id", "=", versionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.detail!)).toEqual({ notices: ["ftc-cooling-off"], depositPaid: null });

    const lead = await findLeadByReference(db, "Q-CANC01");
    const history = await findLeadEvents(db, lead!.id);
    expect(history.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "won",
      toStatus: "lost",
      actorEmail: "the homeowner, cancelling the signed proposal online",
    });

    const mails = await db
      .selectFrom("outbox")
      .select(["kind", "recipients", "subject", "text_body", "html_body"])
      .where("lead_id", "=", lead!.id)
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["proposal", "notification"]);
    expect(JSON.parse(mails[0]!.recipients)).toEqual([
      (await findLeadByReference(db, "Q-CANC01"))!.email,
    ]);
    expect(mails[0]!.text_body).toContain("You cancelled your signed roof contract");
    expect(mails[0]!.text_body).toContain("December 5, 2026 at 10:00 am");
    expect(mails[0]!.text_body).toContain("Cooling-Off Rule (16 CFR 429)");
    expect(mails[0]!.text_body).toContain("You paid no deposit");
    // Like every email to the homeowner, it links to their own page; the office's does not.
    await expectHomeownerPageLink(
      db,
      { text: mails[0]!.text_body, html: mails[0]!.html_body },
      TEST_ALERTS.siteUrl,
      "Q-CANC01",
    );
    expect(mails[1]!.text_body).not.toContain("/my/");
    expect(JSON.parse(mails[1]!.recipients)).toEqual(TEST_ALERTS.notifyTo);
    expect(mails[1]!.subject).toBe("Signed proposal cancelled by the homeowner: Q-CANC01-1");

    const deliveries = await db
      .selectFrom("deliveries")
      .select(["channel", "event_type", "body"])
      .where("lead_id", "=", lead!.id)
      .orderBy("id")
      .execute();
    expect(deliveries.map((row) => [row.channel, row.event_type])).toEqual([
      ["chat", "proposal.cancelled"],
      ["webhook", "proposal.cancelled"],
    ]);
    const webhook = JSON.parse(deliveries[1]!.body) as { type: string; data: object };
    expect(webhook.type).toBe("proposal.cancelled");
    expect(webhook.data).toMatchObject({
      number: "Q-CANC01-1",
      cancelledAt: INSIDE.toISOString(),
      cancelledBy: "homeowner",
      notices: [{ id: "ftc-cooling-off", citation: "16 CFR 429.1" }],
      depositPaid: 0,
    });
    expect(JSON.stringify(webhook)).not.toContain("/proposal/");
  });

  it("refuses at midnight ending the last day, and a millisecond before it cancels", async () => {
    const { db } = database;
    const late = await signedFor(db, "Q-CANC02", { soldAtHome: true });
    const before = await state(db, late, "Q-CANC02");
    expect(await cancelProposal(db, request(late), FTC_CLOSES, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "closed",
    });
    expect(await state(db, late, "Q-CANC02")).toEqual(before);
    expect(await cancellationView(db, (await versionById(db, late))!, FTC_CLOSES)).toBeNull();

    const lastMoment = new Date(FTC_CLOSES.getTime() - 1);
    const view = await cancellationView(db, (await versionById(db, late))!, lastMoment);
    expect(view).toEqual({
      offer: {
        open: [
          {
            notice: "ftc-cooling-off",
            lastDay: "2026-12-07",
            name: "the Federal Trade Commission's Cooling-Off Rule (16 CFR 429)",
            untilDecision: null,
          },
        ],
        refund: {
          within: "within 10 business days of receiving your cancellation",
          citation: "16 CFR 429.1",
        },
      },
      depositPaid: null,
    });
    expect((await cancelProposal(db, request(late), lastMoment, TEST_ALERTS)).ok).toBe(true);
  });

  it("offers nothing for a sale that gave no right to cancel", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC03", {});
    expect(await cancelProposal(db, request(versionId), SIGNED_AT, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "closed",
    });
    expect((await state(db, versionId, "Q-CANC03")).status).toBe("accepted");
  });

  it("keeps Kentucky's window open until the insurer decides, then closes it 5 business days later", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC04", { paidByInsurance: true });
    const monthLater = at("2027-01-05T15:00:00.000Z");
    const view = await cancellationView(db, (await versionById(db, versionId))!, monthLater);
    expect(view?.offer.open).toMatchObject([{ notice: "ky-insurance", lastDay: null }]);
    expect(view?.offer.refund).toEqual({ within: "within 10 days", citation: "KRS 367.626" });

    // The denial received Friday January 8: Monday 11 to Friday 15 are its five business days.
    await db
      .updateTable("proposal_versions")
      .set({ insurer_decision: "denied", insurer_decision_on: "2027-01-08" })
      .where("id", "=", versionId)
      .execute();
    const after = at("2027-01-16T05:00:00.000Z");
    expect(await cancelProposal(db, request(versionId), after, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "closed",
    });
    const lastDay = at("2027-01-16T04:59:00.000Z");
    expect(
      (await cancellationView(db, (await versionById(db, versionId))!, lastDay))?.offer.open,
    ).toMatchObject([{ notice: "ky-insurance", lastDay: "2027-01-15" }]);
    expect((await cancelProposal(db, request(versionId), lastDay, TEST_ALERTS)).ok).toBe(true);
  });

  it("says a paid deposit is refunded, and how soon, in the trail and the office's email", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC05", { soldAtHome: true });
    const version = (await versionById(db, versionId))!;
    await recordDepositPayment(db, {
      versionId,
      proposalId: version.proposalId,
      leadId: version.leadId,
      sessionId: "cs_test_cancel05",
      eventId: "evt_cancel05",
      amountCents: 214_200,
      currency: "usd",
      paidAt: "2026-12-04T15:00:00.000Z",
    });
    expect((await cancellationView(db, version, INSIDE))?.depositPaid).toBe(2_142);
    expect((await cancelProposal(db, request(versionId), INSIDE, TEST_ALERTS)).ok).toBe(true);
    const office = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("lead_id", "=", version.leadId)
      .where("kind", "=", "notification")
      .executeTakeFirstOrThrow();
    expect(office.text_body).toContain(
      "The deposit of $2,142 was paid: refund it within 10 business days of receiving your cancellation (16 CFR 429.1).",
    );
    const homeowner = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("lead_id", "=", version.leadId)
      .where("kind", "=", "proposal")
      .executeTakeFirstOrThrow();
    expect(homeowner.text_body).toContain("Our office will refund the deposit of $2,142 you paid");
  });

  it("changes nothing without the box ticked, for a version not signed, or one that does not exist", async () => {
    const { db } = database;
    const signed = await signedFor(db, "Q-CANC06", { soldAtHome: true });
    const before = await state(db, signed, "Q-CANC06");
    expect(
      await cancelProposal(db, request(signed, { confirmed: false }), INSIDE, TEST_ALERTS),
    ).toEqual({ ok: false, problem: "unconfirmed" });
    expect(await state(db, signed, "Q-CANC06")).toEqual(before);
    expect(await cancelProposal(db, request(999_999), INSIDE, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "unknown",
    });

    await db
      .updateTable("proposal_versions")
      .set({ status: "sent" })
      .where("id", "=", signed)
      .execute();
    expect(await cancelProposal(db, request(signed), INSIDE, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "not-signed",
    });
    expect((await state(db, signed, "Q-CANC06")).events).toEqual([]);
  });

  it("is safe to replay: the second post finds it cancelled and queues nothing more", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC07", { soldAtHome: true });
    expect((await cancelProposal(db, request(versionId), INSIDE, TEST_ALERTS)).ok).toBe(true);
    const once = await state(db, versionId, "Q-CANC07");
    expect(await cancelProposal(db, request(versionId), INSIDE, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "already-cancelled",
    });
    expect(await state(db, versionId, "Q-CANC07")).toEqual(once);
  });

  it("makes one cancellation when two instances cancel at the same moment", async () => {
    const { db } = database;
    const versionId = await signedFor(db, "Q-CANC08", { soldAtHome: true });
    const other = await database.connect();
    const outcomes = await Promise.all([
      cancelProposal(db, request(versionId), INSIDE, TEST_ALERTS),
      cancelProposal(other.db, request(versionId), INSIDE, TEST_ALERTS),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      problem: "already-cancelled",
    });
    expect(await state(db, versionId, "Q-CANC08")).toMatchObject({
      status: "cancelled",
      events: ["cancelled"],
      lead: "lost",
      mails: 2,
      deliveries: 2,
    });
  });

  it("leaves the lead Won while another of its proposals is signed, and a finished job as it is", async () => {
    const { db } = database;
    const first = await signedFor(db, "Q-CANC09", { soldAtHome: true });
    const firstVersion = (await versionById(db, first))!;
    // A second proposal of the same lead, signed too (a garage roof).
    const second = await insertTestProposal(db, {
      id: firstVersion.leadId,
      reference: "Q-CANC09-garage",
    });
    await db
      .updateTable("proposal_versions")
      .set({ status: "accepted" })
      .where("id", "=", second)
      .execute();
    expect((await cancelProposal(db, request(first), INSIDE, TEST_ALERTS)).ok).toBe(true);
    expect((await state(db, first, "Q-CANC09")).lead).toBe("won");

    const finished = await signedFor(db, "Q-CANC10", { soldAtHome: true });
    await db
      .updateTable("leads")
      .set({ status: "completed" })
      .where("reference", "=", "Q-CANC10")
      .execute();
    expect((await cancelProposal(db, request(finished), INSIDE, TEST_ALERTS)).ok).toBe(true);
    expect((await state(db, finished, "Q-CANC10")).lead).toBe("completed");
  });
});
