import { isCalendarDay } from "../../lib/calendar-day.ts";
import { isWaiting, statusAfterProposalSent } from "../../lib/lead-statuses.ts";
import { endOfBusinessDay } from "../../lib/proposals/business-days.ts";
import { noticesFor, shownNotices } from "../../lib/proposals/notices.ts";
import { PROPOSAL_OPTIONS } from "../../lib/proposals/proposal-model.ts";
import { proposalStatusesWhere } from "../../lib/proposals/proposal-statuses.ts";
import { canonicalJson } from "../../lib/proposals/document-text.ts";
import { contentProblem } from "../../lib/proposals/totals.ts";
import { inTransaction } from "../db/database.ts";
import type { LeadActor } from "../inbox/lead-event-repo.ts";
import { moveLead } from "../inbox/lead-updates.ts";
import type { Db } from "../tables.ts";
import { announceSent, type ProposalAlertSettings } from "./proposal-alerts.ts";
import { wordingOf } from "./document-as-shown.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { proposalToken, proposalTokenHash } from "./proposal-links.ts";
import {
  hasAcceptedVersion,
  insertToken,
  leadOfProposal,
  lockProposal,
  moveVersion,
  otherVersionsIn,
  setDraftExpiry,
  versionById,
  type StoredVersion,
} from "./proposal-repo.ts";

/*
 * Staff send a draft: from then on it is read-only, its link opens it, and it replaces the
 * proposal's earlier versions still out with the homeowner (their links then say so and
 * point to this one). Its words beyond the content (the terms, the notices, the E-SIGN and
 * financing wording, the parties) are stored as config has them at sending
 * (lib/proposals/proposal-wording.ts), so a later deploy never changes what it says.
 * A lead still waiting for its first answer moves on (lib/lead-statuses.ts), as a call does.
 * A draft that the homeowner could not lawfully sign is not sent: one
 * whose figures are not a price, whose last day has passed, or whose notices need the
 * seller's address while config has none.
 */

export type SendProblem =
  | "unknown"
  /** Another version of the proposal is signed: a change after a signature is a new proposal */
  | "already-accepted"
  | "not-draft"
  | "invalid-content"
  | "options"
  | "expiry-passed"
  | "seller-address-missing"
  /** The draft changed since the sender saw it (another save landed first): nothing was sent */
  | "changed";

export type SendOutcome = { ok: true; token: string } | { ok: false; problem: SendProblem };

/** The lead's history names the move; the proposal's audit trail names who sent it. */
const SENT_BY_OFFICE: LeadActor = { id: null, email: "the office, sending a proposal" };

/** Versions a newly sent one replaces: every one the homeowner could still act on or see as current. */
const REPLACEABLE = proposalStatusesWhere((status) => status.next.includes("replaced"));

/** What stops this draft going out at `now`, or null. */
function sendProblem(version: StoredVersion, now: Date): SendProblem | null {
  const { content } = version;
  if (version.status !== "draft") return "not-draft";
  if (contentProblem(content) !== null) return "invalid-content";
  const count = content.options.length;
  if (count < PROPOSAL_OPTIONS.min || count > PROPOSAL_OPTIONS.max) return "options";
  if (!isCalendarDay(content.expiresOn)) return "invalid-content";
  if (endOfBusinessDay(content.expiresOn).getTime() <= now.getTime()) return "expiry-passed";
  const notices = shownNotices(noticesFor(content.facts), null);
  return notices.ok ? null : notices.problem;
}

export interface SendOptions {
  actor: string;
  /** The links' key (proposal-links.ts proposalLinkSecret) */
  secret: string;
  now: Date;
  /**
   * Where the homeowner's email links to and where `proposal.sent` goes
   * (proposal-alerts.ts proposalAlertSettingsOf). Every sending from the office passes it;
   * without it nothing is queued, for the tests of sending alone.
   */
  alerts?: ProposalAlertSettings;
  /**
   * The draft's content as the sender saw it (canonical JSON): checked once the version is
   * locked, so a save by someone else landing just before is never sent unseen.
   */
  expectedContent?: string;
}

/**
 * Sends the draft; returns the token of its link (only its hash is stored). The homeowner's
 * email with the link and the `proposal.sent` event are queued in the same transaction.
 */
export function sendProposal(
  db: Db,
  versionId: number,
  { actor, secret, now, alerts, expectedContent }: SendOptions,
): Promise<SendOutcome> {
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<SendOutcome> => {
    const unlocked = await versionById(trx, versionId);
    if (unlocked === undefined) return { ok: false, problem: "unknown" };
    // The proposal first, then the version: signing takes them in the same order.
    await lockProposal(trx, unlocked.proposalId);
    const version = (await versionById(trx, versionId, { lock: true }))!;
    if (await hasAcceptedVersion(trx, { proposalId: version.proposalId }, version.id)) {
      return { ok: false, problem: "already-accepted" };
    }
    const problem = sendProblem(version, now);
    if (problem !== null) return { ok: false, problem };
    if (expectedContent !== undefined && canonicalJson(version.content) !== expectedContent)
      return { ok: false, problem: "changed" };
    await setDraftExpiry(
      trx,
      version.id,
      endOfBusinessDay(version.content.expiresOn).toISOString(),
    );
    const lead = await leadOfProposal(trx, version.leadId);
    if (lead === undefined) return { ok: false, problem: "unknown" };
    // A draft has no words stored: this is config's today, with the lead as it stands.
    const wording = wordingOf(version, lead);
    await moveVersion(
      trx,
      version.id,
      ["draft"],
      "sent",
      { sent_at: at, wording: JSON.stringify(wording) },
      at,
    );
    const token = proposalToken(secret, version, "view");
    await insertToken(trx, {
      hash: proposalTokenHash(token),
      versionId: version.id,
      leadId: version.leadId,
      purpose: "view",
    });
    const base = { proposalId: version.proposalId, leadId: version.leadId, at, actor };
    await insertProposalEvent(trx, { ...base, versionId: version.id, kind: "sent" });
    for (const older of await otherVersionsIn(trx, version.proposalId, version.id, REPLACEABLE)) {
      const replaced = await moveVersion(
        trx,
        older.id,
        REPLACEABLE,
        "replaced",
        { decided_at: at, replaced_by_version_id: version.id },
        at,
      );
      if (replaced)
        await insertProposalEvent(trx, { ...base, versionId: older.id, kind: "replaced" });
    }
    // A proposal is an answer: a lead still waiting for one stops waiting (and escalating).
    if (isWaiting(lead.status))
      await moveLead(trx, lead, statusAfterProposalSent, SENT_BY_OFFICE, at);
    if (alerts) await announceSent(trx, version, token, alerts, at);
    return { ok: true, token };
  });
}
