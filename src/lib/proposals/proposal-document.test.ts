import { describe, expect, it } from "vitest";
import { proposalDefaults } from "../../config/proposal-defaults";
import { proposalNotices } from "../../config/proposal-notices";
import { testProposalContent } from "../../test-support/proposal-fixtures";
import { cancellationWindows, noticesFor } from "./notices";
import { depositNoteOf, depositWordsBeforeSigning } from "./proposal-document";
import { currentWording } from "./proposal-wording";

/*
 * The deposit's note in the signed PDF and on the page before signing: whether a notice holds
 * the deposit is the version's stored wording, as the Pay button decides, not config today.
 */

const SIGNED = new Date("2026-12-03T17:00:00.000Z");
const kentuckyInsurance = testProposalContent({
  state: "KY",
  paidByInsurance: true,
  soldAtHome: false,
  emergencyWork: false,
});
const notices = noticesFor(kentuckyInsurance.facts);
const homeowner = { name: "Dana Whitfield", propertyAddress: "", email: "dana@example.com" };
/** Sent with a Kentucky notice that holds nothing (a lawyer's change since undone). */
const holdingNothing = () => {
  const wording = currentWording(notices, homeowner);
  wording.notices["ky-insurance"] = { ...proposalNotices["ky-insurance"], holdsDeposit: false };
  return wording;
};
const windowsUnder = (wording: ReturnType<typeof currentWording> | null) =>
  cancellationWindows(notices, { signedAt: SIGNED, insurerDecisionOn: null }, wording);

describe("the deposit's note", () => {
  it("says the deposit waits for the insurer under a wording that holds it", () => {
    const wording = currentWording(notices, homeowner);
    expect(depositNoteOf(kentuckyInsurance, windowsUnder(wording), SIGNED, wording)).toBe(
      proposalDefaults.depositHeld.untilInsurerDecision,
    );
  });

  it("says nothing under a stored wording that holds nothing, whatever config holds", () => {
    const wording = holdingNothing();
    expect(proposalNotices["ky-insurance"].holdsDeposit).toBe(true);
    expect(depositNoteOf(kentuckyInsurance, windowsUnder(wording), SIGNED, wording)).toBeNull();
    expect(depositWordsBeforeSigning(kentuckyInsurance, 1_650, SIGNED, wording)).not.toContain(
      proposalDefaults.depositHeld.untilInsurerDecision,
    );
  });

  it("reads config for a version sent before wording was kept", () => {
    expect(depositNoteOf(kentuckyInsurance, windowsUnder(null), SIGNED, null)).toBe(
      proposalDefaults.depositHeld.untilInsurerDecision,
    );
    expect(depositWordsBeforeSigning(kentuckyInsurance, 1_650, SIGNED, null)).toContain(
      proposalDefaults.depositHeld.untilInsurerDecision,
    );
  });
});
