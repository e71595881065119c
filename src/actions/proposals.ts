import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { insurerDecisionWords } from "../config/insurer-decision";
import type { SendProblem } from "../server/proposals/send-proposal";
import type { DraftOutcome } from "../server/proposals/staff-proposals";
import { FieldsError } from "./fields-error";
import { reference, rowId, staffAction } from "./staff-action";

/*
 * Staff's actions on a proposal: start one from a lead, save the draft, send it, make a
 * change (the next version) and withdraw it. The form's fields are read by
 * lib/proposals/proposal-form.ts, which knows their names (one per option slot, add-on and
 * photo), so the schema lets every text field through and the reader judges them.
 */

/** A field of the proposal form; the body limit (64 KB) bounds how many there are. */
const formField = z.string().max(5_000, "Too long.");

const NO_VERSION = () =>
  new ActionError({ code: "NOT_FOUND", message: "There is no such proposal." });

/** Why a draft was not saved, as the editor shows it. */
function draftRefusal(outcome: Exclude<DraftOutcome, { kind: "saved" }>): ActionError {
  if (outcome.kind === "unknown") return NO_VERSION();
  if (outcome.kind === "not-draft")
    return new ActionError({
      code: "CONFLICT",
      message:
        "Nothing was saved: this version has been sent, so it cannot change. Use “Make a Change” to start the next version.",
    });
  return new FieldsError(outcome.errors);
}

/** What the office reads when a send is refused: what is wrong and what to do. */
export const sendProblemMessages: Record<SendProblem, string> = {
  unknown: "There is no such proposal.",
  "already-accepted":
    "Not sent: another version of this proposal is signed. Start a new proposal for other work.",
  "not-draft": "Not sent: this version has been sent already.",
  "invalid-content":
    "Not sent: some figures are missing or not a price. Open the draft and save it.",
  options: "Not sent: a proposal needs two to four options.",
  "expiry-passed": "Not sent: the last day to sign has passed. Set a later day and save.",
  changed:
    "Not sent: someone saved a change to this draft a moment ago. Check the totals shown now, then send again.",
  "seller-address-missing":
    "Not sent: this sale needs the notice that names the business’s address, and the site has none. Set the address in config/site.ts first.",
};

export const proposals = {
  createProposal: staffAction({
    input: z.object({ lead: reference }).catchall(formField),
    saved: "Draft saved. Check it, then send it when it is ready.",
    handler: async ({ lead, ...values }, { runtime, actor }) => {
      const outcome = await runtime.proposalDesk.create(
        lead,
        values as Record<string, string>,
        actor.email,
      );
      if (outcome.kind !== "saved") throw draftRefusal(outcome);
      return { versionId: outcome.versionId };
    },
  }),

  saveProposal: staffAction({
    input: z.object({ versionId: rowId }).catchall(formField),
    saved: "Draft saved.",
    handler: async ({ versionId, ...values }, { runtime }) => {
      const outcome = await runtime.proposalDesk.save(versionId, values as Record<string, string>);
      if (outcome.kind !== "saved") throw draftRefusal(outcome);
      return { versionId };
    },
  }),

  sendProposal: staffAction({
    // The editor's "Save and Send" posts the whole form; a post of the version alone sends
    // the draft as saved.
    input: z.object({ versionId: rowId }).catchall(formField),
    saved: "Sent. The homeowner is emailed the link, which is also below to text or share.",
    handler: async ({ versionId, ...values }, { runtime, actor }) => {
      const fields = values as Record<string, string>;
      const outcome = await runtime.proposalDesk.send(
        versionId,
        actor.email,
        Object.keys(fields).length > 0 ? fields : undefined,
      );
      if (outcome.kind === "invalid") throw new FieldsError(outcome.errors);
      if (outcome.kind === "changed")
        throw new ActionError({
          code: "CONFLICT",
          message:
            "Your changes are saved, but nothing was sent yet: check the new totals under “Check, then send”, then press “Save and Send” again.",
        });
      if (outcome.kind === "refused")
        throw new ActionError({
          code: outcome.problem === "unknown" ? "NOT_FOUND" : "CONFLICT",
          message: sendProblemMessages[outcome.problem],
        });
      return { sent: true };
    },
  }),

  reviseProposal: staffAction({
    input: z.object({ versionId: rowId }),
    saved: "A new draft was made from this version. Change it, then send it.",
    handler: async ({ versionId }, { runtime, actor }) => {
      const outcome = await runtime.proposalDesk.revise(versionId, actor.email);
      if (outcome.kind === "unknown") throw NO_VERSION();
      if (outcome.kind === "not-revisable")
        throw new ActionError({
          code: "CONFLICT",
          message:
            "No change was started: a newer version or a draft exists, or a version is signed.",
        });
      return { versionId: outcome.versionId };
    },
  }),

  recordInsurerDecision: staffAction({
    // Every field is judged by lib/proposals/insurer-decision.ts, so its messages sit beside
    // their fields; the schema only bounds them.
    input: z.object({
      versionId: rowId,
      expected: z.string().max(40),
      decision: z.string().max(40).optional(),
      receivedOn: z.string().max(40).optional(),
      reason: z.string().max(500, "Keep the reason under 500 characters.").optional(),
    }),
    saved:
      "The insurer's decision is recorded. The homeowner's time to cancel and deposit below follow it.",
    handler: async ({ versionId, ...form }, { runtime, actor }) => {
      const outcome = await runtime.proposalDesk.recordDecision(versionId, form, actor.email);
      if (outcome.ok) return { recorded: true };
      switch (outcome.problem) {
        case "invalid":
          throw new FieldsError(outcome.errors as Record<string, string>);
        case "unknown":
          throw NO_VERSION();
        case "not-applicable":
          throw new ActionError({ code: "CONFLICT", message: insurerDecisionWords.notSigned });
        case "changed":
          throw new ActionError({ code: "CONFLICT", message: insurerDecisionWords.changed });
        case "unchanged":
          throw new ActionError({ code: "CONFLICT", message: insurerDecisionWords.unchanged });
      }
    },
  }),

  withdrawProposal: staffAction({
    // A box ticked on purpose: withdrawing stops the homeowner's link, and cannot be undone.
    input: z.object({
      versionId: rowId,
      confirm: z.literal("on", { error: "Please tick the box to confirm." }),
    }),
    saved: "Withdrawn. Its link now says the proposal was cancelled.",
    handler: async ({ versionId }, { runtime, actor }) => {
      if (!(await runtime.proposalDesk.withdraw(versionId, actor.email)))
        throw new ActionError({
          code: "CONFLICT",
          message: "Nothing was withdrawn: this version was signed, declined or closed already.",
        });
      return { withdrawn: true };
    },
  }),
};
