import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";
import type { Db } from "../tables.ts";
import type { HomeownerKey } from "./homeowner-links.ts";

/*
 * What the homeowner's page reads, each query keyed by the one lead its token opened: no
 * read here takes a row of another lead.
 */

/** The lead a reference names, or undefined (never stored, or erased). */
export async function leadByReference(
  db: Db,
  reference: string,
): Promise<HomeownerKey | undefined> {
  return db
    .selectFrom("leads")
    .select(["id", "reference"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}

/** The statuses the page lists: out with the homeowner (sent, opened) or signed. */
export const LISTED_STATUSES = ["sent", "viewed", "accepted"] as const satisfies ProposalStatus[];

/** A version the page lists, with what its link is made from (proposal-links.ts VersionKey). */
export interface ListedVersion {
  id: number;
  number: string;
  version: number;
  status: (typeof LISTED_STATUSES)[number];
  createdAt: string;
  sentAt: string | null;
  /** Whether its signed PDF is stored */
  signedPdf: boolean;
  /** Whether a second signer's co-signed PDF is stored (proposals/cosign-proposal.ts) */
  cosignedPdf: boolean;
}

/** The lead's versions that are out or signed, newest proposal first. */
export async function listedVersionsOf(db: Db, leadId: number): Promise<ListedVersion[]> {
  const rows = await db
    .selectFrom("proposal_versions")
    .innerJoin("proposals", "proposals.id", "proposal_versions.proposal_id")
    .leftJoin("proposal_documents", (join) =>
      join
        .onRef("proposal_documents.version_id", "=", "proposal_versions.id")
        .on("proposal_documents.kind", "=", "signed"),
    )
    .leftJoin("proposal_documents as cosigned", (join) =>
      join
        .onRef("cosigned.version_id", "=", "proposal_versions.id")
        .on("cosigned.kind", "=", "cosigned"),
    )
    .select([
      "proposal_versions.id",
      "proposals.number",
      "proposal_versions.version",
      "proposal_versions.status",
      "proposal_versions.created_at",
      "proposal_versions.sent_at",
      "proposal_documents.id as document_id",
      "cosigned.id as cosigned_id",
    ])
    .where("proposal_versions.lead_id", "=", leadId)
    .where("proposals.lead_id", "=", leadId)
    .where("proposal_versions.status", "in", LISTED_STATUSES)
    .orderBy("proposals.id", "desc")
    .orderBy("proposal_versions.version", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    version: row.version,
    status: row.status as ListedVersion["status"],
    createdAt: row.created_at,
    sentAt: row.sent_at,
    signedPdf: row.document_id !== null,
    cosignedPdf: row.cosigned_id !== null,
  }));
}

/** The bytes of one of this lead's photos (or its thumbnail); undefined for any other's. */
export async function photoOfLead(
  db: Db,
  leadId: number,
  publicId: string,
  size: "full" | "thumb",
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("lead_photos")
    .select(size === "full" ? "data as bytes" : "thumb_data as bytes")
    .where("public_id", "=", publicId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row) return undefined;
  const bytes = row.bytes as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
