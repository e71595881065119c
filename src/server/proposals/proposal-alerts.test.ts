// @vitest-environment node
import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { expectHomeownerPageLink } from "../../test-support/homeowner-test-support.ts";
import { insertTestProposal, testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { attachmentsOf } from "../mail/outbox-attachment-repo.ts";
import type { Db } from "../tables.ts";
import { declineProposal, openProposal, type Visitor } from "./open-proposal.ts";
import { announceDepositPaid, remindExpiringProposals } from "./proposal-alerts.ts";
import { versionById } from "./proposal-repo.ts";
import { sendProposal } from "./send-proposal.ts";
import { signedDocumentOf } from "./signature-repo.ts";
import { signProposal, type SignRequest } from "./sign-proposal.ts";

const SECRET = "test-proposal-link-secret";
const NOW = new Date("2026-12-01T15:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const VISITOR: Visitor = {
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (iPhone)",
  identifiedBy: "Link to the proposal, sent to d…@example.com",
};
const LEAD = {
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  phone: "(502) 555-0199",
  address: "2204 Frankfort Ave, Louisville, KY 40206",
};

/** A lead with a draft proposal; the draft's id. */
async function draftFor(db: Db, reference = "Q-MAIL01") {
  const leadId = await insertTestLead(db, testLead(reference, LEAD));
  return insertTestProposal(db, { id: leadId, reference }, { status: "draft" });
}

async function sent(db: Db) {
  const versionId = await draftFor(db);
  const outcome = await sendProposal(db, versionId, {
    actor: "staff:office@example.com",
    secret: SECRET,
    now: NOW,
    alerts: TEST_ALERTS,
  });
  if (!outcome.ok) throw new Error(outcome.problem);
  return { versionId, token: outcome.token };
}

const signing = (versionId: number, changes: Partial<SignRequest> = {}): SignRequest => ({
  versionId,
  choice: { optionId: "option-2", addOnIds: ["add-on-gutters"] },
  typedName: "Dana Whitfield",
  consented: true,
  shownSha256: null,
  ipAddress: VISITOR.ipAddress,
  userAgent: VISITOR.userAgent,
  identifiedBy: VISITOR.identifiedBy,
  ...changes,
});

const mails = (db: Db) =>
  db
    .selectFrom("outbox")
    .select(["id", "kind", "recipients", "reply_to", "subject", "text_body", "html_body"])
    .orderBy("id")
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, recipients: JSON.parse(row.recipients) as string[] })),
    );

const deliveries = (db: Db) =>
  db
    .selectFrom("deliveries")
    .select(["channel", "event_type", "endpoint", "webhook_id", "body"])
    .orderBy("id")
    .execute();

describe.each(engines)("a proposal's emails and events (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("sends the homeowner, at the address on file only, the link and what the proposal holds; proposal.sent carries no link", async () => {
    const { db } = database;
    const { token } = await sent(db);
    const [mail, ...others] = await mails(db);
    expect(others).toEqual([]);
    const link = `https://www.ridgeline.test/proposal/${token}`;
    expect(mail).toMatchObject({
      kind: "proposal",
      recipients: [LEAD.email],
      reply_to: site.email,
      subject: `Your roof proposal from ${site.name} (Q-MAIL01-1)`,
    });
    expect(mail!.text_body).toContain(`\nOpen your proposal:\n${link}\n`);
    expect(mail!.text_body).toContain("It sets out 2 options side by side");
    expect(mail!.text_body).toContain("open until the end of Dec 31, 2026");
    expect(mail!.text_body).toContain(`Call ${site.name} at ${site.phone.display}`);
    expect(mail!.html_body).toContain(`<a href="${link}"`);
    expect(mail!.html_body).toContain(`href="tel:${site.phone.e164}"`);
    await expectHomeownerPageLink(
      db,
      { text: mail!.text_body, html: mail!.html_body },
      TEST_ALERTS.siteUrl,
      "Q-MAIL01",
    );
    // Nothing the visitor typed reaches the homeowner's email (their name, their address).
    expect(mail!.text_body).not.toContain("Dana");
    expect(mail!.text_body).not.toContain("Frankfort");

    const [event, ...rest] = await deliveries(db);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      channel: "webhook",
      event_type: "proposal.sent",
      endpoint: "https://crm.example.com/hooks/leads",
    });
    const body = JSON.parse(event!.body);
    expect(body).toEqual({
      type: "proposal.sent",
      timestamp: NOW.toISOString(),
      data: {
        reference: "Q-MAIL01",
        number: "Q-MAIL01-1",
        version: 1,
        name: LEAD.name,
        phone: LEAD.phone,
        email: LEAD.email,
        address: LEAD.address,
        expiresOn: "2026-12-31",
        inboxUrl: "https://www.ridgeline.test/admin/leads/Q-MAIL01",
        options: [
          { id: "option-1", label: "Good", price: 16_500 },
          { id: "option-2", label: "Better", price: 19_500 },
        ],
      },
    });
    // A CRM's log must not open the proposal: no token, no link to it.
    expect(event!.body).not.toContain(token);
    expect(event!.body).not.toContain("/proposal/");
  });

  it("tells the office of the first view by email, chat and proposal.viewed, and of no later one", async () => {
    const { db } = database;
    const { token } = await sent(db);
    const before = (await mails(db)).length;
    const open = (minutes: number) =>
      openProposal(db, token, { now: later(minutes), visitor: VISITOR, alerts: TEST_ALERTS });
    await open(5);
    await open(6);
    const office = (await mails(db)).slice(before);
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({
      kind: "notification",
      recipients: ["office@ridgeline.test"],
      reply_to: LEAD.email,
      subject: "Proposal opened: Q-MAIL01-1",
    });
    expect(office[0]!.text_body).toContain(
      "The homeowner opened proposal Q-MAIL01-1 for the first time.",
    );
    expect(office[0]!.text_body).toContain(`Phone: ${LEAD.phone}`);
    expect(office[0]!.text_body).toContain(
      "Open the lead: https://www.ridgeline.test/admin/leads/Q-MAIL01",
    );
    const viewed = (await deliveries(db)).filter((row) => row.event_type === "proposal.viewed");
    expect(viewed.map((row) => row.channel)).toEqual(["chat", "webhook"]);
    expect(JSON.parse(viewed[0]!.body)).toEqual({
      text: "Proposal opened by the homeowner: Q-MAIL01-1 in Louisville\nhttps://www.ridgeline.test/admin/leads/Q-MAIL01",
    });
    expect(JSON.parse(viewed[1]!.body).data).toMatchObject({
      number: "Q-MAIL01-1",
      firstViewedAt: later(5).toISOString(),
    });
  });

  it("mails the signed PDF, byte for byte as stored, to the homeowner and to the office, once however many sign at once", async () => {
    const { db } = database;
    const { versionId, token } = await sent(db);
    const other = await database.connect();
    const outcomes = await Promise.all([
      signProposal(db, signing(versionId), later(10), TEST_ALERTS),
      signProposal(other.db, signing(versionId, { typedName: "Pat Whitfield" }), later(10), {
        ...TEST_ALERTS,
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);

    const signedMails = (await mails(db)).filter((mail) => mail.subject.includes("signed"));
    expect(signedMails.map(({ kind, recipients }) => ({ kind, recipients }))).toEqual([
      { kind: "proposal", recipients: [LEAD.email] },
      { kind: "notification", recipients: ["office@ridgeline.test"] },
    ]);
    const [homeowner, office] = signedMails;
    expect(homeowner!.subject).toBe(`Your signed roof proposal from ${site.name} (Q-MAIL01-1)`);
    expect(homeowner!.text_body).toContain("You chose: Better, plus Seamless aluminum gutters.");
    expect(homeowner!.text_body).toContain(
      "Total $21,420, with a deposit of $2,142 and $19,278 when the work is finished.",
    );
    expect(office!.subject).toBe("Proposal signed: Q-MAIL01-1, $21,420");
    expect(office!.text_body).toMatch(/Signed by: (Dana|Pat) Whitfield/);
    await expectHomeownerPageLink(
      db,
      { text: homeowner!.text_body, html: homeowner!.html_body },
      TEST_ALERTS.siteUrl,
      "Q-MAIL01",
    );
    expect(office!.text_body).not.toContain("/my/");

    const pdf = (await signedDocumentOf(db, versionId))!;
    for (const mail of signedMails) {
      const attached = await attachmentsOf(db, mail.id);
      expect(attached).toHaveLength(1);
      expect(attached[0]!.contentType).toBe("application/pdf");
      expect(attached[0]!.filename).toBe("Q-MAIL01-1-v1-signed.pdf");
      expect(attached[0]!.content.equals(pdf.bytes)).toBe(true);
    }

    const accepted = (await deliveries(db)).filter((row) => row.event_type === "proposal.accepted");
    expect(accepted.map((row) => row.channel)).toEqual(["chat", "webhook"]);
    expect(JSON.parse(accepted[0]!.body).text).toBe(
      "Proposal signed: Q-MAIL01-1 in Louisville, $21,420\nhttps://www.ridgeline.test/admin/leads/Q-MAIL01",
    );
    expect(JSON.parse(accepted[1]!.body).data).toMatchObject({
      optionId: "option-2",
      optionLabel: "Better",
      addOns: [{ id: "add-on-gutters", name: "Seamless aluminum gutters", price: 1920 }],
      total: 21_420,
      deposit: 2142,
      signedAt: later(10).toISOString(),
      documentSha256: pdf.sha256,
    });
    expect(accepted[1]!.body).not.toContain(token);
  });

  it("tells the office of a no with its reason, escaped in the HTML and kept out of the chat room", async () => {
    const { db } = database;
    const { versionId, token } = await sent(db);
    const reason = 'Went with <b>another</b> roofer.\nReference: Q-FAKE99 & "thanks"';
    expect(await declineProposal(db, versionId, reason, VISITOR, later(5), TEST_ALERTS)).toEqual({
      ok: true,
    });
    const office = (await mails(db)).find((mail) => mail.subject.startsWith("Proposal declined"))!;
    expect(office.subject).toBe("Proposal declined: Q-MAIL01-1");
    expect(office.recipients).toEqual(["office@ridgeline.test"]);
    // A later line of the reason is indented: it cannot pass for a line of ours.
    expect(office.text_body).toContain(
      'Reason given: Went with <b>another</b> roofer.\n  Reference: Q-FAKE99 & "thanks"',
    );
    expect(office.html_body).toContain(
      "Went with &lt;b&gt;another&lt;/b&gt; roofer.\nReference: Q-FAKE99 &amp; &quot;thanks&quot;",
    );
    expect(office.html_body).not.toContain("<b>another");

    const declined = (await deliveries(db)).filter((row) => row.event_type === "proposal.declined");
    expect(declined.map((row) => row.channel)).toEqual(["chat", "webhook"]);
    expect(JSON.parse(declined[0]!.body).text).toBe(
      "Proposal declined: Q-MAIL01-1 in Louisville\nhttps://www.ridgeline.test/admin/leads/Q-MAIL01",
    );
    expect(JSON.parse(declined[1]!.body).data).toMatchObject({
      reason,
      declinedAt: later(5).toISOString(),
    });
    expect(declined[1]!.body).not.toContain(token);
  });

  it("queues deposit.paid and its chat alert for the Stripe webhook's handler, with no email and no link", async () => {
    const { db } = database;
    const { versionId, token } = await sent(db);
    expect((await signProposal(db, signing(versionId), later(10), TEST_ALERTS)).ok).toBe(true);
    const before = (await mails(db)).length;
    const paid = {
      amount: 2142,
      currency: "usd",
      paidAt: later(30).toISOString(),
      paymentIntentId: "pi_3PqTest",
    };
    await announceDepositPaid(db, (await versionById(db, versionId))!, paid, TEST_ALERTS);
    expect(await mails(db)).toHaveLength(before);
    const rows = (await deliveries(db)).filter((row) => row.event_type === "deposit.paid");
    expect(rows.map((row) => row.channel)).toEqual(["chat", "webhook"]);
    expect(JSON.parse(rows[0]!.body).text).toBe(
      "Deposit paid: Q-MAIL01-1 in Louisville, $2,142\nhttps://www.ridgeline.test/admin/leads/Q-MAIL01",
    );
    expect(JSON.parse(rows[1]!.body)).toMatchObject({
      type: "deposit.paid",
      timestamp: paid.paidAt,
      data: { number: "Q-MAIL01-1", reference: "Q-MAIL01", ...paid },
    });
    expect(rows[1]!.body).not.toContain(token);
  });

  it("alerts the office once three days before an unanswered version's last moment, however many instances sweep", async () => {
    const { db } = database;
    const store = async (
      reference: string,
      options: { expiresAt: string; now?: string; status?: "sent" | "viewed" | "declined" },
    ) => {
      const leadId = await insertTestLead(db, testLead(reference, LEAD));
      return insertTestProposal(
        db,
        { id: leadId, reference },
        { content: testProposalContent(), now: "2026-11-20T15:00:00.000Z", ...options },
      );
    };
    // Its last moment is 38 hours away, and it was sent well before: due.
    const due = await store("Q-SOON01", { expiresAt: "2026-12-03T05:00:00.000Z" });
    const viewed = await store("Q-SOON02", {
      expiresAt: "2026-12-04T05:00:00.000Z",
      status: "viewed",
    });
    // Not yet: four days and more.
    await store("Q-LATE01", { expiresAt: "2026-12-10T05:00:00.000Z" });
    // Answered: nothing to remind.
    await store("Q-DONE01", { expiresAt: "2026-12-03T05:00:00.000Z", status: "declined" });
    // Sent when its last day was already this close: the office knew.
    await store("Q-LAST01", {
      expiresAt: "2026-12-03T05:00:00.000Z",
      now: "2026-11-30T15:00:00.000Z",
    });

    const other = await database.connect();
    const counts = await Promise.all([
      remindExpiringProposals(db, NOW, TEST_ALERTS),
      remindExpiringProposals(other.db, NOW, TEST_ALERTS),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    // Every instance, every minute after: nothing more.
    expect(await remindExpiringProposals(other.db, later(1), TEST_ALERTS)).toBe(0);
    expect(await remindExpiringProposals(db, later(60), TEST_ALERTS)).toBe(0);

    const alerts = await mails(db);
    expect(alerts.map((mail) => mail.subject)).toEqual([
      "Proposal unanswered, its last day is Dec 31, 2026: Q-SOON01-1",
      "Proposal unanswered, its last day is Dec 31, 2026: Q-SOON02-1",
    ]);
    expect(alerts[0]!.recipients).toEqual(["office@ridgeline.test"]);
    const chats = await deliveries(db);
    expect(chats.map((row) => [row.channel, row.event_type])).toEqual([
      ["chat", "proposal.expiring"],
      ["chat", "proposal.expiring"],
    ]);
    for (const id of [due, viewed])
      expect(
        await db
          .selectFrom("proposal_versions")
          .select("reminded_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ reminded_at: NOW.toISOString() });
    expect((await versionById(db, due))!.status).toBe("sent");
  });
});
