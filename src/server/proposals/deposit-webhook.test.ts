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
import { findLeadByReference } from "../leads/lead-repo.ts";
import { eraseLeadRows } from "../privacy/erased-lead-repo.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import type { Db } from "../tables.ts";
import { cancelProposal } from "./cancel-proposal.ts";
import { startCheckout } from "./deposit-checkout.ts";
import { depositPaymentOf } from "./deposit-repo.ts";
import { receiveStripeEvent } from "./deposit-webhook.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";

/*
 * Stripe's webhook with the real stripe package verifying Stripe-Signature over the raw
 * body: a paid session marks its deposit paid exactly once; a replay, a forged or missing
 * signature and a tampered body change nothing; two instances receiving the same event at
 * once store one payment.
 */

const PAID_AT = new Date("2026-12-03T15:20:00.000Z");

let standin: StripeStandin;
beforeEach(async () => {
  standin = await startStripeStandin({
    webhookSecret: WEBHOOK_SECRET,
    deliver: () => Promise.resolve({ status: 200, body: "" }),
  });
});
afterEach(() => standin.stop());

/** The delivery as the endpoint receives it: the body's bytes and its signature header. */
const delivery = (body: string, signature: string | null) => ({
  rawBody: new TextEncoder().encode(body),
  signature,
});

const receive = (db: Db, body: string, signature: string | null, now = PAID_AT) =>
  receiveStripeEvent(
    db,
    standinClient(standin.apiBase),
    WEBHOOK_SECRET,
    delivery(body, signature),
    now,
    quietLog(),
  );

/** A signed proposal, its checkout session at the stand-in, and the signed event of its payment. */
async function paidSession(db: Db, reference: string) {
  const versionId = await signedProposal(db, reference);
  const started = await startCheckout(
    db,
    standinClient(standin.apiBase),
    { versionId, returnUrl: RETURN_URL, userAgent: null, identifiedBy: "Link" },
    SIGNED_AT,
    quietLog(),
  );
  if (!started.ok) throw new Error(`no session: ${started.problem}`);
  const body = standin.completedEvent(started.sessionId);
  // Signed "now" as Stripe signs each delivery: the signature's timestamp is checked
  // against the real clock (five minutes' tolerance).
  return {
    versionId,
    sessionId: started.sessionId,
    body,
    signature: standin.signature(body, WEBHOOK_SECRET),
  };
}

const stateOf = async (db: Db, versionId: number) => ({
  payments: await db
    .selectFrom("proposal_deposit_payments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count)),
  paidAt: (
    await db
      .selectFrom("proposal_versions")
      .select("deposit_paid_at")
      .where("id", "=", versionId)
      .executeTakeFirstOrThrow()
  ).deposit_paid_at,
  paidEvents: (await eventsOfVersion(db, versionId)).filter((event) => event.kind === "paid")
    .length,
});

describe.each(engines)("Stripe's webhook (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("marks the deposit paid once, with the payment and the Stripe event in the audit trail", async () => {
    const { db } = database;
    const { versionId, sessionId, body, signature } = await paidSession(db, "Q-HOOK01");
    expect(await receive(db, body, signature)).toEqual({
      status: 200,
      message: "Deposit recorded.",
    });

    const eventId = (JSON.parse(body) as { id: string }).id;
    expect(await depositPaymentOf(db, versionId)).toEqual({
      stripe_session_id: sessionId,
      stripe_event_id: eventId,
      amount_cents: 214_200,
      currency: "usd",
      paid_at: PAID_AT.toISOString(),
    });
    expect(await stateOf(db, versionId)).toEqual({
      payments: 1,
      paidAt: PAID_AT.toISOString(),
      paidEvents: 1,
    });
    const paid = await db
      .selectFrom("proposal_events")
      .select(["at", "actor", "detail"])
      .where("version_id", "=", versionId)
      .where("kind", "=", "paid")
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ at: PAID_AT.toISOString(), actor: "stripe" });
    expect(JSON.parse(paid.detail!)).toEqual({
      stripeEventId: eventId,
      stripeSessionId: sessionId,
      amountCents: 214_200,
      currency: "usd",
    });
  });

  it("queues deposit.paid to chat and the webhook endpoints with the payment, once, however often the event comes", async () => {
    const { db } = database;
    const { body, signature } = await paidSession(db, "Q-HOOK09");
    const withAlerts = () =>
      receiveStripeEvent(
        db,
        standinClient(standin.apiBase),
        WEBHOOK_SECRET,
        delivery(body, signature),
        PAID_AT,
        quietLog(),
        TEST_ALERTS,
      );
    expect((await withAlerts()).message).toBe("Deposit recorded.");
    expect((await withAlerts()).message).toBe(
      "This deposit is already recorded. Nothing was changed.",
    );
    const rows = await db
      .selectFrom("deliveries")
      .select(["channel", "event_type", "body"])
      .where("event_type", "=", "deposit.paid")
      .orderBy("channel")
      .execute();
    expect(rows.map((row) => row.channel)).toEqual(["chat", "webhook"]);
    const webhook = JSON.parse(rows.find((row) => row.channel === "webhook")!.body) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(webhook.type).toBe("deposit.paid");
    expect(webhook.data).toMatchObject({ amount: 2_142, currency: "usd" });
    // The session's id reopens the payment page: never sent on.
    expect(JSON.stringify(webhook)).not.toContain("cs_");
  });

  it("acknowledges a replay of the same event (Stripe redelivers) and changes nothing", async () => {
    const { db } = database;
    const { versionId, body, signature } = await paidSession(db, "Q-HOOK02");
    expect((await receive(db, body, signature)).status).toBe(200);
    const before = await stateOf(db, versionId);
    const later = new Date(PAID_AT.getTime() + 60_000);
    expect(await receive(db, body, signature, later)).toEqual({
      status: 200,
      message: "This deposit is already recorded. Nothing was changed.",
    });
    // Re-signed, as a redelivery would be: still one payment.
    const resigned = await receive(db, body, standin.signature(body, WEBHOOK_SECRET), later);
    expect(resigned.message).toBe("This deposit is already recorded. Nothing was changed.");
    expect(await stateOf(db, versionId)).toEqual(before);
  });

  it("refuses a forged, missing or stale signature and a tampered body with a 400", async () => {
    const { db } = database;
    const { versionId, body, signature } = await paidSession(db, "Q-HOOK03");
    const forged = standin.signature(body, "whsec_notTheEndpointsSecret012345");
    const stale = standin.signature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    const tampered = body.replace('"amount_total": 214200', '"amount_total": 100');
    expect(tampered).not.toBe(body);
    for (const [text, header] of [
      [body, forged],
      [body, null],
      [body, ""],
      [body, "t=1,v1=00"],
      [body, stale],
      [tampered, signature],
    ] as const) {
      const answer = await receive(db, text, header);
      expect(answer.status, String(header)).toBe(400);
    }
    expect(await stateOf(db, versionId)).toEqual({ payments: 0, paidAt: null, paidEvents: 0 });
  });

  it("acknowledges an event for a version it does not know, and stores nothing", async () => {
    const { db } = database;
    const { body } = await paidSession(db, "Q-HOOK04");
    const event = JSON.parse(body) as { data: { object: { metadata: Record<string, string> } } };
    for (const unknown of ["999999", "", "1; DROP TABLE leads"]) {
      event.data.object.metadata["proposal_version_id"] = unknown;
      const text = JSON.stringify(event);
      const answer = await receive(db, text, standin.signature(text, WEBHOOK_SECRET));
      expect(answer).toEqual({
        status: 200,
        message: "No proposal of ours matches this session. Nothing was recorded.",
      });
    }
    const rows = await db.selectFrom("proposal_deposit_payments").selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("does not take a payment of another amount or currency for the deposit, and logs it for the office", async () => {
    const { db } = database;
    const { versionId, body } = await paidSession(db, "Q-HOOK08");
    const log = quietLog();
    for (const other of [
      body.replace('"amount_total": 214200', '"amount_total": 100'),
      body.replace('"currency": "usd"', '"currency": "eur"'),
    ]) {
      expect(other).not.toBe(body);
      const answer = await receiveStripeEvent(
        db,
        standinClient(standin.apiBase),
        WEBHOOK_SECRET,
        delivery(other, standin.signature(other, WEBHOOK_SECRET)),
        PAID_AT,
        log,
      );
      expect(answer).toEqual({
        status: 200,
        message:
          "The amount paid is not this proposal's deposit. Nothing was recorded; the office is told.",
      });
    }
    expect(await stateOf(db, versionId)).toEqual({ payments: 0, paidAt: null, paidEvents: 0 });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        event: "deposit.amount_differs",
        paidCents: 100,
        expectedCents: 214_200,
      }),
    );
  });

  it("records nothing for a session that is not paid yet", async () => {
    const { db } = database;
    const { versionId, body } = await paidSession(db, "Q-HOOK05");
    const unpaid = body.replace('"payment_status": "paid"', '"payment_status": "unpaid"');
    const answer = await receive(db, unpaid, standin.signature(unpaid, WEBHOOK_SECRET));
    expect(answer.status).toBe(200);
    expect(await stateOf(db, versionId)).toEqual({ payments: 0, paidAt: null, paidEvents: 0 });
  });

  it("stores one payment when two instances receive the same event at once", async () => {
    const { db } = database;
    const { versionId, body, signature } = await paidSession(db, "Q-HOOK06");
    const other = await database.connect();
    const answers = await Promise.all([
      receive(db, body, signature),
      receive(other.db, body, signature),
    ]);
    expect(answers.map((answer) => answer.message).sort()).toEqual([
      "Deposit recorded.",
      "This deposit is already recorded. Nothing was changed.",
    ]);
    expect(await stateOf(db, versionId)).toMatchObject({ payments: 1, paidEvents: 1 });
  });

  it("records a deposit paid after the homeowner cancelled, once, marked to refund, and tells the office and the homeowner", async () => {
    const { db } = database;
    // Sold at the home: the FTC's window lets the homeowner cancel while Stripe's page is open.
    const versionId = await signedProposal(db, "Q-HOOK10", { soldAtHome: true });
    const started = await startCheckout(
      db,
      standinClient(standin.apiBase),
      { versionId, returnUrl: RETURN_URL, userAgent: null, identifiedBy: "Link" },
      SIGNED_AT,
      quietLog(),
    );
    if (!started.ok) throw new Error(`no session: ${started.problem}`);
    const cancelledAt = new Date("2026-12-03T15:18:00.000Z");
    const cancelled = await cancelProposal(
      db,
      {
        versionId,
        confirmed: true,
        ipAddress: null,
        userAgent: null,
        identifiedBy: "Link",
      },
      cancelledAt,
      TEST_ALERTS,
    );
    expect(cancelled.ok).toBe(true);
    const body = standin.completedEvent(started.sessionId);
    const log = quietLog();
    const deliver = () =>
      receiveStripeEvent(
        db,
        standinClient(standin.apiBase),
        WEBHOOK_SECRET,
        delivery(body, standin.signature(body, WEBHOOK_SECRET)),
        PAID_AT,
        log,
        TEST_ALERTS,
      );
    expect(await deliver()).toEqual({
      status: 200,
      message: "Deposit recorded for a cancelled contract; the office is told to refund it.",
    });
    expect((await deliver()).message).toBe(
      "This deposit is already recorded. Nothing was changed.",
    );

    expect(await stateOf(db, versionId)).toEqual({
      payments: 1,
      paidAt: PAID_AT.toISOString(),
      paidEvents: 1,
    });
    const status = await db
      .selectFrom("proposal_versions")
      .select("status")
      .where("id", "=", versionId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("cancelled");
    const paid = await db
      .selectFrom("proposal_events")
      .select("detail")
      .where("version_id", "=", versionId)
      .where("kind", "=", "paid")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(paid.detail!)).toMatchObject({
      amountCents: 214_200,
      afterCancelling: true,
      refundDue: true,
    });
    expect(log.lines.filter((line) => line.event === "deposit.paid_after_cancelling")).toHaveLength(
      1,
    );

    const lead = await findLeadByReference(db, "Q-HOOK10");
    const mails = await db
      .selectFrom("outbox")
      .select(["kind", "recipients", "subject", "text_body"])
      .where("lead_id", "=", lead!.id)
      .orderBy("id")
      .execute();
    // The cancellation's two emails, then the refund's two: once, for all the replays.
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("is cancelled"),
      expect.stringContaining("Signed proposal cancelled"),
      expect.stringContaining("Your deposit will be refunded"),
      expect.stringContaining("Refund needed"),
    ]);
    expect(mails[2]!.text_body).toContain("Our office will refund the $2,142");
    expect(mails[2]!.text_body).toContain(
      "within 10 business days of receiving your cancellation (16 CFR 429.1)",
    );
    expect(mails[2]!.text_body).not.toMatch(/paid no deposit/i);
    expect(JSON.parse(mails[3]!.recipients)).toEqual(["office@ridgeline.test"]);
    expect(mails[3]!.text_body).toContain("Refund it within 10 business days");
    const chats = await db
      .selectFrom("deliveries")
      .select(["channel", "event_type", "body"])
      .where("lead_id", "=", lead!.id)
      .where("event_type", "in", ["deposit.refund-due", "deposit.paid"])
      .orderBy("id")
      .execute();
    expect(chats.map((row) => `${row.channel}:${row.event_type}`)).toEqual([
      "webhook:deposit.paid",
      "chat:deposit.refund-due",
    ]);
    expect((JSON.parse(chats[1]!.body) as { text: string }).text).toContain(
      "Deposit paid on a CANCELLED contract",
    );
  });

  it("orders a cancellation and a payment arriving at once: the homeowner is never told 'no deposit' for a deposit kept", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-HOOK11", { soldAtHome: true });
    const started = await startCheckout(
      db,
      standinClient(standin.apiBase),
      { versionId, returnUrl: RETURN_URL, userAgent: null, identifiedBy: "Link" },
      SIGNED_AT,
      quietLog(),
    );
    if (!started.ok) throw new Error(`no session: ${started.problem}`);
    const body = standin.completedEvent(started.sessionId);
    const other = await database.connect();
    const [cancelled, paid] = await Promise.all([
      cancelProposal(
        db,
        { versionId, confirmed: true, ipAddress: null, userAgent: null, identifiedBy: "Link" },
        PAID_AT,
        TEST_ALERTS,
      ),
      receiveStripeEvent(
        other.db,
        standinClient(standin.apiBase),
        WEBHOOK_SECRET,
        delivery(body, standin.signature(body, WEBHOOK_SECRET)),
        PAID_AT,
        quietLog(),
        TEST_ALERTS,
      ),
    ]);
    expect(cancelled.ok).toBe(true);
    expect(paid.status).toBe(200);
    expect(await stateOf(db, versionId)).toMatchObject({ payments: 1, paidEvents: 1 });
    const lead = await findLeadByReference(db, "Q-HOOK11");
    const homeowner = await db
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("lead_id", "=", lead!.id)
      .where("kind", "=", "proposal")
      .orderBy("id")
      .execute();
    // Paid first: the cancellation names the deposit. Cancelled first: a refund email follows.
    const namesDeposit = homeowner.some((mail) => mail.text_body.includes("$2,142"));
    expect(namesDeposit).toBe(true);
  });

  it("is erased with its lead", async () => {
    const { db } = database;
    const { body, signature } = await paidSession(db, "Q-HOOK07");
    expect((await receive(db, body, signature)).status).toBe(200);
    const lead = await findLeadByReference(db, "Q-HOOK07");
    await db.transaction().execute((trx) => eraseLeadRows(trx, lead!.id));
    for (const table of [
      "proposal_deposit_payments",
      "proposal_events",
      "proposal_versions",
      "proposals",
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(row.count), table).toBe(0);
    }
  });
});
