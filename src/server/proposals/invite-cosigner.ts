import {
  checkedInvitation,
  COSIGN_LIMITS,
  nextInvitationAt,
  type InviteForm,
} from "../../lib/proposals/cosigner-rules.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { announceCosignerInvited } from "./cosign-alerts.ts";
import { invitationsOf, replaceCosigner } from "./cosigner-repo.ts";
import type { Visitor } from "./open-proposal.ts";
import type { ProposalAlertSettings } from "./proposal-alerts.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { maskedEmail, proposalToken, proposalTokenHash } from "./proposal-links.ts";
import { versionById } from "./proposal-repo.ts";
import { signaturesOf } from "./signature-repo.ts";

/*
 * The homeowner who signed invites a second signer (a spouse) by name and email. An email
 * to an address the homeowner types is an email anyone holding their link could aim at a
 * stranger, so it is held to what the form is for: only a signed version that is still in
 * force and not yet co-signed, one invitation in COSIGN_LIMITS.minutesBetween minutes and
 * COSIGN_LIMITS.perVersion in all, fixed words around checked names (compose-cosign.ts).
 * The limits are counted under the version's row lock (Postgres; SQLite's one writer), so
 * two instances inviting at once cannot both pass them. A new invitation replaces the
 * last: its co-signer row and its link go, and the new link opens from then on.
 */

export interface InviteRequest extends InviteForm {
  versionId: number;
  /** The homeowner inviting, as the audit trail records them */
  visitor: Visitor;
}

export type InviteOutcome =
  | { ok: true; cosignerName: string }
  | { ok: false; problem: "too-soon"; nextAt: string }
  | {
      ok: false;
      problem: "unknown" | "not-signed" | "cancelled" | "cosigned" | "name" | "email" | "too-many";
    };

export interface CosignSettings extends ProposalAlertSettings {
  /** proposal-links.ts proposalLinkSecret: the co-signer's link is made with it */
  linkSecret: string;
}

export async function inviteCosigner(
  db: Db,
  request: InviteRequest,
  now: Date,
  settings: CosignSettings,
): Promise<InviteOutcome> {
  const checked = checkedInvitation(request);
  if (!checked.ok) return checked;
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<InviteOutcome> => {
    const version = await versionById(trx, request.versionId, { lock: true });
    if (version === undefined) return { ok: false, problem: "unknown" };
    if (version.status === "cancelled") return { ok: false, problem: "cancelled" };
    if (version.status !== "accepted") return { ok: false, problem: "not-signed" };
    const signatures = await signaturesOf(trx, version.id);
    const primary = signatures.find((signature) => signature.role === "primary");
    if (primary === undefined) return { ok: false, problem: "not-signed" };
    if (signatures.some((signature) => signature.role === "cosigner")) {
      return { ok: false, problem: "cosigned" };
    }
    const invitations = await invitationsOf(trx, version.id);
    if (invitations.count >= COSIGN_LIMITS.perVersion) return { ok: false, problem: "too-many" };
    if (invitations.lastAt !== null) {
      const nextAt = nextInvitationAt(invitations.lastAt);
      if (now < nextAt) return { ok: false, problem: "too-soon", nextAt: nextAt.toISOString() };
    }
    const tokenOf = (signerId: number) =>
      proposalToken(settings.linkSecret, version, "cosign", signerId);
    const signerId = await replaceCosigner(
      trx,
      {
        versionId: version.id,
        leadId: version.leadId,
        name: checked.name,
        email: checked.email,
        invitedAt: at,
      },
      (id) => proposalTokenHash(tokenOf(id)),
    );
    await insertProposalEvent(trx, {
      proposalId: version.proposalId,
      versionId: version.id,
      leadId: version.leadId,
      kind: "cosigner-invited",
      at,
      actor: "homeowner",
      ...request.visitor,
      detail: { cosigner: maskedEmail(checked.email) },
    });
    await announceCosignerInvited(
      trx,
      version,
      {
        cosignerEmail: checked.email,
        invitedBy: primary.typedName,
        token: tokenOf(signerId),
      },
      settings,
      at,
    );
    return { ok: true, cosignerName: checked.name };
  });
}
