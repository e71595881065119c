import { statusAfterSigning, movesOnSigning } from "../../lib/lead-statuses.ts";
import { canonicalSigned, type Signer } from "../../lib/proposals/document-text.ts";
import type { ProposalChoice } from "../../lib/proposals/proposal-model.ts";
import { shownDocument, signedDocument } from "../../lib/proposals/proposal-document.ts";
import { proposalStatusesWhere } from "../../lib/proposals/proposal-statuses.ts";
import type { AuditEvent } from "../../lib/proposals/signed-document.ts";
import { proposalTotal } from "../../lib/proposals/totals.ts";
import { inTransaction } from "../db/database.ts";
import type { LeadActor } from "../inbox/lead-event-repo.ts";
import { moveLead } from "../inbox/lead-updates.ts";
import type { Db } from "../tables.ts";
import { documentAsShown, sha256Hex } from "./document-as-shown.ts";
import { signingNotices } from "./signing-notices.ts";
import { announceSigned, type ProposalAlertSettings } from "./proposal-alerts.ts";
import { eventsOfVersion, insertProposalEvent } from "./proposal-event-repo.ts";
import { renderSignedPdf } from "./proposal-pdf.ts";
import {
  hasAcceptedVersion,
  leadOfProposal,
  lockProposal,
  moveVersion,
  versionById,
  type StoredVersion,
} from "./proposal-repo.ts";
import { insertSignature, insertSignedDocument } from "./signature-repo.ts";
import { versionState } from "./version-state.ts";
import { signerName, signerNameProblem } from "../../lib/proposals/signer-name.ts";

/*
 * The homeowner signs a proposal version: the one moment a sale is made, so it holds on any
 * number of instances. Prices come from the stored version and the ids chosen, never from
 * the form. The PDF is made before the transaction (it takes a fraction of a second of CPU);
 * the transaction then locks the version, checks again that it can still be signed, and
 * stores the signature, the status, the PDF, the audit events and the lead's move to Won
 * together. Two signings racing store one: the row lock on Postgres, SQLite's one writer,
 * and the unique (version, role) behind both.
 */

export interface SignRequest {
  versionId: number;
  choice: ProposalChoice;
  /** The full name as typed */
  typedName: string;
  /** The ESIGN consent box was ticked */
  consented: boolean;
  /** The SHA-256 of the document the page showed (a hidden field), to refuse a stale page */
  shownSha256: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** "Link emailed to d…@example.com" */
  identifiedBy: string;
}

export type SignProblem =
  | "unknown"
  | "not-signable"
  | "expired"
  | "already-signed"
  | "changed"
  | "name"
  | "consent"
  | "unknown-option"
  | "unknown-add-on"
  | "invalid-content"
  | "seller-address-missing";

export type SignOutcome =
  { ok: true; versionId: number; documentSha256: string } | { ok: false; problem: SignProblem };

/** The lead's history names who moved it to Won. */
const SIGNED_ONLINE: LeadActor = { id: null, email: "the homeowner, signing the proposal online" };

const SIGNABLE = proposalStatusesWhere((status) => status.signable === true);

/**
 * An event as the PDF prints it. The PDF travels with a link anyone holding it can open,
 * so staff are named by their role, never by their sign-in address.
 */
export const printableEvent = (event: AuditEvent): AuditEvent =>
  event.actor.startsWith("staff:") ? { ...event, actor: "office staff" } : event;

/** Why a stored version cannot be signed at `now`, or null. */
function closedBecause(version: StoredVersion, now: Date): "not-signable" | "expired" | null {
  const state = versionState(version, now);
  return state === "open" ? null : state === "expired" ? "expired" : "not-signable";
}

/**
 * Signs the version for its lead. `now` is the signing instant; `alerts` where the emails
 * with the signed PDF and `proposal.accepted` go, queued in the signing transaction;
 * `render` makes the PDF (renderSignedPdf, replaced only by a test that makes it fail).
 */
export async function signProposal(
  db: Db,
  request: SignRequest,
  now: Date,
  alerts: ProposalAlertSettings,
  render = renderSignedPdf,
): Promise<SignOutcome> {
  if (signerNameProblem(request.typedName) !== null) return { ok: false, problem: "name" };
  if (!request.consented) return { ok: false, problem: "consent" };
  const version = await versionById(db, request.versionId);
  const lead = version && (await leadOfProposal(db, version.leadId));
  if (version === undefined || lead === undefined) return { ok: false, problem: "unknown" };
  const closed = closedBecause(version, now);
  if (closed !== null) return { ok: false, problem: closed };

  const totals = proposalTotal(version.content, request.choice);
  if ("error" in totals) return { ok: false, problem: totals.error };
  const shown = documentAsShown(version, lead);
  if (!shown.ok) return { ok: false, problem: shown.problem };
  const shownSha256 = shown.sha256;
  if (request.shownSha256 !== null && request.shownSha256 !== shownSha256) {
    return { ok: false, problem: "changed" };
  }

  const signedAt = now.toISOString();
  const signer: Signer = {
    role: "primary",
    name: signerName(request.typedName),
    email: shown.document.homeowner.email,
    identifiedBy: request.identifiedBy,
    consentedAt: signedAt,
    signedAt,
  };
  const signedSha256 = sha256Hex(canonicalSigned(shown.text, request.choice, totals, signer));
  const dated = signingNotices(version, lead, now);
  if (!dated.ok) return { ok: false, problem: dated.problem };
  const { parties, windows } = dated;
  const homeowner = {
    actor: "homeowner",
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    identifiedBy: request.identifiedBy,
  };
  const events: AuditEvent[] = [
    ...(await eventsOfVersion(db, version.id)).map(printableEvent),
    { kind: "consented", at: signedAt, ...homeowner },
    { kind: "signed", at: signedAt, ...homeowner },
  ];
  const pdf = await render(
    signedDocument({
      shown: shownDocument(parties, dated.notices),
      totals,
      windows,
      wording: version.wording,
      signer,
      ipAddress: request.ipAddress,
      events,
      shownSha256,
      signedSha256,
    }),
  );
  const documentSha256 = sha256Hex(pdf);

  return inTransaction(db, async (trx): Promise<SignOutcome> => {
    // The proposal, then the version: sending a new version locks them in the same order.
    await lockProposal(trx, version.proposalId);
    const locked = await versionById(trx, version.id, { lock: true });
    if (locked === undefined) return { ok: false, problem: "unknown" };
    if (locked.status === "accepted") return { ok: false, problem: "already-signed" };
    // One contract per proposal: a version sent after another was signed is not signable.
    if (await hasAcceptedVersion(trx, { proposalId: version.proposalId }, version.id)) {
      return { ok: false, problem: "not-signable" };
    }
    const stillClosed = closedBecause(locked, now);
    if (stillClosed !== null) return { ok: false, problem: stillClosed };
    const stored = await insertSignature(trx, {
      versionId: version.id,
      leadId: version.leadId,
      role: "primary",
      typedName: signer.name,
      email: signer.email,
      esignVersion: shown.document.esign.version,
      consentedAt: signedAt,
      signedAt,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      identifiedBy: request.identifiedBy,
      shownSha256,
      signedSha256,
    });
    if (stored === "already-signed") return { ok: false, problem: "already-signed" };
    const moved = await moveVersion(
      trx,
      version.id,
      SIGNABLE,
      "accepted",
      {
        decided_at: signedAt,
        accepted_option_id: totals.option.id,
        accepted_add_ons: JSON.stringify(totals.addOns.map((addOn) => addOn.id)),
        accepted_total: totals.total,
        deposit_amount: totals.deposit,
      },
      signedAt,
    );
    // The lock and the checks above make this unreachable; if it ever is, store nothing.
    if (!moved) throw new Error(`Proposal version ${version.id} moved while locked`);
    await insertSignedDocument(trx, {
      versionId: version.id,
      leadId: version.leadId,
      fileName: `${version.number}-v${version.version}-signed.pdf`,
      sha256: documentSha256,
      bytes: pdf,
      now: signedAt,
    });
    const base = { proposalId: version.proposalId, versionId: version.id, leadId: version.leadId };
    const said = {
      at: signedAt,
      actor: "homeowner",
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      identifiedBy: request.identifiedBy,
    };
    await insertProposalEvent(trx, {
      ...base,
      ...said,
      kind: "consented",
      documentSha256: shownSha256,
    });
    await insertProposalEvent(trx, {
      ...base,
      ...said,
      kind: "signed",
      documentSha256: signedSha256,
      detail: { optionId: totals.option.id, addOnIds: totals.addOns.map((addOn) => addOn.id) },
    });
    await insertProposalEvent(trx, {
      ...base,
      kind: "document-made",
      at: signedAt,
      actor: "system",
      documentSha256,
    });
    const current = await leadOfProposal(trx, version.leadId);
    if (current !== undefined && movesOnSigning(current.status)) {
      await moveLead(trx, current, statusAfterSigning, SIGNED_ONLINE, signedAt);
    }
    await announceSigned(trx, locked, { totals, signedBy: signer.name }, alerts, signedAt);
    return { ok: true, versionId: version.id, documentSha256 };
  });
}
