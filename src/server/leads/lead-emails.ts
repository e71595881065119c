import { addPhotosPath } from "../../lib/public-routes.ts";
import { notifiesOffice } from "../../lib/spam-reasons.ts";
import type { Db } from "../db/schema.ts";
import type { PhotoAttachment } from "../db/outbox-attachment-repo.ts";
import { enqueueMessage, type NewMessage } from "../db/outbox-repo.ts";
import { countReceiptsTo } from "../db/receipt-repo.ts";
import { createPhotoLink } from "../db/photo-link-repo.ts";
import { composeNotification, composeReceipt } from "../mail/compose.ts";
import type { NewLead } from "../../lib/lead-model.ts";

/** At most this many receipts go to one address in any 24 hours, whoever asks for them. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadEmailSettings {
  notifyTo: string[];
  /** The site's origin: named in the notification, its host ends every Message-ID */
  siteUrl: string;
}

/**
 * Queues the emails a lead just stored gets; the caller runs it in the lead's transaction.
 * A person gets a notification to the office and a receipt. A lead flagged by speed or
 * rate still notifies the office, marked possible spam, but gets no receipt: a bot's
 * address should get no mail. A filled honeypot gets nothing. Past
 * RECEIPTS_PER_ADDRESS_PER_DAY the receipt is left out, so the form cannot be used to
 * flood a stranger's mailbox.
 */
export async function queueLeadEmails(
  db: Db,
  leadId: number,
  lead: NewLead,
  settings: LeadEmailSettings,
  photos: readonly PhotoAttachment[] = [],
  receipt = true,
): Promise<void> {
  if (!notifiesOffice(lead.spamReason)) return;
  const messageDomain = new URL(settings.siteUrl).hostname;
  const queue = async (message: NewMessage) => {
    await enqueueMessage(db, leadId, message, lead.createdAt, messageDomain);
  };

  await queue({
    ...composeNotification(
      { ...lead, photoCount: photos.length },
      settings.notifyTo,
      settings.siteUrl,
    ),
    attachments: [...photos],
  });
  if (lead.spamReason || !receipt) return;
  const dayAgo = new Date(Date.parse(lead.createdAt) - DAY_MS).toISOString();
  if ((await countReceiptsTo(db, lead.email, dayAgo)) < RECEIPTS_PER_ADDRESS_PER_DAY) {
    // Only the receipt carries the token; the database keeps its hash.
    const token = await createPhotoLink(db, leadId, lead.createdAt);
    const addPhotosUrl = new URL(addPhotosPath(token), settings.siteUrl).href;
    await queue(composeReceipt({ ...lead, addPhotosUrl }));
  }
}
