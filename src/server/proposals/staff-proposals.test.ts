// @vitest-environment node
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../lib/proposals/document-text.ts";
import { proposalFormValues } from "../../lib/proposals/proposal-form.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { useTestRuntime } from "../../test-support/runtime-test-support.ts";
import { sendProposal } from "./send-proposal.ts";

/*
 * The office's side through the runtime, as the staff pages call it: a proposal started
 * from a lead, its draft saved, sent, changed (the next version) and withdrawn.
 */

const NOW = new Date("2026-12-01T15:00:00.000Z");
const STAFF = "office@example.com";
const REFERENCE = "Q-DESK01";
/** The form as staff fill it: the fixture's content, its last day a month after NOW */
const FORM = { ...proposalFormValues(testProposalContent()), "expires-on": "2026-12-31" };

describe("the office's proposals", () => {
  const start = useTestRuntime();

  async function withLead(fields = {}) {
    const { runtime } = await start({}, () => NOW);
    await insertTestLead(
      runtime.db,
      testLead(REFERENCE, { address: "1200 Bardstown Rd, Louisville, KY 40204", ...fields }),
    );
    return runtime;
  }

  it("offers a new proposal the lead's state and the book's options, with every price left empty", async () => {
    const runtime = await withLead();
    const desk = await runtime.proposalDesk.desk(REFERENCE);
    expect(desk?.values).toMatchObject({
      state: "KY",
      "option-1-book": desk?.book.options[0]!.id,
      "option-1-per-square": "",
      "tear-off": "",
      "expires-on": "2026-12-31",
    });
    expect(await runtime.proposalDesk.desk("Q-NOPE00")).toBeUndefined();
  });

  it("refuses a form with a price outside the book, saving nothing, and names the field", async () => {
    const runtime = await withLead();
    const outcome = await runtime.proposalDesk.create(
      REFERENCE,
      { ...FORM, "option-1-per-square": "55" },
      STAFF,
    );
    expect(outcome).toMatchObject({ kind: "invalid" });
    expect(outcome.kind === "invalid" && outcome.errors["option-1-per-square"]).toMatch(
      /price book allows/,
    );
    expect(await runtime.proposalDesk.ofLead(REFERENCE)).toEqual([]);
  });

  it("starts a draft, saves it, sends it with a link that opens it, and keeps it read-only after", async () => {
    const runtime = await withLead();
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, STAFF);
    expect(created.kind).toBe("saved");
    if (created.kind !== "saved") return;
    const saved = await runtime.proposalDesk.save(created.versionId, {
      ...FORM,
      exclusions: "Permit fees",
    });
    expect(saved).toEqual({ kind: "saved", versionId: created.versionId });

    const draftPage = await runtime.proposalDesk.page(created.versionId);
    expect(draftPage).toMatchObject({ editable: true, link: null, revisable: false });
    expect(draftPage?.version.content.exclusions).toEqual(["Permit fees"]);
    expect(draftPage?.events.map((event) => event.kind)).toEqual(["created"]);

    const sent = await runtime.proposalDesk.send(created.versionId, STAFF);
    expect(sent.kind).toBe("sent");
    if (sent.kind !== "sent") return;
    const link = new URL(sent.link);
    const token = link.pathname.split("/").pop()!;
    const page = await runtime.proposals.page(token, {
      ipAddress: null,
      userAgent: null,
      navigated: false,
    });
    expect(page.state).toBe("open");

    const sentPage = await runtime.proposalDesk.page(created.versionId);
    expect(sentPage).toMatchObject({ editable: false, link: sent.link, revisable: true });
    expect(await runtime.proposalDesk.save(created.versionId, FORM)).toEqual({
      kind: "not-draft",
    });
    expect(await runtime.proposalDesk.send(created.versionId, STAFF)).toEqual({
      kind: "refused",
      problem: "not-draft",
    });
  });

  it("sends from the editor only the draft as saved: changed figures are saved, not sent, until pressed again", async () => {
    const runtime = await withLead();
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, STAFF);
    if (created.kind !== "saved") throw new Error("not created");
    const changed = { ...FORM, "option-2-per-square": "700" };
    expect(await runtime.proposalDesk.send(created.versionId, STAFF, changed)).toEqual({
      kind: "changed",
    });
    const saved = await runtime.proposalDesk.page(created.versionId);
    expect(saved?.version).toMatchObject({ status: "draft" });
    expect(saved?.version.content.options[1]?.perSquare).toBe(700);
    expect(
      await runtime.proposalDesk.send(created.versionId, STAFF, { ...changed, squares: "0" }),
    ).toMatchObject({ kind: "invalid" });
    expect((await runtime.proposalDesk.send(created.versionId, STAFF, changed)).kind).toBe("sent");
  });

  it("checks what the sender saw once the draft is locked: a save landing just before sends nothing", async () => {
    const runtime = await withLead();
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, STAFF);
    if (created.kind !== "saved") throw new Error("not created");
    const seen = (await runtime.proposalDesk.page(created.versionId))!.version.content;
    // Another member of staff saves between this one's check and its sending.
    await runtime.proposalDesk.save(created.versionId, { ...FORM, "option-1-per-square": "600" });
    const outcome = await sendProposal(runtime.db, created.versionId, {
      actor: `staff:${STAFF}`,
      secret: "test-secret",
      now: NOW,
      expectedContent: canonicalJson(seen),
    });
    expect(outcome).toEqual({ ok: false, problem: "changed" });
    expect((await runtime.proposalDesk.page(created.versionId))?.version.status).toBe("draft");
  });

  it("makes a change as the next version, whose sending replaces the first; only the newest can change", async () => {
    const runtime = await withLead();
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, STAFF);
    if (created.kind !== "saved") throw new Error("not created");
    await runtime.proposalDesk.send(created.versionId, STAFF);

    const revised = await runtime.proposalDesk.revise(created.versionId, STAFF);
    expect(revised.kind).toBe("saved");
    if (revised.kind !== "saved") return;
    // A second press while the draft is open starts nothing.
    expect(await runtime.proposalDesk.revise(created.versionId, STAFF)).toEqual({
      kind: "not-revisable",
    });
    const second = await runtime.proposalDesk.page(revised.versionId);
    expect(second).toMatchObject({ editable: true, version: { version: 2 } });
    expect(second?.versions.map((version) => [version.version, version.status])).toEqual([
      [2, "draft"],
      [1, "sent"],
    ]);

    expect((await runtime.proposalDesk.send(revised.versionId, STAFF)).kind).toBe("sent");
    const versions = await runtime.proposalDesk.ofLead(REFERENCE);
    expect(versions.map((version) => [version.version, version.status])).toEqual([
      [2, "sent"],
      [1, "replaced"],
    ]);
    expect(await runtime.proposalDesk.list()).toHaveLength(1);
    expect((await runtime.proposalDesk.list("replaced")).length).toBe(0);
  });

  it("withdraws a sent version once: its link then reads as cancelled, and a second press changes nothing", async () => {
    const runtime = await withLead();
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, STAFF);
    if (created.kind !== "saved") throw new Error("not created");
    const sent = await runtime.proposalDesk.send(created.versionId, STAFF);
    if (sent.kind !== "sent") throw new Error("not sent");
    expect(await runtime.proposalDesk.withdraw(created.versionId, STAFF)).toBe(true);
    expect(await runtime.proposalDesk.withdraw(created.versionId, STAFF)).toBe(false);
    const token = new URL(sent.link).pathname.split("/").pop()!;
    const page = await runtime.proposals.page(token, {
      ipAddress: null,
      userAgent: null,
      navigated: false,
    });
    expect(page.state).toBe("cancelled");
    const trail = await runtime.proposalDesk.page(created.versionId);
    expect(trail?.events.map((event) => [event.kind, event.actor])).toContainEqual([
      "cancelled",
      `staff:${STAFF}`,
    ]);
  });

  it("numbers a lead's proposals in turn, two started at once included", async () => {
    const runtime = await withLead();
    const outcomes = await Promise.all([
      runtime.proposalDesk.create(REFERENCE, FORM, STAFF),
      runtime.proposalDesk.create(REFERENCE, FORM, STAFF),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["saved", "saved"]);
    const numbers = (await runtime.proposalDesk.ofLead(REFERENCE)).map((version) => version.number);
    expect(numbers).toEqual([`${REFERENCE}-2`, `${REFERENCE}-1`]);
  });
});
