import type { AuditEvent } from "../../lib/proposals/signed-document.ts";
import type { Db } from "../tables.ts";
import type { ProposalEventKind } from "./proposal-tables.ts";

/*
 * The audit trail of a proposal: events are appended and read, never changed. There is no
 * update here on purpose; only erasing the lead deletes them (privacy/erased-lead-repo.ts).
 */

export interface ProposalEvent {
  proposalId: number;
  versionId: number;
  leadId: number;
  kind: ProposalEventKind;
  at: string;
  actor: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  identifiedBy?: string | null;
  documentSha256?: string | null;
  /** Anything else the event needs, stored as JSON */
  detail?: Record<string, unknown>;
}

export async function insertProposalEvent(db: Db, event: ProposalEvent): Promise<void> {
  await db
    .insertInto("proposal_events")
    .values({
      proposal_id: event.proposalId,
      version_id: event.versionId,
      lead_id: event.leadId,
      kind: event.kind,
      at: event.at,
      actor: event.actor,
      client_address: event.ipAddress ?? null,
      user_agent: event.userAgent ?? null,
      identified_by: event.identifiedBy ?? null,
      document_sha256: event.documentSha256 ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}

/** A version's events in the order they happened, as the certificate page prints them. */
export async function eventsOfVersion(
  db: Db,
  versionId: number,
): Promise<(AuditEvent & { documentSha256: string | null })[]> {
  const rows = await db
    .selectFrom("proposal_events")
    .select([
      "kind",
      "at",
      "actor",
      "client_address",
      "user_agent",
      "identified_by",
      "document_sha256",
    ])
    .where("version_id", "=", versionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    at: row.at,
    actor: row.actor,
    ipAddress: row.client_address,
    userAgent: row.user_agent,
    identifiedBy: row.identified_by,
    documentSha256: row.document_sha256,
  }));
}
