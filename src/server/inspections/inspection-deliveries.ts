import { leadUrl } from "../../lib/admin-routes.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import type { Inspection } from "./inspection-repo.ts";
import { enqueueDelivery } from "../deliveries/delivery-repo.ts";
import type { Db } from "../tables.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import { webhookIdFor } from "../deliveries/lead-payloads.ts";
import { townOf } from "../../lib/address-town.ts";
import { inspectionWhen } from "../mail/compose-inspection.ts";

export type InspectionEventType =
  "inspection.booked" | "inspection.rescheduled" | "inspection.cancelled";

/**
 * The Standard Webhooks event of an inspection change ({type, timestamp, data}), beside
 * `lead.created`: the inspection's window and status and the lead it belongs to.
 */
export function bookingEvent(
  type: InspectionEventType,
  inspection: Inspection,
  siteUrl: string,
  now: string,
) {
  return {
    type,
    timestamp: now,
    data: {
      reference: inspection.reference,
      uid: inspection.uid,
      sequence: inspection.sequence,
      status: inspection.status,
      windowId: inspection.windowId,
      startsAt: inspection.startsAt,
      endsAt: inspection.endsAt,
      address: inspection.address,
      name: inspection.name,
      phone: inspection.phone,
      email: inspection.email,
      serviceLabel: serviceLabel(inspection.service),
      inboxUrl: leadUrl(siteUrl, inspection.reference),
    },
  };
}

const chatWords: Record<InspectionEventType, string> = {
  "inspection.booked": "Inspection booked",
  "inspection.rescheduled": "Inspection moved",
  "inspection.cancelled": "Inspection cancelled",
};

/**
 * Queues an inspection change's chat alert and one signed event per webhook endpoint, in the
 * transaction that made the change. The webhook id names the event, the inspection's version
 * and the endpoint, so a retry keeps its id and two changes never share one.
 */
export async function queueInspectionDeliveries(
  db: Db,
  type: InspectionEventType,
  inspection: Inspection,
  settings: DeliverySettings,
  now: string,
  leadId: number | null = inspection.leadId,
): Promise<boolean> {
  const eventKey = `${inspection.uid}#${inspection.sequence}`;
  if (settings.chatUrl) {
    const town = townOf(inspection.address);
    const text = `${chatWords[type]}: ${inspectionWhen(inspection)}${town ? ` in ${town}` : ""} (${inspection.reference})\n${leadUrl(settings.siteUrl, inspection.reference)}`;
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "chat",
        eventType: type,
        endpoint: settings.chatUrl,
        webhookId: webhookIdFor(`chat:${type}`, eventKey, settings.chatUrl),
        body: JSON.stringify({ text }),
      },
      now,
    );
  }
  const body = JSON.stringify(bookingEvent(type, inspection, settings.siteUrl, now));
  for (const endpoint of new Set(settings.webhookUrls))
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "webhook",
        eventType: type,
        endpoint,
        webhookId: webhookIdFor(type, eventKey, endpoint),
        body,
      },
      now,
    );
  return Boolean(settings.chatUrl) || settings.webhookUrls.length > 0;
}
