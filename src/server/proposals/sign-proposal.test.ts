// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { pdfPageTexts } from "../../test-support/pdf-text.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { insertTestProposal, testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { eraseLeadRows } from "../privacy/erased-lead-repo.ts";
import type { Db } from "../tables.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";
import { versionById } from "./proposal-repo.ts";
import { signaturesOf, signedDocumentOf } from "./signature-repo.ts";
import { signProposal, type SignRequest } from "./sign-proposal.ts";

const NOW = new Date("2026-12-03T15:15:42.000Z");

const request = (versionId: number, changes: Partial<SignRequest> = {}): SignRequest => ({
  versionId,
  choice: { optionId: "option-2", addOnIds: ["add-on-gutters"] },
  typedName: "Dana Whitfield",
  consented: true,
  shownSha256: null,
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (iPhone)",
  identifiedBy: "Link emailed to d…@example.com",
  ...changes,
});

async function sentProposal(db: Db, options: Parameters<typeof insertTestProposal>[2] = {}) {
  const leadId = await insertTestLead(
    db,
    testLead("Q-SIGN01", { address: "2204 Frankfort Ave, Louisville, KY 40206" }),
  );
  return insertTestProposal(db, { id: leadId, reference: "Q-SIGN01" }, options);
}

const rowCounts = async (db: Db, versionId: number) => ({
  signatures: (await signaturesOf(db, versionId)).length,
  document: (await signedDocumentOf(db, versionId)) === undefined ? 0 : 1,
  events: (await eventsOfVersion(db, versionId)).length,
  status: (await versionById(db, versionId))!.status,
  lead: (await findLeadByReference(db, "Q-SIGN01"))!.status,
});

describe.each(engines)("signing a proposal (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("stores the signature, the prices worked out on the server, the PDF and the audit trail, and wins the lead", async () => {
    const { db } = database;
    const versionId = await sentProposal(db);
    const outcome = await signProposal(db, request(versionId), NOW, TEST_ALERTS);
    expect(outcome).toMatchObject({ ok: true, versionId });
    if (!outcome.ok) return;

    const version = await db
      .selectFrom("proposal_versions")
      .selectAll()
      .where("id", "=", versionId)
      .executeTakeFirstOrThrow();
    // 24.3 × ($675 + $125) = $19,440 → $19,500, plus 160 ft × $12 of gutters.
    expect(version).toMatchObject({
      status: "accepted",
      accepted_option_id: "option-2",
      accepted_add_ons: '["add-on-gutters"]',
      accepted_total: 21_420,
      deposit_amount: 2_142,
      decided_at: NOW.toISOString(),
    });

    const pdf = await signedDocumentOf(db, versionId);
    expect(pdf!.sha256).toBe(outcome.documentSha256);
    expect(createHash("sha256").update(pdf!.bytes).digest("hex")).toBe(pdf!.sha256);
    const text = (await pdfPageTexts(pdf!.bytes)).join("\n");
    expect(text).toContain("Dana Whitfield");
    expect(text).toContain("$21,420");
    expect(text).toContain("203.0.113.9");

    const [signature] = await signaturesOf(db, versionId);
    expect(signature).toMatchObject({ typedName: "Dana Whitfield", role: "primary" });
    expect(text).toContain(signature!.shownSha256);
    expect(text).toContain(signature!.signedSha256);

    const events = await eventsOfVersion(db, versionId);
    expect(events.map((event) => event.kind)).toEqual(["consented", "signed", "document-made"]);
    expect(events[1]).toMatchObject({
      actor: "homeowner",
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
      documentSha256: signature!.signedSha256,
    });
    expect(events[2]!.documentSha256).toBe(pdf!.sha256);
    expect((await findLeadByReference(db, "Q-SIGN01"))!.status).toBe("won");
  });

  it("signs once: a second signing of the same version changes nothing", async () => {
    const { db } = database;
    const versionId = await sentProposal(db);
    expect((await signProposal(db, request(versionId), NOW, TEST_ALERTS)).ok).toBe(true);
    const before = await rowCounts(db, versionId);
    const pdf = await signedDocumentOf(db, versionId);
    const again = await signProposal(
      db,
      request(versionId, {
        typedName: "Someone Else",
        choice: { optionId: "option-1", addOnIds: [] },
      }),
      new Date(NOW.getTime() + 60_000),
      TEST_ALERTS,
    );
    expect(again).toEqual({ ok: false, problem: "not-signable" });
    expect(await rowCounts(db, versionId)).toEqual(before);
    expect((await signedDocumentOf(db, versionId))!.bytes.equals(pdf!.bytes)).toBe(true);
  });

  it("makes one signature when two instances sign at the same moment", async () => {
    const { db } = database;
    const versionId = await sentProposal(db);
    const other = await database.connect();
    const outcomes = await Promise.all([
      signProposal(db, request(versionId), NOW, TEST_ALERTS),
      signProposal(other.db, request(versionId, { typedName: "Pat Whitfield" }), NOW, TEST_ALERTS),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      problem: "already-signed",
    });
    expect(await rowCounts(db, versionId)).toMatchObject({
      signatures: 1,
      document: 1,
      events: 3,
      status: "accepted",
      lead: "won",
    });
  });

  it.each([
    ["replaced", "not-signable"],
    ["declined", "not-signable"],
    ["cancelled", "not-signable"],
    ["draft", "not-signable"],
    ["expired", "expired"],
  ] as const)("refuses a %s version", async (status, problem) => {
    const { db } = database;
    const versionId = await sentProposal(db, { status });
    expect(await signProposal(db, request(versionId), NOW, TEST_ALERTS)).toEqual({
      ok: false,
      problem,
    });
    expect(await rowCounts(db, versionId)).toMatchObject({
      signatures: 0,
      document: 0,
      events: 0,
      status,
    });
  });

  it("refuses a sent version past its last moment, though the sweep has not marked it yet", async () => {
    const { db } = database;
    const versionId = await sentProposal(db, { expiresAt: NOW.toISOString() });
    expect(await signProposal(db, request(versionId), NOW, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "expired",
    });
    expect((await rowCounts(db, versionId)).signatures).toBe(0);
  });

  it.each([
    ["a name of control characters", { typedName: "\u0007\u0007\u0007" }, "name"],
    ["a name in a script the PDF cannot print", { typedName: "李小龙" }, "name"],
    ["no ESIGN consent", { consented: false }, "consent"],
    [
      "an option the proposal does not have",
      { choice: { optionId: "option-9", addOnIds: [] } },
      "unknown-option",
    ],
    [
      "an add-on it does not have",
      { choice: { optionId: "option-1", addOnIds: ["add-on-7"] } },
      "unknown-add-on",
    ],
    ["a page showing another document", { shownSha256: "0".repeat(64) }, "changed"],
    ["a version that does not exist", { versionId: 999 }, "unknown"],
  ] as const)("refuses %s and stores nothing", async (_, changes, problem) => {
    const { db } = database;
    const versionId = await sentProposal(db);
    expect(await signProposal(db, request(versionId, changes), NOW, TEST_ALERTS)).toEqual({
      ok: false,
      problem,
    });
    expect(await rowCounts(db, versionId)).toMatchObject({
      signatures: 0,
      document: 0,
      status: "sent",
      lead: "new",
    });
  });

  it("refuses a sale whose notices need the seller's address while config has none", async () => {
    const { db } = database;
    const versionId = await sentProposal(db, {
      content: testProposalContent({ paidByInsurance: true }),
    });
    expect(await signProposal(db, request(versionId), NOW, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "seller-address-missing",
    });
  });

  it("stores nothing when the PDF cannot be made", async () => {
    const { db } = database;
    const versionId = await sentProposal(db);
    await expect(
      signProposal(db, request(versionId), NOW, TEST_ALERTS, () =>
        Promise.reject(new Error("font missing")),
      ),
    ).rejects.toThrow("font missing");
    expect(await rowCounts(db, versionId)).toMatchObject({
      signatures: 0,
      document: 0,
      status: "sent",
    });
  });

  it("is erased with its lead, signature, PDF and trail included", async () => {
    const { db } = database;
    const versionId = await sentProposal(db);
    await signProposal(db, request(versionId), NOW, TEST_ALERTS);
    const lead = await findLeadByReference(db, "Q-SIGN01");
    await db.transaction().execute((trx) => eraseLeadRows(trx, lead!.id));
    for (const table of [
      "proposals",
      "proposal_versions",
      "proposal_signatures",
      "proposal_documents",
      "proposal_events",
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(row.count), table).toBe(0);
    }
  });
});
