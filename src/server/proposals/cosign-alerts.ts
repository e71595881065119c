import { cosignLinkExpiresAt } from "../../lib/proposals/cosigner-rules.ts";
import { proposalPagePaths } from "../../lib/public-routes.ts";
import { withHomeownerPage } from "../homeowner/homeowner-mail-link.ts";
import {
  composeCosignedForOffice,
  composeCosignedForSigner,
  composeCosignInvitation,
  type CosignedFacts,
} from "../mail/compose-cosign.ts";
import { enqueueMessages, type NewMessage } from "../mail/outbox-enqueue-repo.ts";
import type { Db } from "../tables.ts";
import { factsOf, type ProposalAlertSettings } from "./proposal-alerts.ts";
import type { StoredVersion } from "./proposal-repo.ts";

/*
 * What a second signer's moments send, queued in the transaction that records the moment
 * (as proposal-alerts.ts does for the rest): the invitation to the co-signer alone (the
 * office hears of it when they sign); the co-signed copy to both signers and the office.
 */

async function queueMail(
  db: Db,
  version: StoredVersion,
  messages: NewMessage[],
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const domain = new URL(settings.siteUrl).hostname;
  await enqueueMessages(db, version.leadId, messages, now, domain);
}

/** The co-signer's invitation with the link `token` makes. */
export async function announceCosignerInvited(
  db: Db,
  version: StoredVersion,
  invitation: { cosignerEmail: string; invitedBy: string; token: string },
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const facts = await factsOf(db, version);
  const link = new URL(proposalPagePaths.cosign(invitation.token), settings.siteUrl).href;
  await queueMail(
    db,
    version,
    [
      composeCosignInvitation(facts, {
        cosignerEmail: invitation.cosignerEmail,
        invitedBy: invitation.invitedBy,
        link,
        expiresAt: cosignLinkExpiresAt(now).toISOString(),
      }),
    ],
    settings,
    now,
  );
}

/** The co-signed PDF to the co-signer, the homeowner (with their page's link) and the office. */
export async function announceCosigned(
  db: Db,
  version: StoredVersion,
  cosigned: CosignedFacts,
  settings: ProposalAlertSettings,
): Promise<void> {
  const facts = await factsOf(db, version);
  const homeowner =
    facts.email.trim() === ""
      ? []
      : [
          withHomeownerPage(composeCosignedForSigner(facts, cosigned, "homeowner"), settings, {
            id: version.leadId,
            reference: facts.reference,
          }),
        ];
  await queueMail(
    db,
    version,
    [
      composeCosignedForSigner(facts, cosigned, "cosigner"),
      ...homeowner,
      composeCosignedForOffice(facts, cosigned, settings.notifyTo, settings.siteUrl),
    ],
    settings,
    cosigned.cosignedAt,
  );
}
