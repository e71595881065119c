// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { insertTestProposal, testProposalContent } from "../../test-support/proposal-fixtures.ts";
import type { Db } from "../tables.ts";
import { declineProposal, expireProposals, openProposal, type Visitor } from "./open-proposal.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";
import { proposalToken, proposalTokenHash } from "./proposal-links.ts";
import { insertVersion, versionById } from "./proposal-repo.ts";
import { sendProposal } from "./send-proposal.ts";
import { signProposal } from "./sign-proposal.ts";

const SECRET = "test-proposal-link-secret";
const STAFF = "staff:office@example.com";
const NOW = new Date("2026-12-01T15:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const VISITOR: Visitor = {
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (iPhone)",
  identifiedBy: "Link emailed to d…@example.com",
};

async function draft(db: Db, content = testProposalContent(), reference = "Q-LIFE01") {
  const leadId = await insertTestLead(db, testLead(reference));
  return insertTestProposal(db, { id: leadId, reference }, { status: "draft", content });
}

const send = (db: Db, versionId: number, now = NOW) =>
  sendProposal(db, versionId, { actor: STAFF, secret: SECRET, now });

const open = (db: Db, token: string, now = later(1), visitor: Visitor | null = VISITOR) =>
  openProposal(db, token, visitor ? { now, visitor, alerts: TEST_ALERTS } : { now });

const kinds = async (db: Db, versionId: number) =>
  (await eventsOfVersion(db, versionId)).map((event) => event.kind);

/** A second version of the same proposal, as "Change" makes it. */
async function nextVersion(db: Db, versionId: number) {
  const first = (await versionById(db, versionId))!;
  return insertVersion(db, {
    proposalId: first.proposalId,
    leadId: first.leadId,
    version: first.version + 1,
    status: "draft",
    content: { ...first.content, exclusions: ["Permit fees"] },
    expiresAt: first.expiresAt,
    now: later(5).toISOString(),
  });
}

describe.each(engines)("a proposal's life (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("sending answers a lead still waiting: it moves to Contacted with its first contact; a booked lead stays", async () => {
    const { db } = database;
    const waiting = await draft(db);
    const { leadId } = (await versionById(db, waiting))!;
    expect((await send(db, waiting)).ok).toBe(true);
    const lead = await db
      .selectFrom("leads")
      .select(["status", "first_contacted_at"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "contacted", first_contacted_at: NOW.toISOString() });
    const history = await db
      .selectFrom("lead_events")
      .select(["from_status", "to_status", "actor_email"])
      .where("lead_id", "=", leadId)
      .execute();
    expect(history).toContainEqual({
      from_status: "new",
      to_status: "contacted",
      actor_email: "the office, sending a proposal",
    });

    const booked = await draft(db, testProposalContent(), "Q-LIFE02");
    const bookedLead = (await versionById(db, booked))!.leadId;
    await db
      .updateTable("leads")
      .set({ status: "scheduled" })
      .where("id", "=", bookedLead)
      .execute();
    expect((await send(db, booked)).ok).toBe(true);
    const after = await db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", bookedLead)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("scheduled");
  });

  it("sends a draft: read-only, a link whose token only its hash is stored, open until the end of its last day", async () => {
    const { db } = database;
    const versionId = await draft(db);
    const sent = await send(db, versionId);
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const version = (await versionById(db, versionId))!;
    expect(version).toMatchObject({ status: "sent", sentAt: NOW.toISOString() });
    // December 31 ends at midnight in Louisville (EST, UTC−5).
    expect(version.expiresAt).toBe("2027-01-01T05:00:00.000Z");
    const stored = await db.selectFrom("proposal_tokens").selectAll().execute();
    expect(stored).toEqual([
      {
        hash: proposalTokenHash(sent.token),
        version_id: versionId,
        lead_id: version.leadId,
        purpose: "view",
        signer_id: null,
      },
    ]);
    expect(JSON.stringify(stored)).not.toContain(sent.token);
    expect(await open(db, sent.token)).toMatchObject({ state: "open", version: { id: versionId } });
    expect(await kinds(db, versionId)).toEqual(["sent", "viewed"]);
    expect(await send(db, versionId)).toEqual({ ok: false, problem: "not-draft" });
  });

  it.each([
    ["a last day already past", { expiresOn: "2026-11-30" }, "expiry-passed"],
    ["a roof of no size", { squares: 0 }, "invalid-content"],
    ["one option", { options: testProposalContent().options.slice(0, 1) }, "options"],
    ["an expiry that is not a day", { expiresOn: "2026-02-30" }, "invalid-content"],
  ] as const)("does not send a draft with %s", async (_, changes, problem) => {
    const { db } = database;
    const versionId = await draft(db, { ...testProposalContent(), ...changes });
    expect(await send(db, versionId)).toEqual({ ok: false, problem });
    expect((await versionById(db, versionId))!.status).toBe("draft");
    expect(await db.selectFrom("proposal_tokens").selectAll().execute()).toEqual([]);
  });

  it("does not send an insurance sale whose notice needs the seller's address while config has none", async () => {
    const { db } = database;
    const versionId = await draft(db, testProposalContent({ paidByInsurance: true }));
    expect(await send(db, versionId)).toEqual({ ok: false, problem: "seller-address-missing" });
  });

  it("records the first real view once, and none for a fetch that is not the homeowner's", async () => {
    const { db } = database;
    const versionId = await draft(db);
    const sent = await send(db, versionId);
    if (!sent.ok) throw new Error("not sent");
    await open(db, sent.token, later(1), null);
    expect((await versionById(db, versionId))!.status).toBe("sent");
    await open(db, sent.token, later(2));
    await open(db, sent.token, later(3));
    const events = await eventsOfVersion(db, versionId);
    expect(events.map((event) => event.kind)).toEqual(["sent", "viewed"]);
    expect(events[1]).toMatchObject({ at: later(2).toISOString(), ipAddress: "203.0.113.9" });
  });

  it("replaces the version out when a changed one is sent: the old link says so, without opening the new", async () => {
    const { db } = database;
    const first = await draft(db);
    const oldLink = await send(db, first);
    if (!oldLink.ok) throw new Error("not sent");
    const second = await nextVersion(db, first);
    const newLink = await send(db, second, later(10));
    if (!newLink.ok) throw new Error("not sent");

    const opened = await open(db, oldLink.token, later(11));
    expect(opened).toMatchObject({ state: "replaced", version: { id: first } });
    // A version is often replaced because it went to a wrong address: the old link must
    // not lead to the corrected one.
    expect(JSON.stringify(opened)).not.toContain(newLink.token);
    expect(await open(db, newLink.token, later(11))).toMatchObject({
      state: "open",
      version: { id: second, version: 2 },
    });
    expect(await versionById(db, first)).toMatchObject({ status: "replaced" });
    expect(await kinds(db, first)).toEqual(["sent", "replaced"]);
    expect(
      await signProposal(
        db,
        {
          versionId: first,
          choice: { optionId: "option-1", addOnIds: [] },
          typedName: "Dana Whitfield",
          consented: true,
          shownSha256: null,
          ipAddress: null,
          userAgent: null,
          identifiedBy: VISITOR.identifiedBy,
        },
        later(12),
        TEST_ALERTS,
      ),
    ).toEqual({ ok: false, problem: "not-signable" });
  });

  it("keeps one contract per proposal: no version is sent or signed after another was signed", async () => {
    const { db } = database;
    const first = await draft(db);
    await send(db, first);
    const signing = {
      choice: { optionId: "option-1", addOnIds: [] },
      typedName: "Dana Whitfield",
      consented: true,
      shownSha256: null,
      ipAddress: null,
      userAgent: null,
      identifiedBy: VISITOR.identifiedBy,
    };
    expect(
      (await signProposal(db, { versionId: first, ...signing }, later(5), TEST_ALERTS)).ok,
    ).toBe(true);
    const second = await nextVersion(db, first);
    expect(await send(db, second, later(10))).toEqual({ ok: false, problem: "already-accepted" });
    // Even a second version that got out (sent by an older release, say) cannot be signed.
    await db
      .updateTable("proposal_versions")
      .set({ status: "sent" })
      .where("id", "=", second)
      .execute();
    expect(
      await signProposal(db, { versionId: second, ...signing }, later(11), TEST_ALERTS),
    ).toEqual({
      ok: false,
      problem: "not-signable",
    });
    // And the database itself holds one signed version per proposal.
    await expect(
      db
        .updateTable("proposal_versions")
        .set({ status: "accepted" })
        .where("id", "=", second)
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE/);
  });

  it("opens nothing for a guessed token, one of another purpose, or another version's", async () => {
    const { db } = database;
    const versionId = await draft(db);
    const sent = await send(db, versionId);
    if (!sent.ok) throw new Error("not sent");
    const version = (await versionById(db, versionId))!;
    const forged = sent.token.slice(0, -1) + (sent.token.endsWith("A") ? "B" : "A");
    expect(await open(db, forged)).toEqual({ state: "unknown" });
    expect(await open(db, proposalToken(SECRET, version, "cosign"))).toEqual({ state: "unknown" });
    expect(
      await open(db, proposalToken(SECRET, { ...version, id: version.id + 1 }, "view")),
    ).toEqual({
      state: "unknown",
    });
    expect(await open(db, proposalToken("another-secret", version, "view"))).toEqual({
      state: "unknown",
    });
  });

  it("takes a no with its reason, after which it cannot be signed or declined again", async () => {
    const { db } = database;
    const versionId = await draft(db);
    const sent = await send(db, versionId);
    if (!sent.ok) throw new Error("not sent");
    expect(
      await declineProposal(
        db,
        versionId,
        "  Went with a metal roof.\nThanks!  ",
        VISITOR,
        later(5),
        TEST_ALERTS,
      ),
    ).toEqual({
      ok: true,
    });
    expect(await open(db, sent.token, later(6))).toMatchObject({ state: "declined" });
    const row = await db
      .selectFrom("proposal_versions")
      .select(["status", "decline_reason"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "declined", decline_reason: "Went with a metal roof.\nThanks!" });
    expect(await declineProposal(db, versionId, "", VISITOR, later(7), TEST_ALERTS)).toEqual({
      ok: false,
      problem: "not-signable",
    });
    expect(await kinds(db, versionId)).toEqual(["sent", "declined"]);
  });

  it.each([
    ["control characters", "\u0000\u0007"],
    ["a reason over 1,000 characters", "x".repeat(1001)],
  ])("refuses a no whose reason has %s, and changes nothing", async (_, reason) => {
    const { db } = database;
    const versionId = await draft(db);
    await send(db, versionId);
    expect(await declineProposal(db, versionId, reason, VISITOR, later(5), TEST_ALERTS)).toEqual({
      ok: false,
      problem: "reason",
    });
    expect((await versionById(db, versionId))!.status).toBe("sent");
  });

  it("expires what is past its last moment, once, however many instances sweep", async () => {
    const { db } = database;
    const versionId = await draft(db);
    const sent = await send(db, versionId);
    if (!sent.ok) throw new Error("not sent");
    const after = new Date("2027-01-01T05:00:00.000Z");
    expect(await open(db, sent.token, after)).toMatchObject({ state: "expired" });
    expect(await declineProposal(db, versionId, "", VISITOR, after, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "expired",
    });
    expect(await expireProposals(db, later(60))).toBe(0);
    const other = await database.connect();
    const swept = await Promise.all([expireProposals(db, after), expireProposals(other.db, after)]);
    expect(swept.sort()).toEqual([0, 1]);
    expect(await versionById(db, versionId)).toMatchObject({ status: "expired" });
    expect(await kinds(db, versionId)).toEqual(["sent", "expired"]);
  });
});
