// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { esignDisclosure } from "../../config/esign-disclosure.ts";
import { financeDisclosure } from "../../config/finance-disclosure.ts";
import { proposalTerms } from "../../config/proposal-terms.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { TEST_ALERTS } from "../../test-support/proposal-alert-fixtures.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import type { Db } from "../tables.ts";
import { documentAsShown } from "./document-as-shown.ts";
import { leadOfProposal, versionById } from "./proposal-repo.ts";
import { sendProposal } from "./send-proposal.ts";
import { signProposal } from "./sign-proposal.ts";

/*
 * A deploy that changes the contract's words (the lawyer's new terms, a new E-SIGN text, the
 * financing wording) or a lead's details edited by staff must not change a proposal already
 * sent: the homeowner signs what they were sent. Config is changed here as a deploy would
 * change it, the module's values, and put back after each test.
 */

const SECRET = "test-proposal-link-secret";
const NOW = new Date("2026-12-01T15:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

// Config is `as const`; a deploy's values are other strings.
interface Wording {
  version: string;
  heading: string;
  paragraphs: readonly string[];
}
const terms = proposalTerms as unknown as Wording;
const esign = esignDisclosure as unknown as Omit<Wording, "paragraphs">;
const finance = financeDisclosure as { heading: string };
const original = {
  terms: { ...terms },
  esign: { ...esign },
  finance: { ...finance },
};

/** What a later deploy might ship. */
function deployNewWording() {
  terms.version = "terms-2027-01-15";
  terms.heading = "Terms of the agreement (revised)";
  terms.paragraphs = ["A new paragraph the homeowner was never sent."];
  esign.version = "esign-2027-01-15";
  finance.heading = "Financing, revised";
}

afterEach(() => {
  Object.assign(terms, original.terms);
  Object.assign(esign, original.esign);
  Object.assign(finance, original.finance);
});

async function draft(db: Db, reference: string) {
  const leadId = await insertTestLead(db, testLead(reference));
  const versionId = await insertTestProposal(db, { id: leadId, reference }, { status: "draft" });
  return { leadId, versionId };
}

async function shownNow(db: Db, versionId: number) {
  const version = (await versionById(db, versionId))!;
  const lead = (await leadOfProposal(db, version.leadId))!;
  const shown = documentAsShown(version, lead);
  if (!shown.ok) throw new Error(shown.problem);
  return shown;
}

describe.each(engines)("a sent proposal's words (%s)", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("keeps the terms, E-SIGN and financing words and the parties it was sent with", async () => {
    const { db } = database;
    const { leadId, versionId } = await draft(db, "Q-WORD01");
    const sent = await sendProposal(db, versionId, { actor: "staff:a", secret: SECRET, now: NOW });
    expect(sent.ok).toBe(true);
    const atSending = await shownNow(db, versionId);
    expect(atSending.document.terms.heading).toBe(original.terms.heading);

    deployNewWording();
    await db
      .updateTable("leads")
      .set({ name: "Someone Else Entirely" })
      .where("id", "=", leadId)
      .execute();

    const afterDeploy = await shownNow(db, versionId);
    expect(afterDeploy.sha256).toBe(atSending.sha256);
    expect(afterDeploy.document.terms).toEqual({
      version: original.terms.version,
      heading: original.terms.heading,
      paragraphs: original.terms.paragraphs,
    });
    expect(afterDeploy.document.esign.version).toBe(original.esign.version);
    expect(afterDeploy.document.finance.heading).toBe(original.finance.heading);
    expect(afterDeploy.document.homeowner.name).not.toBe("Someone Else Entirely");
    expect(afterDeploy.text).not.toContain("never sent");

    // A draft written after the deploy has the new words.
    const { versionId: laterDraft } = await draft(db, "Q-WORD02");
    const fresh = await shownNow(db, laterDraft);
    expect(fresh.document.terms.heading).toBe("Terms of the agreement (revised)");
    expect(fresh.document.esign.version).toBe("esign-2027-01-15");
  });

  it("signs the words it was sent with: the hash the page carried still matches, and the E-SIGN version recorded is the one shown", async () => {
    const { db } = database;
    const { versionId } = await draft(db, "Q-WORD03");
    await sendProposal(db, versionId, { actor: "staff:a", secret: SECRET, now: NOW });
    const shownBefore = await shownNow(db, versionId);

    deployNewWording();
    const signed = await signProposal(
      db,
      {
        versionId,
        choice: { optionId: "option-1", addOnIds: [] },
        typedName: "Dana Whitfield",
        consented: true,
        shownSha256: shownBefore.sha256,
        ipAddress: "203.0.113.9",
        userAgent: "Mozilla/5.0 (iPhone)",
        identifiedBy: "Link emailed to d…@example.com",
      },
      later(30),
      TEST_ALERTS,
    );
    expect(signed.ok).toBe(true);
    const signature = await db
      .selectFrom("proposal_signatures")
      .select(["esign_version", "shown_sha256"])
      .where("version_id", "=", versionId)
      .executeTakeFirstOrThrow();
    expect(signature).toEqual({
      esign_version: original.esign.version,
      shown_sha256: shownBefore.sha256,
    });
  });

  it("stores no words on a draft: it reads config until it is sent", async () => {
    const { db } = database;
    const { versionId } = await draft(db, "Q-WORD04");
    expect((await versionById(db, versionId))!.wording).toBeNull();
    deployNewWording();
    await sendProposal(db, versionId, { actor: "staff:a", secret: SECRET, now: NOW });
    const stored = (await versionById(db, versionId))!.wording!;
    expect(stored.terms.heading).toBe("Terms of the agreement (revised)");
    expect(stored.esign.version).toBe("esign-2027-01-15");
  });
});
