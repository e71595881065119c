import { proposalStatusesWhere } from "../../lib/proposals/proposal-statuses.ts";
import { textProblem } from "../../lib/text-rules.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import {
  announceDeclined,
  announceFirstView,
  type ProposalAlertSettings,
} from "./proposal-alerts.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { versionState } from "./version-state.ts";
import { proposalTokenHash } from "./proposal-links.ts";
import {
  moveVersion,
  versionById,
  versionOfToken,
  versionsPastExpiry,
  type StoredVersion,
} from "./proposal-repo.ts";

/*
 * What a proposal's link opens, and the homeowner's answers short of signing: a view (the
 * first one tells the office), a "no" with its reason. The sweep marks versions whose last
 * day has passed; until it runs, a version past its last moment already reads as expired.
 */

/** Who is looking, as the audit trail records them. */
export interface Visitor {
  ipAddress: string | null;
  userAgent: string | null;
  /** "Link emailed to d…@example.com" */
  identifiedBy: string;
}

export type OpenedProposal =
  | { state: "unknown" }
  /**
   * A newer version was sent. Its link is not handed out here: a version is often replaced
   * because it went to a wrong address, and an old link must not open the corrected one.
   */
  | {
      state: "replaced" | "open" | "expired" | "accepted" | "declined" | "cancelled";
      version: StoredVersion;
    };

const SIGNABLE = proposalStatusesWhere((status) => status.signable === true);

/** Reading a link, or a homeowner opening it (recorded, and told to the office). */
export type OpenOptions =
  { now: Date; visitor?: null } | { now: Date; visitor: Visitor; alerts: ProposalAlertSettings };

/**
 * The version a link opens and what the page shows of it. With `visitor`, a homeowner
 * opening an open version is recorded: the first time moves it to "viewed".
 */
export async function openProposal(
  db: Db,
  token: string,
  options: OpenOptions,
): Promise<OpenedProposal> {
  const { now } = options;
  const version = await versionOfToken(db, proposalTokenHash(token), "view");
  if (version === undefined) return { state: "unknown" };
  const state = versionState(version, now);
  if (state === "draft") return { state: "unknown" };
  if (state === "open" && options.visitor && version.status === "sent") {
    await recordFirstView(db, version, options.visitor, now, options.alerts);
  }
  return { state, version };
}

/**
 * Records a person's first view of a sent version: it moves to "viewed", once, and the
 * office's email, chat alert and `proposal.viewed` are queued with the move. Returns
 * whether this call recorded it.
 */
export async function recordFirstView(
  db: Db,
  version: StoredVersion,
  visitor: Visitor,
  now: Date,
  alerts: ProposalAlertSettings,
): Promise<boolean> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const moved = await moveVersion(
      trx,
      version.id,
      ["sent"],
      "viewed",
      { first_viewed_at: at },
      at,
    );
    if (!moved) return false;
    await insertProposalEvent(trx, {
      proposalId: version.proposalId,
      versionId: version.id,
      leadId: version.leadId,
      kind: "viewed",
      at,
      actor: "homeowner",
      ...visitor,
    });
    await announceFirstView(trx, version, alerts, at);
    return true;
  });
}

/** The longest reason a "no" may carry. */
export const DECLINE_REASON_MAX = 1000;

export type DeclineOutcome =
  { ok: true } | { ok: false; problem: "unknown" | "not-signable" | "expired" | "reason" };

/**
 * The homeowner says no, with the reason they give (which may be empty). The office's
 * email, chat alert and `proposal.declined` are queued with it.
 */
export function declineProposal(
  db: Db,
  versionId: number,
  reason: string,
  visitor: Visitor,
  now: Date,
  alerts: ProposalAlertSettings,
): Promise<DeclineOutcome> {
  // Invisible format characters (zero-width spaces, bidi overrides) go; runs of blank
  // lines become one, so the reason reads as typed wherever staff see it.
  const trimmed = reason
    .replace(/\p{Cf}/gu, "")
    .replace(/(\r?\n\s*){3,}/g, "\n\n")
    .trim();
  if (textProblem(trimmed, "multi-line") !== null || trimmed.length > DECLINE_REASON_MAX) {
    return Promise.resolve({ ok: false, problem: "reason" });
  }
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<DeclineOutcome> => {
    const version = await versionById(trx, versionId, { lock: true });
    if (version === undefined) return { ok: false, problem: "unknown" };
    const state = versionState(version, now);
    if (state === "expired") return { ok: false, problem: "expired" };
    if (state !== "open") return { ok: false, problem: "not-signable" };
    await moveVersion(
      trx,
      version.id,
      SIGNABLE,
      "declined",
      { decided_at: at, decline_reason: trimmed === "" ? null : trimmed },
      at,
    );
    await insertProposalEvent(trx, {
      proposalId: version.proposalId,
      versionId: version.id,
      leadId: version.leadId,
      kind: "declined",
      at,
      actor: "homeowner",
      ...visitor,
      ...(trimmed === "" ? {} : { detail: { reason: trimmed } }),
    });
    await announceDeclined(trx, version, trimmed === "" ? null : trimmed, alerts, at);
    return { ok: true };
  });
}

/**
 * Marks every sent or viewed version whose last moment has passed as expired; safe on every
 * instance at once (each move is conditional, so one instance records each). Returns how many
 * this call moved.
 */
export async function expireProposals(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let expired = 0;
  for (const version of await versionsPastExpiry(db, SIGNABLE, at)) {
    const moved = await inTransaction(db, async (trx) => {
      if (!(await moveVersion(trx, version.id, SIGNABLE, "expired", { decided_at: at }, at))) {
        return false;
      }
      await insertProposalEvent(trx, {
        proposalId: version.proposalId,
        versionId: version.id,
        leadId: version.leadId,
        kind: "expired",
        at,
        actor: "system",
      });
      return true;
    });
    if (moved) expired++;
  }
  return expired;
}
