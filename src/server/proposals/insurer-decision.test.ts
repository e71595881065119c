// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { proposalNotices, type NoticeText } from "../../config/proposal-notices.ts";
import { currentWording } from "../../lib/proposals/proposal-wording.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { signedProposal } from "../../test-support/deposit-test-support.ts";
import type { Db } from "../tables.ts";
import { signedDeposit } from "./deposit-due.ts";
import { signedDepositFacts } from "./deposit-repo.ts";
import { decisionView, recordInsurerDecision, type DecisionRequest } from "./insurer-decision.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";
import { versionById } from "./proposal-repo.ts";

/*
 * The office records the insurer's written decision on a Kentucky insurance job: once, under
 * the row lock, never for a day after today or before the signing; the Kentucky window and
 * the held deposit then end five business days after the day, counted under the wording the
 * version was sent with. Signed Thursday December 3, 2026 (deposit-test-support.ts); the
 * denial received Tuesday December 8: Wednesday 9 to Tuesday 15 are its five business days,
 * so the window closes at midnight ending December 15 in Louisville, 2026-12-16T05:00Z.
 */

const TODAY = new Date("2026-12-09T15:00:00.000Z");
const KY_CLOSES = "2026-12-16T05:00:00.000Z";

const request = (versionId: number, changes: Partial<DecisionRequest> = {}): DecisionRequest => ({
  versionId,
  decision: "denied",
  receivedOn: "2026-12-08",
  reason: undefined,
  expected: "none",
  actorEmail: "office@ridgeline.test",
  ...changes,
});

const kentuckyJob = (db: Db, reference: string) =>
  signedProposal(db, reference, { state: "KY", paidByInsurance: true });

const stored = (db: Db, versionId: number) =>
  db
    .selectFrom("proposal_versions")
    .select(["insurer_decision", "insurer_decision_on"])
    .where("id", "=", versionId)
    .executeTakeFirstOrThrow();

const decisionEvents = async (db: Db, versionId: number) =>
  (await eventsOfVersion(db, versionId)).filter((event) => event.kind === "insurer-decision");

/** Stores on the version the wording it would have been sent with, Kentucky's changed by `change`. */
async function sendWith(db: Db, versionId: number, change: Partial<NoticeText>) {
  const wording = currentWording(["ky-insurance"], {
    name: "Dana Whitfield",
    propertyAddress: "2204 Frankfort Ave, Louisville, KY 40206",
    email: "dana@example.com",
  });
  wording.notices["ky-insurance"] = { ...proposalNotices["ky-insurance"], ...change };
  await db
    .updateTable("proposal_versions")
    .set({ wording: JSON.stringify(wording) })
    .where("id", "=", versionId)
    .execute();
}

const kentucky = proposalNotices["ky-insurance"] as { window: NoticeText["window"] };
const originalWindow = kentucky.window;
afterEach(() => {
  kentucky.window = originalWindow;
});

describe.each(engines)("the insurer's decision (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("records a partial denial as a denial, with who recorded it, and ends the window and the hold five business days later", async () => {
    const { db } = database;
    const versionId = await kentuckyJob(db, "Q-INSR01");
    const before = signedDeposit((await signedDepositFacts(db, versionId))!, TODAY);
    expect(before).toMatchObject({ kind: "due", status: { payable: false, until: null } });

    expect(
      await recordInsurerDecision(db, request(versionId, { decision: "partly-denied" }), TODAY),
    ).toEqual({ ok: true });
    expect(await stored(db, versionId)).toEqual({
      insurer_decision: "denied",
      insurer_decision_on: "2026-12-08",
    });
    const [event] = await decisionEvents(db, versionId);
    expect(event).toMatchObject({
      at: TODAY.toISOString(),
      actor: "staff:office@ridgeline.test",
    });
    const detail = await db
      .selectFrom("proposal_events")
      .select("detail")
      .where("version_id", "=", versionId)
      .where("kind", "=", "insurer-decision")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.detail!)).toEqual({
      decision: "partly-denied",
      stored: "denied",
      receivedOn: "2026-12-08",
    });

    const version = (await versionById(db, versionId))!;
    expect(await decisionView(db, version, TODAY)).toMatchObject({
      recorded: { choice: "partly-denied", receivedOn: "2026-12-08", records: 1 },
      key: "partly-denied:2026-12-08",
      windows: [{ citation: "KRS 367.620 to 367.628", lastDay: "2026-12-15" }],
      deposit: { state: "held", dollars: 2_142, until: KY_CLOSES },
    });
    const facts = (await signedDepositFacts(db, versionId))!;
    const lastMoment = new Date(Date.parse(KY_CLOSES) - 1);
    expect(signedDeposit(facts, lastMoment)).toMatchObject({
      status: { payable: false, until: KY_CLOSES },
    });
    expect(signedDeposit(facts, new Date(KY_CLOSES))).toMatchObject({
      kind: "due",
      dollars: 2_142,
      status: { payable: true },
    });
  });

  it("refuses a day after today or before the signing, and a missing decision, changing nothing", async () => {
    const { db } = database;
    const versionId = await kentuckyJob(db, "Q-INSR02");
    const future = await recordInsurerDecision(
      db,
      request(versionId, { receivedOn: "2026-12-10" }),
      TODAY,
    );
    expect(future).toMatchObject({
      ok: false,
      problem: "invalid",
      errors: { receivedOn: expect.stringContaining("after today") },
    });
    const early = await recordInsurerDecision(
      db,
      request(versionId, { receivedOn: "2026-12-02" }),
      TODAY,
    );
    expect(early).toMatchObject({
      ok: false,
      problem: "invalid",
      errors: { receivedOn: expect.stringContaining("before the homeowner signed") },
    });
    for (const bad of [
      { decision: "maybe" },
      { decision: undefined },
      { receivedOn: "2026-02-30" },
      { receivedOn: "December 8" },
    ]) {
      expect((await recordInsurerDecision(db, request(versionId, bad), TODAY)).ok).toBe(false);
    }
    expect(await stored(db, versionId)).toEqual({
      insurer_decision: null,
      insurer_decision_on: null,
    });
    expect(await decisionEvents(db, versionId)).toEqual([]);
    // Today itself, the signing day itself: both allowed.
    expect(
      (await recordInsurerDecision(db, request(versionId, { receivedOn: "2026-12-03" }), TODAY)).ok,
    ).toBe(true);
  });

  it("takes no decision for a job not paid by insurance, nor for an unknown version", async () => {
    const { db } = database;
    const cash = await signedProposal(db, "Q-INSR03", { state: "KY", paidByInsurance: false });
    expect(await recordInsurerDecision(db, request(cash), TODAY)).toEqual({
      ok: false,
      problem: "not-applicable",
    });
    expect(await decisionView(db, (await versionById(db, cash))!, TODAY)).toBeNull();
    expect(await recordInsurerDecision(db, request(987_654), TODAY)).toEqual({
      ok: false,
      problem: "unknown",
    });
  });

  it("records once when two records race: the second finds it recorded and changes nothing", async () => {
    const { db } = database;
    const versionId = await kentuckyJob(db, "Q-INSR04");
    const other = await database.connect();
    const outcomes = await Promise.all([
      recordInsurerDecision(db, request(versionId, { receivedOn: "2026-12-08" }), TODAY),
      recordInsurerDecision(other.db, request(versionId, { receivedOn: "2026-12-07" }), TODAY),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? "ok" : outcome.problem)).sort()).toEqual([
      "changed",
      "ok",
    ]);
    expect(await decisionEvents(db, versionId)).toHaveLength(1);
    const recorded = await stored(db, versionId);
    const kept = outcomes[0]!.ok ? "2026-12-08" : "2026-12-07";
    expect(recorded.insurer_decision_on).toBe(kept);
    // A replay of the same first record (a double submit) is refused the same way.
    expect(await recordInsurerDecision(db, request(versionId), TODAY)).toEqual({
      ok: false,
      problem: "changed",
    });
  });

  it("corrects a recorded decision only with a reason, as a new event naming what it replaced", async () => {
    const { db } = database;
    const versionId = await kentuckyJob(db, "Q-INSR05");
    await recordInsurerDecision(db, request(versionId), TODAY);
    const expected = "denied:2026-12-08";
    expect(
      await recordInsurerDecision(
        db,
        request(versionId, { expected, receivedOn: "2026-12-09" }),
        TODAY,
      ),
    ).toMatchObject({ ok: false, problem: "invalid", errors: { reason: expect.any(String) } });
    expect(
      await recordInsurerDecision(db, request(versionId, { expected, reason: "Same" }), TODAY),
    ).toEqual({ ok: false, problem: "unchanged" });
    expect(
      await recordInsurerDecision(
        db,
        request(versionId, {
          expected,
          receivedOn: "2026-12-09",
          reason: "The letter came a day later.",
        }),
        TODAY,
      ),
    ).toEqual({ ok: true });
    expect(await stored(db, versionId)).toEqual({
      insurer_decision: "denied",
      insurer_decision_on: "2026-12-09",
    });
    const details = await db
      .selectFrom("proposal_events")
      .select("detail")
      .where("version_id", "=", versionId)
      .where("kind", "=", "insurer-decision")
      .orderBy("id")
      .execute();
    expect(details.map((row) => JSON.parse(row.detail!) as unknown)).toEqual([
      { decision: "denied", stored: "denied", receivedOn: "2026-12-08" },
      {
        decision: "denied",
        stored: "denied",
        receivedOn: "2026-12-09",
        corrects: { decision: "denied", receivedOn: "2026-12-08" },
        reason: "The letter came a day later.",
      },
    ]);
    // The window moved with the day: Thursday 10 to Wednesday 16.
    const view = await decisionView(db, (await versionById(db, versionId))!, TODAY);
    expect(view?.windows).toEqual([{ citation: "KRS 367.620 to 367.628", lastDay: "2026-12-16" }]);
    expect(view?.recorded?.records).toBe(2);
  });

  it("counts the window and the hold under the wording the version was sent with, whatever config says now", async () => {
    const { db } = database;
    const sevenDays = await kentuckyJob(db, "Q-INSR06");
    await sendWith(db, sevenDays, {
      window: { businessDays: 7, saturdays: false, from: "insurer-decision" },
    });
    const notHeld = await kentuckyJob(db, "Q-INSR07");
    await sendWith(db, notHeld, { holdsDeposit: false });
    // A later deploy shortens Kentucky's window in config: neither version follows it.
    kentucky.window = { businessDays: 2, saturdays: false, from: "insurer-decision" };

    await recordInsurerDecision(db, request(sevenDays), TODAY);
    const view = await decisionView(db, (await versionById(db, sevenDays))!, TODAY);
    // Seven business days from Tuesday December 8: Wednesday 9 to Thursday 17.
    expect(view?.windows).toEqual([{ citation: "KRS 367.620 to 367.628", lastDay: "2026-12-17" }]);
    expect(view?.deposit).toEqual({
      state: "held",
      dollars: 2_142,
      until: "2026-12-18T05:00:00.000Z",
    });
    expect(
      signedDeposit((await signedDepositFacts(db, sevenDays))!, new Date(KY_CLOSES)),
    ).toMatchObject({ status: { payable: false, until: "2026-12-18T05:00:00.000Z" } });

    // Sent with a Kentucky notice that holds nothing: payable before any decision.
    expect(signedDeposit((await signedDepositFacts(db, notHeld))!, TODAY)).toMatchObject({
      status: { payable: true },
    });
  });
});
