import { notifiesOffice } from "../../lib/spam-reasons.ts";
import type { Db } from "../tables.ts";
import { enqueueDelivery } from "./delivery-repo.ts";
import type { DeliverySettings } from "./delivery-settings.ts";
import { leadChatText, leadCreatedEvent, webhookIdFor } from "./lead-payloads.ts";
import type { LeadWithPhotos } from "../../lib/lead-model.ts";

/**
 * Queues a just-stored lead's chat alert and one `lead.created` event per webhook
 * endpoint; the caller runs it in the lead's transaction, so a lead on disk always has
 * them. Like the office email, a filled honeypot gets none; a lead flagged by speed or
 * rate goes out labelled as possible spam.
 */
export async function queueLeadDeliveries(
  db: Db,
  leadId: number,
  lead: LeadWithPhotos,
  settings: DeliverySettings,
): Promise<void> {
  if (!notifiesOffice(lead.spamReason)) return;
  if (settings.chatUrl)
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "chat",
        eventType: "lead.created",
        endpoint: settings.chatUrl,
        // Its own id space: the chat room's URL may also be listed as a webhook endpoint.
        webhookId: webhookIdFor("chat:lead.created", lead.reference, settings.chatUrl),
        body: JSON.stringify({ text: leadChatText(lead, settings.siteUrl) }),
      },
      lead.createdAt,
    );
  if (settings.webhookUrls.length === 0) return;
  const body = JSON.stringify(leadCreatedEvent(lead, settings.siteUrl));
  // An endpoint listed twice gets the event once (its webhook-id is unique).
  for (const endpoint of new Set(settings.webhookUrls))
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "webhook",
        eventType: "lead.created",
        endpoint,
        webhookId: webhookIdFor("lead.created", lead.reference, endpoint),
        body,
      },
      lead.createdAt,
    );
}
