import type { ProposalChoice } from "../../lib/proposals/proposal-model.ts";
import type { Db } from "../tables.ts";

/*
 * The second signer a homeowner invited to a signed version, and the link that lets them
 * sign: one co-signer per version (a unique (version, role)), replaced with its link by a
 * new invitation; the invitations themselves are counted from the audit trail, which is
 * never changed, so replacing a co-signer does not reset the count.
 */

export interface StoredCosigner {
  id: number;
  versionId: number;
  leadId: number;
  name: string;
  email: string;
  invitedAt: string;
}

const toCosigner = (row: {
  id: number;
  version_id: number;
  lead_id: number;
  name: string;
  email: string;
  invited_at: string;
}): StoredCosigner => ({
  id: row.id,
  versionId: row.version_id,
  leadId: row.lead_id,
  name: row.name,
  email: row.email,
  invitedAt: row.invited_at,
});

/** The version's invited co-signer, or undefined. */
export async function cosignerOf(db: Db, versionId: number): Promise<StoredCosigner | undefined> {
  const row = await db
    .selectFrom("proposal_signers")
    .select(["id", "version_id", "lead_id", "name", "email", "invited_at"])
    .where("version_id", "=", versionId)
    .where("role", "=", "cosigner")
    .executeTakeFirst();
  return row && toCosigner(row);
}

/** The co-signer a link's token (its SHA-256) was minted for, while it is their current link. */
export async function cosignerOfToken(db: Db, hash: string): Promise<StoredCosigner | undefined> {
  const row = await db
    .selectFrom("proposal_tokens")
    .innerJoin("proposal_signers", "proposal_signers.id", "proposal_tokens.signer_id")
    .select([
      "proposal_signers.id",
      "proposal_signers.version_id",
      "proposal_signers.lead_id",
      "proposal_signers.name",
      "proposal_signers.email",
      "proposal_signers.invited_at",
    ])
    .where("proposal_tokens.hash", "=", hash)
    .where("proposal_tokens.purpose", "=", "cosign")
    .where("proposal_signers.role", "=", "cosigner")
    // The token and its signer belong to one version: a row pointing across is no link.
    .whereRef("proposal_signers.version_id", "=", "proposal_tokens.version_id")
    .executeTakeFirst();
  return row && toCosigner(row);
}

/**
 * Stores the version's co-signer and its link's hash in place of any earlier one: the
 * earlier link is deleted with its signer, so it opens nothing. The new row gets a new id
 * (never reused), and the link is made from it, so it is a new link. Returns the new id.
 */
export async function replaceCosigner(
  db: Db,
  cosigner: Omit<StoredCosigner, "id">,
  tokenHashOf: (signerId: number) => string,
): Promise<number> {
  await db
    .deleteFrom("proposal_tokens")
    .where("version_id", "=", cosigner.versionId)
    .where("purpose", "=", "cosign")
    .execute();
  await db
    .deleteFrom("proposal_signers")
    .where("version_id", "=", cosigner.versionId)
    .where("role", "=", "cosigner")
    .execute();
  const { id } = await db
    .insertInto("proposal_signers")
    .values({
      version_id: cosigner.versionId,
      lead_id: cosigner.leadId,
      role: "cosigner",
      name: cosigner.name,
      email: cosigner.email,
      invited_at: cosigner.invitedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("proposal_tokens")
    .values({
      hash: tokenHashOf(id),
      version_id: cosigner.versionId,
      lead_id: cosigner.leadId,
      purpose: "cosign",
      signer_id: id,
    })
    .execute();
  return id;
}

/** How many co-signers the version's homeowner has invited, and when last. */
export async function invitationsOf(
  db: Db,
  versionId: number,
): Promise<{ count: number; lastAt: string | null }> {
  const row = await db
    .selectFrom("proposal_events")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("at").as("lastAt")])
    .where("version_id", "=", versionId)
    .where("kind", "=", "cosigner-invited")
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastAt: row.lastAt ?? null };
}

/** What the homeowner chose when they signed, as stored with the version. */
export async function acceptedChoiceOf(
  db: Db,
  versionId: number,
): Promise<ProposalChoice | undefined> {
  const row = await db
    .selectFrom("proposal_versions")
    .select(["accepted_option_id", "accepted_add_ons"])
    .where("id", "=", versionId)
    .executeTakeFirst();
  if (!row?.accepted_option_id) return undefined;
  const addOnIds = JSON.parse(row.accepted_add_ons ?? "[]") as string[];
  return { optionId: row.accepted_option_id, addOnIds };
}

/** The id of the version's co-signed PDF, for the emails that attach it. */
export async function cosignedDocumentId(db: Db, versionId: number): Promise<number> {
  const row = await db
    .selectFrom("proposal_documents")
    .select("id")
    .where("version_id", "=", versionId)
    .where("kind", "=", "cosigned")
    .executeTakeFirstOrThrow();
  return row.id;
}
