import { randomUUID } from "node:crypto";
import { site } from "../../config/site.ts";
import type { Db } from "../tables.ts";
import { enqueueDelivery, type DeliveryChannel } from "./delivery-repo.ts";

/**
 * Queues a test event to one configured endpoint, sent by the drain like a lead's: a
 * webhook gets a signed `test` event with a fresh webhook-id, a chat room a line saying
 * leads will show up there.
 */
export async function queueTestEvent(
  db: Db,
  channel: DeliveryChannel,
  endpoint: string,
  now: string,
): Promise<void> {
  const body =
    channel === "chat"
      ? { text: `Test alert from the ${site.name} website: new leads will show up here.` }
      : {
          type: "test",
          timestamp: now,
          data: { message: `Test event from the ${site.name} website inbox.` },
        };
  await enqueueDelivery(
    db,
    {
      leadId: null,
      channel,
      eventType: "test",
      endpoint,
      webhookId: `msg_test_${randomUUID().replace(/-/g, "")}`,
      body: JSON.stringify(body),
    },
    now,
  );
}
