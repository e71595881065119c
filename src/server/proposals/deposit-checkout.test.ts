// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  RETURN_URL,
  quietLog,
  SIGNED_AT,
  signedProposal,
  standinClient,
  WEBHOOK_SECRET,
} from "../../test-support/deposit-test-support.ts";
import { startStripeStandin, type StripeStandin } from "../../test-support/stripe-standin.ts";
import type { Db } from "../tables.ts";
import { startCheckout, type CheckoutRequest } from "./deposit-checkout.ts";
import { signedDeposit } from "./deposit-due.ts";
import { recordDepositPayment, signedDepositFacts } from "./deposit-repo.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";

/*
 * "Pay the deposit" against the loopback stand-in, with the real stripe client: the amount
 * is the signed deposit worked out on the server, a double press makes one session, and
 * Kentucky's insurance rule holds the deposit until the homeowner's window closes.
 */

// A stand-in per test: each test's database numbers its versions from 1 again, and Stripe
// keeps a session under its idempotency key.
let standin: StripeStandin;
beforeEach(async () => {
  standin = await startStripeStandin({
    webhookSecret: WEBHOOK_SECRET,
    deliver: () => Promise.resolve({ status: 200, body: "" }),
  });
});
afterEach(() => standin.stop());

const request = (versionId: number): CheckoutRequest => ({
  versionId,
  returnUrl: RETURN_URL,
  userAgent: "Mozilla/5.0 (iPhone)",
  identifiedBy: "Link to the signed proposal",
});

const checkout = (db: Db, versionId: number, now = SIGNED_AT) =>
  startCheckout(db, standinClient(standin.apiBase), request(versionId), now, quietLog());

/** The stand-in's requests for this version's deposit. */
const requestsFor = (versionId: number) =>
  standin.requests.filter(
    (sent) =>
      (sent.params["metadata"] as Record<string, string> | undefined)?.["proposal_version_id"] ===
      String(versionId),
  );

describe.each(engines)("the deposit's checkout (%s)", (engine) => {
  const database = useTestDatabase(engine);

  it("asks Stripe for the signed deposit, worked out on the server, and comes back to the page", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-DEPO01");
    const outcome = await checkout(db, versionId);
    expect(outcome).toMatchObject({ ok: true, url: expect.stringMatching(/\/c\/pay\/cs_test_/) });
    const [sent] = requestsFor(versionId);
    // $21,420 signed, 10%: $2,142, in cents.
    expect(sent!.params).toMatchObject({
      mode: "payment",
      line_items: { 0: { quantity: "1", price_data: { currency: "usd", unit_amount: "214200" } } },
      metadata: { proposal_version_id: String(versionId) },
      success_url: `${RETURN_URL}?deposit=paid#deposit`,
      cancel_url: `${RETURN_URL}?deposit=cancelled#deposit`,
    });
    expect(sent!.authorization).toBe("Bearer sk_test_depositTests0123");
    expect(sent!.idempotencyKey).toBe(`proposal-deposit-r2-${versionId}-214200`);
    const events = await eventsOfVersion(db, versionId);
    expect(events.at(-1)).toMatchObject({ kind: "checkout-started", actor: "homeowner" });
  });

  it("makes one session when the button is pressed twice at once", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-DEPO02");
    const [first, second] = await Promise.all([checkout(db, versionId), checkout(db, versionId)]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.sessionId).toBe(first.sessionId);
    const sessions = [...standin.sessions.values()].filter(
      (session) => session.metadata["proposal_version_id"] === String(versionId),
    );
    expect(sessions).toHaveLength(1);
    expect(new Set(requestsFor(versionId).map((sent) => sent.idempotencyKey)).size).toBe(1);
  });

  it("takes nothing for a version that is not signed, or whose deposit is paid", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-DEPO03");
    expect(await checkout(db, versionId + 1000)).toEqual({ ok: false, problem: "not-signed" });
    const facts = (await signedDepositFacts(db, versionId))!;
    await recordDepositPayment(db, {
      versionId,
      proposalId: facts.proposalId,
      leadId: facts.leadId,
      sessionId: "cs_test_paid",
      eventId: "evt_test_paid",
      amountCents: 214_200,
      currency: "usd",
      paidAt: SIGNED_AT.toISOString(),
    });
    expect(await checkout(db, versionId)).toEqual({ ok: false, problem: "paid" });
    expect(requestsFor(versionId)).toEqual([]);
  });

  it("says so, and stores nothing, when Stripe cannot be reached", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-DEPO04");
    const closed = await startStripeStandin({
      webhookSecret: WEBHOOK_SECRET,
      deliver: () => Promise.resolve({ status: 200, body: "" }),
    });
    await closed.stop();
    const before = (await eventsOfVersion(db, versionId)).length;
    const outcome = await startCheckout(
      db,
      standinClient(closed.apiBase),
      request(versionId),
      SIGNED_AT,
      quietLog(),
    );
    expect(outcome).toEqual({ ok: false, problem: "unavailable" });
    expect(await eventsOfVersion(db, versionId)).toHaveLength(before);
  });

  describe("a Kentucky job paid by insurance (KRS 367.622, 367.626)", () => {
    const kentuckyInsurance = { state: "KY", paidByInsurance: true } as const;
    const decided = (db: Db, versionId: number, day: string) =>
      db
        .updateTable("proposal_versions")
        .set({ insurer_decision: "denied", insurer_decision_on: day })
        .where("id", "=", versionId)
        .execute();

    it("holds the deposit while the insurer has not decided, and refuses a checkout", async () => {
      const { db } = database;
      const versionId = await signedProposal(db, "Q-DEPO05", kentuckyInsurance);
      const later = new Date("2027-03-01T15:00:00.000Z");
      const due = signedDeposit((await signedDepositFacts(db, versionId))!, later);
      expect(due).toEqual({ kind: "due", dollars: 2_142, status: { payable: false, until: null } });
      expect(await checkout(db, versionId, later)).toEqual({ ok: false, problem: "held" });
      expect(requestsFor(versionId)).toEqual([]);
    });

    it("opens it at midnight after the fifth business day from the insurer's written decision", async () => {
      const { db } = database;
      const versionId = await signedProposal(db, "Q-DEPO06", kentuckyInsurance);
      // Denial received Monday, December 7, 2026: Saturdays do not count, so the fifth
      // business day is Monday the 14th, and the window closes at its midnight (EST, UTC−5).
      await decided(db, versionId, "2026-12-07");
      const facts = (await signedDepositFacts(db, versionId))!;
      const closes = "2026-12-15T05:00:00.000Z";
      const justBefore = new Date(Date.parse(closes) - 1);
      expect(signedDeposit(facts, justBefore)).toMatchObject({
        status: { payable: false, until: closes },
      });
      expect(await checkout(db, versionId, justBefore)).toEqual({ ok: false, problem: "held" });
      expect(signedDeposit(facts, new Date(closes))).toMatchObject({ status: { payable: true } });
      expect(await checkout(db, versionId, new Date(closes))).toMatchObject({ ok: true });
    });

    it("takes it at once for emergency work, as KRS 367.626 allows", async () => {
      const { db } = database;
      const versionId = await signedProposal(db, "Q-DEPO07", {
        ...kentuckyInsurance,
        emergencyWork: true,
      });
      expect(await checkout(db, versionId)).toMatchObject({ ok: true });
    });

    it("does not hold an Indiana insurance job's deposit", async () => {
      const { db } = database;
      const versionId = await signedProposal(db, "Q-DEPO08", {
        state: "IN",
        paidByInsurance: true,
      });
      expect(await checkout(db, versionId)).toMatchObject({ ok: true });
    });
  });
});
