import { isUniqueViolation } from "../db/database.ts";
import type { Db } from "../tables.ts";
import type { ProposalDocumentsTable, SignerRole } from "./proposal-tables.ts";

/*
 * Signatures and the documents made from them. Both are written once: a signature has a
 * unique (version, role), a document a unique (version, kind), so a second signing of the
 * same version, on any instance, is refused by the database itself.
 */

export interface StoredSignature {
  versionId: number;
  leadId: number;
  role: SignerRole;
  typedName: string;
  email: string;
  esignVersion: string;
  consentedAt: string;
  signedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  identifiedBy: string;
  shownSha256: string;
  signedSha256: string;
}

/** The unique (version, role) refused the row, in either engine's words. */
const signedAlready = (error: unknown) =>
  isUniqueViolation(error, "proposal_signatures", "version_id, role") ||
  isUniqueViolation(error, "proposal_signatures", "version_id");

/** Stores a signature; "already-signed" when this version has one for the role. */
export async function insertSignature(
  db: Db,
  signature: StoredSignature,
): Promise<"stored" | "already-signed"> {
  try {
    await db
      .insertInto("proposal_signatures")
      .values({
        version_id: signature.versionId,
        lead_id: signature.leadId,
        role: signature.role,
        typed_name: signature.typedName,
        email: signature.email,
        esign_version: signature.esignVersion,
        consented_at: signature.consentedAt,
        signed_at: signature.signedAt,
        client_address: signature.ipAddress,
        user_agent: signature.userAgent,
        identified_by: signature.identifiedBy,
        shown_sha256: signature.shownSha256,
        signed_sha256: signature.signedSha256,
      })
      .execute();
    return "stored";
  } catch (error) {
    if (signedAlready(error)) return "already-signed";
    throw error;
  }
}

export async function signaturesOf(db: Db, versionId: number): Promise<StoredSignature[]> {
  const rows = await db
    .selectFrom("proposal_signatures")
    .selectAll()
    .where("version_id", "=", versionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    versionId: row.version_id,
    leadId: row.lead_id,
    role: row.role,
    typedName: row.typed_name,
    email: row.email,
    esignVersion: row.esign_version,
    consentedAt: row.consented_at,
    signedAt: row.signed_at,
    ipAddress: row.client_address,
    userAgent: row.user_agent,
    identifiedBy: row.identified_by,
    shownSha256: row.shown_sha256,
    signedSha256: row.signed_sha256,
  }));
}

export interface SignedFile {
  fileName: string;
  sha256: string;
  bytes: Buffer;
}

/** A stored PDF: the one the homeowner signed, or the one both signers signed. */
export type DocumentKind = ProposalDocumentsTable["kind"];

/** Stores the signed (or co-signed) PDF of a version, once. */
export async function insertSignedDocument(
  db: Db,
  document: SignedFile & { versionId: number; leadId: number; now: string },
  kind: DocumentKind = "signed",
): Promise<void> {
  await db
    .insertInto("proposal_documents")
    .values({
      version_id: document.versionId,
      lead_id: document.leadId,
      kind,
      file_name: document.fileName,
      sha256: document.sha256,
      bytes: document.bytes,
      created_at: document.now,
    })
    .execute();
}

/** The signed (or co-signed) PDF of a version, byte for byte as stored, or undefined. */
export async function signedDocumentOf(
  db: Db,
  versionId: number,
  kind: DocumentKind = "signed",
): Promise<SignedFile | undefined> {
  const row = await db
    .selectFrom("proposal_documents")
    .select(["file_name", "sha256", "bytes"])
    .where("version_id", "=", versionId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row && { fileName: row.file_name, sha256: row.sha256, bytes: Buffer.from(row.bytes) };
}
