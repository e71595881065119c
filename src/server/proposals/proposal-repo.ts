import type { Selectable } from "kysely";
import type { ProposalContent } from "../../lib/proposals/proposal-model.ts";
import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";
import type { ProposalWording } from "../../lib/proposals/proposal-wording.ts";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";
import type { ProposalTokenPurpose, ProposalVersionsTable } from "./proposal-tables.ts";

/*
 * Proposals and their versions. A version's status moves only through moveVersion, whose
 * update is conditional on the statuses the move starts from: when two requests race (two
 * instances, two tabs), the second finds the status already moved and changes nothing.
 */

/** A version with what its proposal and its lead give it. */
export interface StoredVersion {
  id: number;
  proposalId: number;
  leadId: number;
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  status: ProposalStatus;
  content: ProposalContent;
  expiresAt: string;
  sentAt: string | null;
  createdAt: string;
  /** What the signed choice came to, and its deposit; null until signed */
  acceptedTotal: number | null;
  depositAmount: number | null;
  /** Its words as sent (lib/proposals/proposal-wording.ts); null for a draft */
  wording: ProposalWording | null;
}

/** The lead a proposal is for, as signing and its document need it. */
export interface ProposalLead {
  id: number;
  reference: string;
  status: string;
  name: string;
  email: string;
  address: string;
}

type VersionRow = Selectable<ProposalVersionsTable> & { number: string };

/** Versions with their proposal's number, as every read of a StoredVersion wants them. */
const versionsWithNumber = (db: Db) =>
  db
    .selectFrom("proposal_versions")
    .innerJoin("proposals", "proposals.id", "proposal_versions.proposal_id")
    .selectAll("proposal_versions")
    .select("proposals.number");

const toVersion = (row: VersionRow): StoredVersion => ({
  id: row.id,
  proposalId: row.proposal_id,
  leadId: row.lead_id,
  number: row.number,
  version: row.version,
  status: row.status,
  content: JSON.parse(row.content) as ProposalContent,
  expiresAt: row.expires_at,
  sentAt: row.sent_at,
  createdAt: row.created_at,
  acceptedTotal: row.accepted_total,
  depositAmount: row.deposit_amount,
  wording: row.wording === null ? null : (JSON.parse(row.wording) as ProposalWording),
});

/** Inserts a proposal for a lead; its number is unique (another insert of it throws). */
export async function insertProposal(
  db: Db,
  proposal: { leadId: number; number: string; createdBy: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto("proposals")
    .values({
      lead_id: proposal.leadId,
      number: proposal.number,
      created_by: proposal.createdBy,
      created_at: proposal.now,
      updated_at: proposal.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many proposals a lead has had: its next one is numbered one more. */
export async function proposalCountOfLead(db: Db, leadId: number): Promise<number> {
  const row = await db
    .selectFrom("proposals")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a version in `status` (a draft, or one made ready to send in a test). */
export async function insertVersion(
  db: Db,
  version: {
    proposalId: number;
    leadId: number;
    version: number;
    status: ProposalStatus;
    content: ProposalContent;
    expiresAt: string;
    sentAt?: string;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("proposal_versions")
    .values({
      proposal_id: version.proposalId,
      lead_id: version.leadId,
      version: version.version,
      status: version.status,
      content: JSON.stringify(version.content),
      expires_at: version.expiresAt,
      sent_at: version.sentAt ?? null,
      created_at: version.now,
      updated_at: version.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The version with this id, or undefined. With `lock` (inside a transaction) Postgres holds
 * its row until the transaction ends, so a racing signature waits and then sees this one's
 * outcome; SQLite runs one writing transaction at a time already.
 */
export async function versionById(
  db: Db,
  id: number,
  { lock = false } = {},
): Promise<StoredVersion | undefined> {
  const query = versionsWithNumber(db).where("proposal_versions.id", "=", id);
  const row = await (
    lock && engineOf(db) === "postgres" ? query.forUpdate("proposal_versions") : query
  ).executeTakeFirst();
  return row && toVersion(row);
}

/** What a move records beside the status. */
export type VersionChanges = Partial<
  Pick<
    Selectable<ProposalVersionsTable>,
    | "sent_at"
    | "wording"
    | "first_viewed_at"
    | "decided_at"
    | "decline_reason"
    | "replaced_by_version_id"
    | "cancelled_by"
    | "cancel_reason"
    | "accepted_option_id"
    | "accepted_add_ons"
    | "accepted_total"
    | "deposit_amount"
  >
>;

/**
 * Moves the version to `to` if it is still in one of `from`, with `changes`; returns whether
 * it moved. The callers pick `from` from lib/proposals/proposal-statuses.ts.
 */
export async function moveVersion(
  db: Db,
  id: number,
  from: readonly ProposalStatus[],
  to: ProposalStatus,
  changes: VersionChanges,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("proposal_versions")
    .set({ ...changes, status: to, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The lead a proposal belongs to. */
export async function leadOfProposal(db: Db, leadId: number): Promise<ProposalLead | undefined> {
  return db
    .selectFrom("leads")
    .select(["id", "reference", "status", "name", "email", "address"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

/** Stores a link's token by its hash; storing the same one again does nothing. */
export async function insertToken(
  db: Db,
  token: { hash: string; versionId: number; leadId: number; purpose: ProposalTokenPurpose },
): Promise<void> {
  await db
    .insertInto("proposal_tokens")
    .values({
      hash: token.hash,
      version_id: token.versionId,
      lead_id: token.leadId,
      purpose: token.purpose,
    })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/** The version a token of `purpose` opens, or undefined for any other token. */
export async function versionOfToken(
  db: Db,
  hash: string,
  purpose: ProposalTokenPurpose,
): Promise<StoredVersion | undefined> {
  const row = await db
    .selectFrom("proposal_tokens")
    .select("version_id")
    .where("hash", "=", hash)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  return row && versionById(db, row.version_id);
}

/** A proposal's other versions in one of `statuses`, oldest first. */
export async function otherVersionsIn(
  db: Db,
  proposalId: number,
  exceptId: number,
  statuses: readonly ProposalStatus[],
): Promise<StoredVersion[]> {
  const rows = await versionsWithNumber(db)
    .where("proposal_versions.proposal_id", "=", proposalId)
    .where("proposal_versions.id", "!=", exceptId)
    .where("proposal_versions.status", "in", [...statuses])
    .orderBy("proposal_versions.version")
    .execute();
  return rows.map(toVersion);
}

/** Sets a draft's expiry from its content when it is sent; only a draft changes. */
export async function setDraftExpiry(db: Db, id: number, expiresAt: string): Promise<void> {
  await db
    .updateTable("proposal_versions")
    .set({ expires_at: expiresAt })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .execute();
}

/** Sent or viewed versions whose last moment has passed, for the sweep. */
export async function versionsPastExpiry(
  db: Db,
  statuses: readonly ProposalStatus[],
  now: string,
): Promise<StoredVersion[]> {
  const rows = await versionsWithNumber(db)
    .where("proposal_versions.status", "in", [...statuses])
    .where("proposal_versions.expires_at", "<=", now)
    .orderBy("proposal_versions.id")
    .execute();
  return rows.map(toVersion);
}

/**
 * Holds the proposal's row until the transaction ends (Postgres; SQLite has one writer), so
 * sending a new version and signing another of the same proposal happen one after the other.
 */
export async function lockProposal(db: Db, proposalId: number): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await db.selectFrom("proposals").select("id").where("id", "=", proposalId).forUpdate().execute();
}

/**
 * Whether a version other than `exceptId` is signed, within one proposal's versions or
 * within all of a lead's proposals.
 */
export async function hasAcceptedVersion(
  db: Db,
  within: { proposalId: number } | { leadId: number },
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom("proposal_versions").select("id").where("status", "=", "accepted");
  query =
    "proposalId" in within
      ? query.where("proposal_id", "=", within.proposalId)
      : query.where("lead_id", "=", within.leadId);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** When a cancelled version was cancelled, and by whom (null for a version cancelled before this was kept). */
export async function cancellationOf(
  db: Db,
  versionId: number,
): Promise<{ cancelledAt: string | null; cancelledBy: "staff" | "homeowner" | null } | undefined> {
  const row = await db
    .selectFrom("proposal_versions")
    .select(["decided_at", "cancelled_by"])
    .where("id", "=", versionId)
    .where("status", "=", "cancelled")
    .executeTakeFirst();
  return row && { cancelledAt: row.decided_at, cancelledBy: row.cancelled_by };
}
