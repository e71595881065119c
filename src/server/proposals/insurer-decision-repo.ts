import type { InsurerDecisionChoice } from "../../config/insurer-decision.ts";
import type { RecordedDecision } from "../../lib/proposals/insurer-decision.ts";
import type { Db } from "../tables.ts";

/*
 * The insurer's decision as the audit trail holds it: each record or correction is an
 * 'insurer-decision' event (the trail is appended to, never changed), and the newest one is
 * what the version's insurer_decision columns say. The columns keep only what the law's
 * notice needs ("approved" or "denied"); the event keeps which of the office's three
 * choices it was, who recorded it and why it was corrected.
 */

/** The detail stored with each 'insurer-decision' event. */
export interface DecisionEventDetail {
  decision: InsurerDecisionChoice;
  /** What proposal_versions.insurer_decision was set to */
  stored: "approved" | "denied";
  receivedOn: string;
  /** A correction: what it replaced and why */
  corrects?: { decision: InsurerDecisionChoice; receivedOn: string };
  reason?: string;
}

/** The newest recorded decision of a version, or null while none is. */
export async function recordedDecision(
  db: Db,
  versionId: number,
): Promise<RecordedDecision | null> {
  const rows = await db
    .selectFrom("proposal_events")
    .select(["actor", "at", "detail"])
    .where("version_id", "=", versionId)
    .where("kind", "=", "insurer-decision")
    .orderBy("id", "desc")
    .execute();
  const newest = rows[0];
  if (newest?.detail == null) return null;
  const detail = JSON.parse(newest.detail) as DecisionEventDetail;
  return {
    choice: detail.decision,
    receivedOn: detail.receivedOn,
    actor: newest.actor,
    at: newest.at,
    records: rows.length,
  };
}

/** Sets the version's decision columns, which the windows are counted from. */
export async function setInsurerDecision(
  db: Db,
  versionId: number,
  decision: { stored: "approved" | "denied"; receivedOn: string },
  at: string,
): Promise<void> {
  await db
    .updateTable("proposal_versions")
    .set({
      insurer_decision: decision.stored,
      insurer_decision_on: decision.receivedOn,
      updated_at: at,
    })
    .where("id", "=", versionId)
    .execute();
}
