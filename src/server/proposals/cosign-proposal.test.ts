// @vitest-environment node
import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { pdfPageTexts } from "../../test-support/pdf-text.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import type { Db } from "../tables.ts";
import { cosignProposal, openCosign, type CosignRequest } from "./cosign-proposal.ts";
import { inviteCosigner, type InviteRequest } from "./invite-cosigner.ts";
import { openProposal } from "./open-proposal.ts";
import { eventsOfVersion } from "./proposal-event-repo.ts";
import { proposalToken, proposalTokenHash } from "./proposal-links.ts";
import { insertToken, versionById } from "./proposal-repo.ts";
import { signaturesOf, signedDocumentOf } from "./signature-repo.ts";
import { signProposal } from "./sign-proposal.ts";

const SIGNED_AT = new Date("2026-12-03T15:15:42.000Z");
const INVITED_AT = new Date("2026-12-03T15:20:00.000Z");
const COSIGNED_AT = new Date("2026-12-04T18:02:10.000Z");
const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);
const SETTINGS = { ...TEST_ALERTS, linkSecret: "cosign-test-link-secret" };

const invite = (versionId: number, changes: Partial<InviteRequest> = {}): InviteRequest => ({
  versionId,
  name: "Pat Whitfield",
  email: "pat@example.com",
  visitor: {
    ipAddress: "203.0.113.9",
    userAgent: "Mozilla/5.0 (iPhone)",
    identifiedBy: "Link to the proposal, sent to d…@example.com",
  },
  ...changes,
});

/** A signed version of lead `reference`, its id. */
async function signedProposal(db: Db, reference = "Q-COSGN1") {
  const leadId = await insertTestLead(
    db,
    testLead(reference, { address: "2204 Frankfort Ave, Louisville, KY 40206" }),
  );
  const versionId = await insertTestProposal(db, { id: leadId, reference });
  const signed = await signProposal(
    db,
    {
      versionId,
      choice: { optionId: "option-2", addOnIds: ["add-on-gutters"] },
      typedName: "Dana Whitfield",
      consented: true,
      shownSha256: null,
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
      identifiedBy: "Link emailed to d…@example.com",
    },
    SIGNED_AT,
    TEST_ALERTS,
  );
  expect(signed.ok).toBe(true);
  return versionId;
}

/** The emails queued to `address`, newest last. */
const mailTo = (db: Db, address: string) =>
  db
    .selectFrom("outbox")
    .select(["id", "subject", "text_body", "html_body", "recipients"])
    .where("recipients", "=", JSON.stringify([address]))
    .orderBy("id")
    .execute();

/** The co-signer's link token, as the newest invitation to `address` carries it. */
async function emailedToken(db: Db, address = "pat@example.com") {
  const mails = await mailTo(db, address);
  const match = /\/proposal\/cosign\/([\w-]+)/.exec(mails.at(-1)?.text_body ?? "");
  expect(match, "the invitation carries the link").not.toBeNull();
  return match![1]!;
}

const cosignRequest = async (
  db: Db,
  token: string,
  changes: Partial<CosignRequest> = {},
): Promise<CosignRequest> => {
  const view = await openCosign(db, token, COSIGNED_AT);
  return {
    token,
    typedName: "Pat Whitfield",
    consented: true,
    shownSha256: view.state === "open" ? view.shownSha256 : "0".repeat(64),
    ipAddress: "198.51.100.23",
    userAgent: "Mozilla/5.0 (Macintosh)",
    ...changes,
  };
};

describe.each(engines)("a second signer (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("invites by email: the signer row, a link stored by its hash only, the audit event, fixed words", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    const outcome = await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    expect(outcome).toEqual({ ok: true, cosignerName: "Pat Whitfield" });

    const signer = await db.selectFrom("proposal_signers").selectAll().executeTakeFirstOrThrow();
    expect(signer).toMatchObject({
      version_id: versionId,
      role: "cosigner",
      name: "Pat Whitfield",
      email: "pat@example.com",
      invited_at: INVITED_AT.toISOString(),
    });
    const [mail] = await mailTo(db, "pat@example.com");
    expect(mail!.subject).toBe(`Please co-sign roof proposal Q-COSGN1-1 from ${site.name}`);
    expect(mail!.text_body).toContain(
      `Dana Whitfield signed roof proposal Q-COSGN1-1 with ${site.name} and asked that you sign it too`,
    );
    expect(mail!.text_body).not.toContain("Pat Whitfield");
    const token = await emailedToken(db);
    const stored = await db
      .selectFrom("proposal_tokens")
      .selectAll()
      .where("purpose", "=", "cosign")
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ hash: proposalTokenHash(token), signer_id: signer.id }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const events = await eventsOfVersion(db, versionId);
    expect(events.at(-1)).toMatchObject({
      kind: "cosigner-invited",
      actor: "homeowner",
      at: INVITED_AT.toISOString(),
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
    });
    expect(await openCosign(db, token, INVITED_AT)).toMatchObject({
      state: "open",
      invitedBy: "Dana Whitfield",
      totals: { total: 21_420, deposit: 2_142 },
    });
  });

  it("refuses a bad name or address, an unsigned version and a cancelled one, sending nothing", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    expect(
      await inviteCosigner(db, invite(versionId, { name: "Pat\nBCC: x" }), INVITED_AT, SETTINGS),
    ).toEqual({ ok: false, problem: "name" });
    expect(
      await inviteCosigner(
        db,
        invite(versionId, { email: "not an address" }),
        INVITED_AT,
        SETTINGS,
      ),
    ).toEqual({ ok: false, problem: "email" });
    const leadId = await insertTestLead(db, testLead("Q-COSGN2"));
    const unsigned = await insertTestProposal(db, { id: leadId, reference: "Q-COSGN2" });
    expect(await inviteCosigner(db, invite(unsigned), INVITED_AT, SETTINGS)).toEqual({
      ok: false,
      problem: "not-signed",
    });
    await db
      .updateTable("proposal_versions")
      .set({ status: "cancelled" })
      .where("id", "=", versionId)
      .execute();
    expect(await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS)).toEqual({
      ok: false,
      problem: "cancelled",
    });
    expect(await mailTo(db, "pat@example.com")).toEqual([]);
    expect(await db.selectFrom("proposal_signers").selectAll().execute()).toEqual([]);
  });

  it("sends one invitation in ten minutes and three in all", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    expect((await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS)).ok).toBe(true);
    expect(await inviteCosigner(db, invite(versionId), minutes(INVITED_AT, 9), SETTINGS)).toEqual({
      ok: false,
      problem: "too-soon",
      nextAt: minutes(INVITED_AT, 10).toISOString(),
    });
    expect(
      (await inviteCosigner(db, invite(versionId), minutes(INVITED_AT, 10), SETTINGS)).ok,
    ).toBe(true);
    expect(
      (await inviteCosigner(db, invite(versionId), minutes(INVITED_AT, 20), SETTINGS)).ok,
    ).toBe(true);
    expect(await inviteCosigner(db, invite(versionId), minutes(INVITED_AT, 300), SETTINGS)).toEqual(
      {
        ok: false,
        problem: "too-many",
      },
    );
    expect(await mailTo(db, "pat@example.com")).toHaveLength(3);
  });

  it("sends one invitation when two instances invite at the same moment", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    const other = await database.connect();
    const outcomes = await Promise.all([
      inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS),
      inviteCosigner(
        other.db,
        invite(versionId, { email: "sam@example.com" }),
        INVITED_AT,
        SETTINGS,
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ problem: "too-soon" });
    expect(await db.selectFrom("proposal_signers").selectAll().execute()).toHaveLength(1);
    const invitations = await db
      .selectFrom("outbox")
      .select("id")
      .where("subject", "like", "Please co-sign%")
      .execute();
    expect(invitations).toHaveLength(1);
  });

  it("a new invitation replaces the last one, and the old link opens nothing", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const first = await emailedToken(db);
    await inviteCosigner(
      db,
      invite(versionId, { name: "Sam Whitfield", email: "sam@example.com" }),
      minutes(INVITED_AT, 11),
      SETTINGS,
    );
    const second = await emailedToken(db, "sam@example.com");
    expect(second).not.toBe(first);
    // The old link's hash is gone with its signer: only the new link is stored.
    const stored = await db
      .selectFrom("proposal_tokens")
      .select("hash")
      .where("purpose", "=", "cosign")
      .execute();
    expect(stored).toEqual([{ hash: proposalTokenHash(second) }]);
    expect(await openCosign(db, first, COSIGNED_AT)).toEqual({ state: "unknown" });
    expect(
      await cosignProposal(db, await cosignRequest(db, first), COSIGNED_AT, TEST_ALERTS),
    ).toEqual({
      ok: false,
      problem: "unknown",
    });
    expect(await openCosign(db, second, COSIGNED_AT)).toMatchObject({
      state: "open",
      cosigner: { name: "Sam Whitfield" },
    });
  });

  it("co-signs: the signature, a co-signed PDF with both signers, the signed PDF unchanged, three emails", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    const signedBefore = await signedDocumentOf(db, versionId);
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);
    const outcome = await cosignProposal(
      db,
      await cosignRequest(db, token, { typedName: "  Pat   Whitfield " }),
      COSIGNED_AT,
      TEST_ALERTS,
    );
    expect(outcome.ok).toBe(true);

    const signatures = await signaturesOf(db, versionId);
    expect(signatures.map((signature) => signature.role)).toEqual(["primary", "cosigner"]);
    const cosignature = signatures[1]!;
    expect(cosignature).toMatchObject({
      typedName: "Pat Whitfield",
      email: "pat@example.com",
      ipAddress: "198.51.100.23",
      userAgent: "Mozilla/5.0 (Macintosh)",
      identifiedBy: "Link emailed to p…@example.com",
      signedAt: COSIGNED_AT.toISOString(),
    });
    expect(cosignature.shownSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(cosignature.signedSha256).not.toBe(signatures[0]!.signedSha256);

    const signedAfter = await signedDocumentOf(db, versionId);
    expect(signedAfter!.sha256).toBe(signedBefore!.sha256);
    expect(signedAfter!.bytes.equals(signedBefore!.bytes)).toBe(true);
    const cosigned = await signedDocumentOf(db, versionId, "cosigned");
    expect(cosigned!.fileName).toBe("Q-COSGN1-1-v1-cosigned.pdf");
    const text = (await pdfPageTexts(cosigned!.bytes)).join("\n");
    for (const expected of [
      "Dana Whitfield",
      "Pat Whitfield",
      "Second signer",
      "198.51.100.23",
      "Link emailed to p…@example.com",
      signatures[0]!.signedSha256,
      cosignature.signedSha256,
      "Cosigner-invited",
    ]) {
      expect(text).toContain(expected);
    }

    const events = await eventsOfVersion(db, versionId);
    expect(events.slice(-3).map((event) => [event.kind, event.actor])).toEqual([
      ["consented", "cosigner"],
      ["signed", "cosigner"],
      ["document-made", "system"],
    ]);

    const copies = await db
      .selectFrom("outbox")
      .innerJoin("outbox_attachments", "outbox_attachments.outbox_id", "outbox.id")
      .innerJoin(
        "proposal_documents",
        "proposal_documents.id",
        "outbox_attachments.proposal_document_id",
      )
      .select(["outbox.recipients", "outbox.text_body", "proposal_documents.kind"])
      .where("proposal_documents.kind", "=", "cosigned")
      .orderBy("outbox.id")
      .execute();
    expect(copies.map((copy) => copy.recipients)).toEqual([
      JSON.stringify(["pat@example.com"]),
      JSON.stringify([testLead("Q-COSGN1").email]),
      JSON.stringify(TEST_ALERTS.notifyTo),
    ]);
    // The homeowner's copy carries their page's link, as every email to them does.
    expect(copies[1]!.text_body).toContain("/my/");
    expect(copies[0]!.text_body).not.toContain("/my/");

    // Once co-signed, no further invitation.
    expect(await inviteCosigner(db, invite(versionId), minutes(COSIGNED_AT, 60), SETTINGS)).toEqual(
      {
        ok: false,
        problem: "cosigned",
      },
    );
  });

  it("makes one co-signature when two instances co-sign at the same moment", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);
    const other = await database.connect();
    const outcomes = await Promise.all([
      cosignProposal(db, await cosignRequest(db, token), COSIGNED_AT, TEST_ALERTS),
      cosignProposal(
        other.db,
        await cosignRequest(db, token, { typedName: "Patricia Whitfield" }),
        COSIGNED_AT,
        TEST_ALERTS,
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      problem: "already-signed",
    });
    expect(await signaturesOf(db, versionId)).toHaveLength(2);
    const documents = await db
      .selectFrom("proposal_documents")
      .select("kind")
      .where("version_id", "=", versionId)
      .execute();
    expect(documents.map((row) => row.kind).sort()).toEqual(["cosigned", "signed"]);
  });

  it("refuses a cancelled version and an invitation past its 14 days", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);

    const late = new Date(INVITED_AT.getTime() + 14 * 24 * 60 * 60 * 1000 + 1);
    expect(await openCosign(db, token, late)).toEqual({
      state: "expired",
      number: "Q-COSGN1-1",
      invitedBy: "Dana Whitfield",
    });
    expect(await cosignProposal(db, await cosignRequest(db, token), late, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "expired",
    });

    const request = await cosignRequest(db, token);
    await db
      .updateTable("proposal_versions")
      .set({ status: "cancelled" })
      .where("id", "=", versionId)
      .execute();
    expect(await cosignProposal(db, request, COSIGNED_AT, TEST_ALERTS)).toEqual({
      ok: false,
      problem: "cancelled",
    });
    expect(await openCosign(db, token, COSIGNED_AT)).toMatchObject({ state: "cancelled" });
    expect(await signaturesOf(db, versionId)).toHaveLength(1);
  });

  it("a link opens only its own purpose and version", async () => {
    const { db } = database;
    const versionId = await signedProposal(db);
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);
    // A co-signer's link is not a view link, and a view link is not a co-signer's link.
    expect(await openProposal(db, token, { now: COSIGNED_AT })).toEqual({ state: "unknown" });
    const version = (await versionById(db, versionId))!;
    const viewToken = proposalToken(SETTINGS.linkSecret, version, "view");
    await insertToken(db, {
      hash: proposalTokenHash(viewToken),
      versionId,
      leadId: version.leadId,
      purpose: "view",
    });
    expect(await openCosign(db, viewToken, COSIGNED_AT)).toEqual({ state: "unknown" });

    // A token minted for this co-signer but stored against another version opens nothing.
    const otherVersion = await signedProposal(db, "Q-COSGN3");
    const forged = proposalToken(SETTINGS.linkSecret, version, "cosign", 999);
    const signer = await db.selectFrom("proposal_signers").select("id").executeTakeFirstOrThrow();
    await db
      .insertInto("proposal_tokens")
      .values({
        hash: proposalTokenHash(forged),
        version_id: otherVersion,
        lead_id: version.leadId,
        purpose: "cosign",
        signer_id: signer.id,
      })
      .execute();
    expect(await openCosign(db, forged, COSIGNED_AT)).toEqual({ state: "unknown" });
    expect(
      await cosignProposal(db, await cosignRequest(db, forged), COSIGNED_AT, TEST_ALERTS),
    ).toEqual({
      ok: false,
      problem: "unknown",
    });
    expect(await signaturesOf(db, otherVersion)).toHaveLength(1);
  });
  it("a co-signed link opens nothing once its invitation's 14 days are over", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-COSGN8");
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);
    const signed = await cosignProposal(
      db,
      await cosignRequest(db, token),
      COSIGNED_AT,
      TEST_ALERTS,
    );
    expect(signed.ok).toBe(true);
    const day = 24 * 60;
    expect(await openCosign(db, token, minutes(INVITED_AT, 14 * day - 1))).toMatchObject({
      state: "cosigned",
    });
    expect(await openCosign(db, token, minutes(INVITED_AT, 14 * day + 1))).toEqual({
      state: "unknown",
    });
  });

  it("offers nothing to co-sign when the document no longer hashes as the homeowner signed it", async () => {
    const { db } = database;
    const versionId = await signedProposal(db, "Q-COSGN9");
    await inviteCosigner(db, invite(versionId), INVITED_AT, SETTINGS);
    const token = await emailedToken(db);
    expect(await openCosign(db, token, COSIGNED_AT)).toMatchObject({ state: "open" });
    // A version sent before its words were kept reads the lead as it stands: renamed since.
    const { leadId } = (await versionById(db, versionId))!;
    await db
      .updateTable("proposal_versions")
      .set({ wording: null })
      .where("id", "=", versionId)
      .execute();
    await db
      .updateTable("leads")
      .set({ name: "Dana Whitfield-Reyes" })
      .where("id", "=", leadId)
      .execute();
    expect(await openCosign(db, token, COSIGNED_AT)).toEqual({ state: "unavailable" });
    const refused = await cosignProposal(
      db,
      await cosignRequest(db, token),
      COSIGNED_AT,
      TEST_ALERTS,
    );
    expect(refused.ok).toBe(false);
    expect(await signaturesOf(db, versionId)).toHaveLength(1);
  });
});
