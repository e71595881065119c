import { leadUrl } from "../../lib/admin-routes.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import type { BookingRecord } from "./booking-repo.ts";
import { enqueueDelivery } from "../deliveries/delivery-repo.ts";
import type { Db } from "../tables.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import { webhookIdFor } from "../deliveries/lead-payloads.ts";
import { townOf } from "../../lib/address-town.ts";
import { bookingWhen } from "../mail/compose-booking.ts";

export type BookingEventType =
  "inspection.booked" | "inspection.rescheduled" | "inspection.cancelled";

/**
 * The Standard Webhooks event of a booking change ({type, timestamp, data}), beside
 * `lead.created`: the booking's window and status and the lead it belongs to.
 */
export function bookingEvent(
  type: BookingEventType,
  booking: BookingRecord,
  siteUrl: string,
  now: string,
) {
  return {
    type,
    timestamp: now,
    data: {
      reference: booking.reference,
      uid: booking.uid,
      sequence: booking.sequence,
      status: booking.status,
      windowId: booking.windowId,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      address: booking.address,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      serviceLabel: serviceLabel(booking.service),
      inboxUrl: leadUrl(siteUrl, booking.reference),
    },
  };
}

const chatWords: Record<BookingEventType, string> = {
  "inspection.booked": "Inspection booked",
  "inspection.rescheduled": "Inspection moved",
  "inspection.cancelled": "Inspection cancelled",
};

/**
 * Queues a booking change's chat alert and one signed event per webhook endpoint, in the
 * transaction that made the change. The webhook id names the event, the booking's version
 * and the endpoint, so a retry keeps its id and two changes never share one.
 */
export async function queueBookingDeliveries(
  db: Db,
  type: BookingEventType,
  booking: BookingRecord,
  settings: DeliverySettings,
  now: string,
): Promise<boolean> {
  const eventKey = `${booking.uid}#${booking.sequence}`;
  if (settings.chatUrl) {
    const town = townOf(booking.address);
    const text = `${chatWords[type]}: ${bookingWhen(booking)}${town ? ` in ${town}` : ""} (${booking.reference})\n${leadUrl(settings.siteUrl, booking.reference)}`;
    await enqueueDelivery(
      db,
      {
        leadId: booking.leadId,
        channel: "chat",
        eventType: type,
        endpoint: settings.chatUrl,
        webhookId: webhookIdFor(`chat:${type}`, eventKey, settings.chatUrl),
        body: JSON.stringify({ text }),
      },
      now,
    );
  }
  const body = JSON.stringify(bookingEvent(type, booking, settings.siteUrl, now));
  for (const endpoint of new Set(settings.webhookUrls))
    await enqueueDelivery(
      db,
      {
        leadId: booking.leadId,
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
