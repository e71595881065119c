import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";
import type { Db } from "../tables.ts";

/*
 * What a proposal's emails and events read beside the version: the lead's contact details
 * on file, the stored PDF's row, and the versions whose "last days" alert is due, marked
 * once by a conditional update.
 */

/** The lead as the proposal's emails name it. */
export interface ProposalContact {
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** The lead's contact details on file: the homeowner's email only ever goes to this address. */
export function contactOfLead(db: Db, leadId: number): Promise<ProposalContact | undefined> {
  return db
    .selectFrom("leads")
    .select(["reference", "name", "email", "phone", "address"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

/** The id and SHA-256 of a version's signed PDF, for the emails that attach it. */
export function signedDocumentRow(
  db: Db,
  versionId: number,
): Promise<{ id: number; sha256: string; fileName: string } | undefined> {
  return db
    .selectFrom("proposal_documents")
    .select(["id", "sha256", "file_name as fileName"])
    .where("version_id", "=", versionId)
    .where("kind", "=", "signed")
    .executeTakeFirst();
}

/**
 * Versions in `statuses`, not yet reminded, whose last moment falls in (now, until]: the
 * ones the sweep alerts the office about, oldest first.
 */
export async function versionsToRemind(
  db: Db,
  statuses: readonly ProposalStatus[],
  now: string,
  until: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom("proposal_versions")
    .select("id")
    .where("status", "in", [...statuses])
    .where("reminded_at", "is", null)
    .where("expires_at", ">", now)
    .where("expires_at", "<=", until)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Marks the version reminded if nobody has and it is still in `statuses`; returns whether
 * this call did. Of two instances running it at once exactly one sees true: Postgres makes
 * the second wait on the row and re-read the condition after the first commits, and SQLite
 * runs one writer at a time.
 */
export async function markReminded(
  db: Db,
  versionId: number,
  statuses: readonly ProposalStatus[],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("proposal_versions")
    .set({ reminded_at: now })
    .where("id", "=", versionId)
    .where("reminded_at", "is", null)
    .where("status", "in", [...statuses])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
