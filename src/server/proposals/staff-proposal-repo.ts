import type { ProposalContent } from "../../lib/proposals/proposal-model.ts";
import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";
import { optionTotal } from "../../lib/proposals/totals.ts";
import type { Db } from "../tables.ts";

/*
 * What the office's pages read and write of proposals beyond what sending and signing do:
 * a draft's content saved again, and the versions listed by lead or by status.
 */

/** One version as the lists show it. */
export interface VersionSummary {
  id: number;
  proposalId: number;
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  status: ProposalStatus;
  createdAt: string;
  sentAt: string | null;
  decidedAt: string | null;
  acceptedTotal: number | null;
  /** The last day it can be signed, "2026-12-31" */
  expiresOn: string;
  /** Each option's price for this roof, in the order shown */
  optionTotals: number[];
  /** The lead's reference and name */
  reference: string;
  name: string;
}

/**
 * Replaces a draft's content; returns whether it was still a draft. The update is
 * conditional, so a save racing a send changes nothing once the version went out.
 */
export async function updateDraftContent(
  db: Db,
  id: number,
  content: ProposalContent,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("proposal_versions")
    .set({ content: JSON.stringify(content), updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const summaries = (db: Db) =>
  db
    .selectFrom("proposal_versions")
    .innerJoin("proposals", "proposals.id", "proposal_versions.proposal_id")
    .innerJoin("leads", "leads.id", "proposal_versions.lead_id")
    .select([
      "proposal_versions.id",
      "proposal_versions.proposal_id",
      "proposals.number",
      "proposal_versions.version",
      "proposal_versions.status",
      "proposal_versions.created_at",
      "proposal_versions.sent_at",
      "proposal_versions.decided_at",
      "proposal_versions.accepted_total",
      "proposal_versions.content",
      "leads.reference",
      "leads.name",
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

const toSummary = (row: SummaryRow): VersionSummary => {
  const content = JSON.parse(row.content) as ProposalContent;
  return {
    id: row.id,
    proposalId: row.proposal_id,
    number: row.number,
    version: row.version,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    decidedAt: row.decided_at,
    acceptedTotal: row.accepted_total,
    expiresOn: content.expiresOn,
    optionTotals: content.options.map((option) => optionTotal(content, option.id) ?? 0),
    reference: row.reference,
    name: row.name,
  };
};

/** Every version of a lead's proposals: newest proposal first, each one's versions newest first. */
export async function versionsOfLead(db: Db, leadId: number): Promise<VersionSummary[]> {
  const rows = await summaries(db)
    .where("proposal_versions.lead_id", "=", leadId)
    .orderBy("proposal_versions.proposal_id", "desc")
    .orderBy("proposal_versions.version", "desc")
    .execute();
  return rows.map(toSummary);
}

/** Every version of one proposal, newest first. */
export async function versionsOfProposal(db: Db, proposalId: number): Promise<VersionSummary[]> {
  const rows = await summaries(db)
    .where("proposal_versions.proposal_id", "=", proposalId)
    .orderBy("proposal_versions.version", "desc")
    .execute();
  return rows.map(toSummary);
}

/**
 * Each proposal's newest version, newest proposal first, or only those in `status`: the
 * office's list. At most `limit`.
 */
export async function latestVersions(
  db: Db,
  { status, limit }: { status?: ProposalStatus | undefined; limit: number },
): Promise<VersionSummary[]> {
  let query = summaries(db).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("proposal_versions as newer")
          .select("newer.id")
          .whereRef("newer.proposal_id", "=", "proposal_versions.proposal_id")
          .whereRef("newer.version", ">", "proposal_versions.version"),
      ),
    ),
  );
  if (status !== undefined) query = query.where("proposal_versions.status", "=", status);
  const rows = await query.orderBy("proposal_versions.proposal_id", "desc").limit(limit).execute();
  return rows.map(toSummary);
}

/** A version sent since a moment, as the report counts it. */
export interface ReportedVersion {
  proposalId: number;
  status: ProposalStatus;
  sentAt: string;
  decidedAt: string | null;
  acceptedOptionId: string | null;
  acceptedTotal: number | null;
  content: ProposalContent;
}

/** Every version sent at or after `from` (ISO), oldest first, for the report. */
export async function versionsSentSince(db: Db, from: string): Promise<ReportedVersion[]> {
  const rows = await db
    .selectFrom("proposal_versions")
    .select([
      "proposal_id",
      "status",
      "sent_at",
      "decided_at",
      "accepted_option_id",
      "accepted_total",
      "content",
    ])
    .where("sent_at", ">=", from)
    .orderBy("sent_at")
    .execute();
  return rows.map((row) => ({
    proposalId: row.proposal_id,
    status: row.status,
    sentAt: row.sent_at!,
    decidedAt: row.decided_at,
    acceptedOptionId: row.accepted_option_id,
    acceptedTotal: row.accepted_total,
    content: JSON.parse(row.content) as ProposalContent,
  }));
}
