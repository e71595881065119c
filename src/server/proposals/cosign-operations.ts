import {
  COSIGN_LIMITS,
  cosignLinkExpired,
  nextInvitationAt,
  type CosignPost,
  type CosignStatus,
  type InviteForm,
} from "../../lib/proposals/cosigner-rules.ts";
import { PROPOSAL_TOKEN_PATTERN, proposalPagePaths } from "../../lib/public-routes.ts";
import type { OperationParts } from "../operation-parts.ts";
import { cosignerOf, invitationsOf } from "./cosigner-repo.ts";
import {
  cosignProposal,
  openCosign,
  type CosignOutcome,
  type CosignView,
} from "./cosign-proposal.ts";
import { sha256Hex } from "./document-as-shown.ts";
import { inviteCosigner, type InviteOutcome } from "./invite-cosigner.ts";
import { openProposal } from "./open-proposal.ts";
import { proposalAlertSettingsOf } from "./proposal-alerts.ts";
import { renderShownPdf } from "./proposal-copy-pdf.ts";
import { leadOfProposal } from "./proposal-repo.ts";
import { maskedEmail, proposalLinkSecret } from "./proposal-links.ts";
import { signaturesOf, signedDocumentOf, type SignedFile } from "./signature-repo.ts";

/*
 * A second signer, from both sides: the homeowner's signed page (at their "view" link)
 * invites one and shows how it stands; the co-signer's page (at their "cosign" link, which
 * opens nothing else) shows the signed proposal and signs it. A view token never opens the
 * co-signer's page and a cosign token never opens the homeowner's: each is looked up with
 * its own purpose.
 */

/** Who is posting, as the audit trail records them. */
export interface CosignClient {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface CosignOperations {
  /** The signed page's view of a second signer; null when the link opens no signed version */
  status(viewToken: string): Promise<CosignStatus | null>;
  /** The homeowner invites a second signer by name and email */
  invite(viewToken: string, form: InviteForm, client: CosignClient): Promise<InviteOutcome>;
  /** The co-signed PDF at the homeowner's link, once co-signed */
  cosignedPdf(viewToken: string): Promise<SignedFile | undefined>;
  /** The co-signer's page at their link */
  page(cosignToken: string): Promise<CosignView>;
  /** The co-signer signs */
  sign(cosignToken: string, form: CosignPost, client: CosignClient): Promise<CosignOutcome>;
  /** The proposal's unsigned PDF copy, which the consent names, while they can sign */
  copyPdf(cosignToken: string): Promise<SignedFile | undefined>;
  /** The co-signed PDF at the co-signer's link, once they signed */
  pdf(cosignToken: string): Promise<SignedFile | undefined>;
}

export function cosignOperations(parts: OperationParts): CosignOperations {
  const now = () => parts.clock();
  const wellFormed = (token: string) => PROPOSAL_TOKEN_PATTERN.test(token);
  const alerts = () => proposalAlertSettingsOf(parts.config);
  const wake = () => parts.wake.mail();

  /** The signed version a homeowner's view link opens, or undefined. */
  async function signedAt(viewToken: string) {
    if (!wellFormed(viewToken)) return undefined;
    const opened = await openProposal(parts.db, viewToken, { now: now() });
    return opened.state === "accepted" || opened.state === "cancelled" ? opened : undefined;
  }

  return {
    async status(viewToken) {
      const opened = await signedAt(viewToken);
      if (opened?.state !== "accepted") return null;
      const { version } = opened;
      const [cosigner, invitations, signatures] = await Promise.all([
        cosignerOf(parts.db, version.id),
        invitationsOf(parts.db, version.id),
        signaturesOf(parts.db, version.id),
      ]);
      const cosigned = signatures.find((signature) => signature.role === "cosigner");
      const nextAt = invitations.lastAt === null ? null : nextInvitationAt(invitations.lastAt);
      const left = Math.max(0, COSIGN_LIMITS.perVersion - invitations.count);
      return {
        invited: cosigner
          ? {
              name: cosigner.name,
              invitedAt: cosigner.invitedAt,
              expired: cosignLinkExpired(cosigner.invitedAt, now()),
            }
          : null,
        cosigned: cosigned
          ? {
              name: cosigned.typedName,
              signedAt: cosigned.signedAt,
              pdfPath: proposalPagePaths.cosignedPdf(viewToken),
            }
          : null,
        canInvite: !cosigned && left > 0 && (nextAt === null || nextAt <= now()),
        nextAt: nextAt && nextAt > now() ? nextAt.toISOString() : null,
        invitationsLeft: left,
      };
    },

    async invite(viewToken, form, client) {
      const opened = await signedAt(viewToken);
      if (opened === undefined) return { ok: false, problem: "unknown" };
      const lead = await leadOfProposal(parts.db, opened.version.leadId);
      const outcome = await inviteCosigner(
        parts.db,
        {
          versionId: opened.version.id,
          name: form.name,
          email: form.email,
          visitor: {
            ipAddress: client.ipAddress,
            userAgent: client.userAgent?.slice(0, 500) ?? null,
            identifiedBy: `Link to the proposal, sent to ${maskedEmail(lead?.email ?? "")}`,
          },
        },
        now(),
        { ...alerts(), linkSecret: proposalLinkSecret(parts.config) },
      );
      if (outcome.ok) {
        wake();
        parts.log.info("proposal.cosigner-invited", {
          number: opened.version.number,
          version: opened.version.version,
        });
      }
      return outcome;
    },

    async cosignedPdf(viewToken) {
      const opened = await signedAt(viewToken);
      if (opened === undefined) return undefined;
      return signedDocumentOf(parts.db, opened.version.id, "cosigned");
    },

    page(cosignToken) {
      if (!wellFormed(cosignToken)) return Promise.resolve({ state: "unknown" });
      return openCosign(parts.db, cosignToken, now());
    },

    async sign(cosignToken, form, client) {
      if (!wellFormed(cosignToken)) return { ok: false, problem: "unknown" };
      const outcome = await cosignProposal(
        parts.db,
        {
          token: cosignToken,
          typedName: form.name,
          consented: form.consented,
          shownSha256: form.shownSha256,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
        },
        now(),
        alerts(),
      );
      if (outcome.ok) {
        wake();
        parts.log.info("proposal.cosigned", {});
      }
      return outcome;
    },

    async copyPdf(cosignToken) {
      if (!wellFormed(cosignToken)) return undefined;
      const view = await openCosign(parts.db, cosignToken, now());
      if (view.state !== "open") return undefined;
      const bytes = await renderShownPdf(view.document, {
        sha256: view.shownSha256,
        sentAt: new Date(view.version.sentAt ?? view.version.createdAt),
      });
      const { number, version } = view.version;
      return { bytes, fileName: `${number}-v${version}-proposal.pdf`, sha256: sha256Hex(bytes) };
    },

    async pdf(cosignToken) {
      if (!wellFormed(cosignToken)) return undefined;
      const view = await openCosign(parts.db, cosignToken, now());
      if (view.state !== "cosigned") return undefined;
      return signedDocumentOf(parts.db, view.versionId, "cosigned");
    },
  };
}
