import {
  canonicalDocument,
  canonicalSigned,
  type ShownDocument,
  type Signer,
} from "../../lib/proposals/document-text.ts";
import { cosignLinkExpired } from "../../lib/proposals/cosigner-rules.ts";
import { shownDocument, signedDocument } from "../../lib/proposals/proposal-document.ts";
import type { SignedDocument } from "../../lib/proposals/signed-document.ts";
import { signerName, signerNameProblem } from "../../lib/proposals/signer-name.ts";
import { proposalTotal, type Totals } from "../../lib/proposals/totals.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { announceCosigned } from "./cosign-alerts.ts";
import {
  acceptedChoiceOf,
  cosignedDocumentId,
  cosignerOf,
  cosignerOfToken,
  type StoredCosigner,
} from "./cosigner-repo.ts";
import { documentAsShown, sha256Hex } from "./document-as-shown.ts";
import type { ProposalAlertSettings } from "./proposal-alerts.ts";
import { eventsOfVersion, insertProposalEvent } from "./proposal-event-repo.ts";
import { maskedEmail, proposalTokenHash } from "./proposal-links.ts";
import { renderSignedPdf } from "./proposal-pdf.ts";
import { leadOfProposal, versionById, type StoredVersion } from "./proposal-repo.ts";
import { printableEvent } from "./sign-proposal.ts";
import {
  insertSignature,
  insertSignedDocument,
  signaturesOf,
  type StoredSignature,
} from "./signature-repo.ts";
import { signingNotices } from "./signing-notices.ts";

/*
 * The second signer signs the version the homeowner signed, at the link their invitation
 * carried. They see it as it was signed (the choice, the totals, the notices dated from
 * the homeowner's signing) and sign it by typing their name; nothing they post but the
 * name, the consent and the hash of what they saw reaches the server. Their signature is
 * stored with role 'cosigner' beside the homeowner's (whose signed PDF stays as it was),
 * and a co-signed PDF, both signatures and the whole trail, is stored as its own document.
 * Two submits racing store one: the version's row lock, SQLite's one writer, and the
 * unique (version, role) behind both.
 */

/** The co-signer's page at their link. */
export type CosignView =
  | { state: "unknown" | "unavailable" }
  | { state: "expired" | "cancelled"; number: string; invitedBy: string }
  | {
      state: "cosigned";
      versionId: number;
      number: string;
      cosignerName: string;
      signedAt: string;
      invitedBy: string;
    }
  | {
      state: "open";
      cosigner: StoredCosigner;
      version: StoredVersion;
      invitedBy: string;
      primarySignedAt: string;
      /** The document as the co-signer reads it: the notices dated from the homeowner's signing */
      document: ShownDocument;
      shownSha256: string;
      totals: Totals;
      /** The homeowner's signed document, which the co-signed PDF adds a signature to */
      signed: SignedDocument;
    };

/** Everything the page and the signature read, from the link's token. */
async function cosignView(db: Db, token: string, now: Date): Promise<CosignView> {
  const cosigner = await cosignerOfToken(db, proposalTokenHash(token));
  const version = cosigner && (await versionById(db, cosigner.versionId));
  const lead = version && (await leadOfProposal(db, version.leadId));
  if (!cosigner || !version || !lead) return { state: "unknown" };
  const signatures = await signaturesOf(db, version.id);
  const primary = signatures.find((signature) => signature.role === "primary");
  if (primary === undefined) return { state: "unknown" };
  const base = { number: version.number, invitedBy: primary.typedName };
  const cosigned = signatures.find((signature) => signature.role === "cosigner");
  const expired = cosignLinkExpired(cosigner.invitedAt, now);
  // A signed co-signer's link ends with its invitation too: it opens the whole contract, and
  // they have the co-signed PDF by email. Past it the link opens nothing (the homeowner's own
  // link asks for the access code by then).
  if (cosigned && expired) return { state: "unknown" };
  if (cosigned) {
    return {
      state: "cosigned",
      versionId: version.id,
      ...base,
      cosignerName: cosigned.typedName,
      signedAt: cosigned.signedAt,
    };
  }
  if (version.status === "cancelled") return { state: "cancelled", ...base };
  if (version.status !== "accepted") return { state: "unknown" };
  if (expired) return { state: "expired", ...base };
  // The co-signer signs what the homeowner signed, or nothing: a document rebuilt today (the
  // lead edited since, or config for a version sent before its words were kept) that no
  // longer hashes as the homeowner's did is not offered.
  const asShown = documentAsShown(version, lead);
  if (!asShown.ok || asShown.sha256 !== primary.shownSha256) return { state: "unavailable" };
  const choice = await acceptedChoiceOf(db, version.id);
  const totals = choice && proposalTotal(version.content, choice);
  const notices = signingNotices(version, lead, new Date(primary.signedAt));
  if (!totals || "error" in totals || !notices.ok) return { state: "unavailable" };
  const document = shownDocument(notices.parties, notices.notices);
  return {
    state: "open",
    cosigner,
    version,
    invitedBy: primary.typedName,
    primarySignedAt: primary.signedAt,
    document,
    shownSha256: sha256Hex(canonicalDocument(document)),
    totals,
    signed: signedDocument({
      shown: document,
      totals,
      windows: notices.windows,
      wording: version.wording,
      signer: primarySigner(primary),
      ipAddress: primary.ipAddress,
      events: [],
      shownSha256: primary.shownSha256,
      signedSha256: primary.signedSha256,
    }),
  };
}

const primarySigner = (primary: StoredSignature): Signer => ({
  role: "primary",
  name: primary.typedName,
  email: primary.email,
  identifiedBy: primary.identifiedBy,
  consentedAt: primary.consentedAt,
  signedAt: primary.signedAt,
});

/** The co-signer's page at `token`. */
export const openCosign = (db: Db, token: string, now: Date) => cosignView(db, token, now);

export interface CosignRequest {
  token: string;
  typedName: string;
  consented: boolean;
  /** The hash of the document the page showed, to refuse a stale page */
  shownSha256: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export type CosignProblem =
  | "unknown"
  | "unavailable"
  | "expired"
  | "cancelled"
  | "replaced"
  | "already-signed"
  | "changed"
  | "name"
  | "consent";

export type CosignOutcome =
  { ok: true; documentSha256: string } | { ok: false; problem: CosignProblem };

/** Signs as the co-signer the link was made for. */
export async function cosignProposal(
  db: Db,
  request: CosignRequest,
  now: Date,
  alerts: ProposalAlertSettings,
  render = renderSignedPdf,
): Promise<CosignOutcome> {
  const view = await cosignView(db, request.token, now);
  if (view.state === "cosigned") return { ok: false, problem: "already-signed" };
  if (view.state !== "open") return { ok: false, problem: view.state };
  if (signerNameProblem(request.typedName) !== null) return { ok: false, problem: "name" };
  if (!request.consented) return { ok: false, problem: "consent" };
  if (request.shownSha256 !== view.shownSha256) return { ok: false, problem: "changed" };

  const { cosigner, version, totals } = view;
  const signedAt = now.toISOString();
  const identifiedBy = `Link emailed to ${maskedEmail(cosigner.email)}`;
  const signer: Signer = {
    role: "cosigner",
    name: signerName(request.typedName),
    email: cosigner.email,
    identifiedBy,
    consentedAt: signedAt,
    signedAt,
  };
  const choice = {
    optionId: totals.option.id,
    addOnIds: totals.addOns.map((addOn) => addOn.id),
  };
  const signedSha256 = sha256Hex(
    canonicalSigned(canonicalDocument(view.document), choice, totals, signer),
  );
  const said = {
    at: signedAt,
    actor: "cosigner",
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    identifiedBy,
  };
  const pdf = await render({
    ...view.signed,
    cosignature: {
      typedName: signer.name,
      statement: view.signed.signature.statement,
      signedAt,
      email: cosigner.email,
      identifiedBy,
      ipAddress: request.ipAddress,
      signedSha256,
    },
    audit: {
      ...view.signed.audit,
      events: [
        ...(await eventsOfVersion(db, version.id)).map(printableEvent),
        { kind: "consented", ...said },
        { kind: "signed", ...said },
      ],
    },
  });
  const documentSha256 = sha256Hex(pdf);

  return inTransaction(db, async (trx): Promise<CosignOutcome> => {
    const locked = await versionById(trx, version.id, { lock: true });
    if (locked === undefined) return { ok: false, problem: "unknown" };
    if (locked.status === "cancelled") return { ok: false, problem: "cancelled" };
    if (locked.status !== "accepted") return { ok: false, problem: "unknown" };
    const current = await cosignerOf(trx, version.id);
    if (current?.id !== cosigner.id) return { ok: false, problem: "replaced" };
    if ((await signaturesOf(trx, version.id)).some((row) => row.role === "cosigner")) {
      return { ok: false, problem: "already-signed" };
    }
    if (cosignLinkExpired(current.invitedAt, now)) return { ok: false, problem: "expired" };
    const stored = await insertSignature(trx, {
      versionId: version.id,
      leadId: version.leadId,
      role: "cosigner",
      typedName: signer.name,
      email: cosigner.email,
      esignVersion: view.document.esign.version,
      consentedAt: signedAt,
      signedAt,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      identifiedBy,
      shownSha256: view.shownSha256,
      signedSha256,
    });
    if (stored === "already-signed") return { ok: false, problem: "already-signed" };
    const fileName = `${version.number}-v${version.version}-cosigned.pdf`;
    await insertSignedDocument(
      trx,
      {
        versionId: version.id,
        leadId: version.leadId,
        fileName,
        sha256: documentSha256,
        bytes: pdf,
        now: signedAt,
      },
      "cosigned",
    );
    const base = { proposalId: version.proposalId, versionId: version.id, leadId: version.leadId };
    await insertProposalEvent(trx, {
      ...base,
      ...said,
      kind: "consented",
      documentSha256: view.shownSha256,
    });
    await insertProposalEvent(trx, {
      ...base,
      ...said,
      kind: "signed",
      documentSha256: signedSha256,
      detail: { role: "cosigner" },
    });
    await insertProposalEvent(trx, {
      ...base,
      kind: "document-made",
      at: signedAt,
      actor: "system",
      documentSha256,
      detail: { kind: "cosigned" },
    });
    const documentId = await cosignedDocumentId(trx, version.id);
    await announceCosigned(
      trx,
      locked,
      {
        primaryName: view.invitedBy,
        cosignerName: signer.name,
        cosignerEmail: cosigner.email,
        cosignedAt: signedAt,
        pdf: { documentId, fileName },
      },
      alerts,
    );
    return { ok: true, documentSha256 };
  });
}
