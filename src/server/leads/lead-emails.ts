import { addPhotosPath } from "../../lib/public-routes.ts";
import { notifiesOffice } from "../../lib/spam-reasons.ts";
import type { Db } from "../tables.ts";
import type { PhotoAttachment } from "../mail/outbox-attachment-repo.ts";
import { enqueueMessages, type NewMessage } from "../mail/outbox-enqueue-repo.ts";
import { countReceiptsTo } from "../mail/receipt-repo.ts";
import { createPhotoLink } from "../photos/photo-link-repo.ts";
import { composeNotification, composeReceipt } from "../mail/compose.ts";
import type { NewLead } from "../../lib/lead-model.ts";
import { withHomeownerPage, type HomeownerPageSettings } from "../homeowner/homeowner-mail-link.ts";

/** At most this many receipts go to one address in any 24 hours, whoever asks for them. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadEmailSettings extends HomeownerPageSettings {
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
  const notification: NewMessage = {
    ...composeNotification(
      { ...lead, photoCount: photos.length },
      settings.notifyTo,
      settings.siteUrl,
    ),
    attachments: [...photos],
  };
  const messages = [notification];
  if (receipt && !lead.spamReason && (await receiptAllowed(db, lead.email, lead.createdAt))) {
    // Only the receipt carries the token; the database keeps its hash.
    const token = await createPhotoLink(db, leadId, lead.createdAt);
    const addPhotosUrl = new URL(addPhotosPath(token), settings.siteUrl).href;
    messages.push(
      withHomeownerPage(composeReceipt({ ...lead, addPhotosUrl }), settings, {
        id: leadId,
        reference: lead.reference,
      }),
    );
  }
  // One insert for both: a statement less in the transaction the visitor waits for.
  const messageDomain = new URL(settings.siteUrl).hostname;
  await enqueueMessages(db, leadId, messages, lead.createdAt, messageDomain);
}

/** Under RECEIPTS_PER_ADDRESS_PER_DAY receipts to this address in the 24 hours before `at`. */
async function receiptAllowed(db: Db, email: string, at: string): Promise<boolean> {
  const dayAgo = new Date(Date.parse(at) - DAY_MS).toISOString();
  return (await countReceiptsTo(db, email, dayAgo)) < RECEIPTS_PER_ADDRESS_PER_DAY;
}
