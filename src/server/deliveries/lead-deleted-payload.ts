import { enqueueDelivery } from "./delivery-repo.ts";
import type { Db } from "../tables.ts";
import { webhookIdFor } from "./lead-payloads.ts";

/**
 * The `lead.deleted` event: tells each connected CRM to delete its copy of a lead erased
 * here that it got as `lead.created`. It carries the reference and the time only, nothing
 * of the client. Its name and fields are what receivers subscribed to, so they keep the
 * word they shipped with.
 */
export function leadDeletedEvent(reference: string, deletedAt: string) {
  return { type: "lead.deleted", timestamp: deletedAt, data: { reference, deletedAt } };
}

/**
 * Queues `lead.deleted` to every webhook endpoint, in the transaction that erases the
 * lead. The rows carry no lead id: the lead they name is gone. The chat room gets
 * nothing, as a chat message cannot be deleted by its sender's webhook.
 */
export async function queueLeadDeleted(
  trx: Db,
  reference: string,
  webhookUrls: readonly string[],
  deletedAt: string,
): Promise<void> {
  const body = JSON.stringify(leadDeletedEvent(reference, deletedAt));
  for (const endpoint of new Set(webhookUrls))
    await enqueueDelivery(
      trx,
      {
        leadId: null,
        channel: "webhook",
        eventType: "lead.deleted",
        endpoint,
        webhookId: webhookIdFor("lead.deleted", reference, endpoint),
        body,
      },
      deletedAt,
    );
}
