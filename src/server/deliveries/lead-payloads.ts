import { createHash } from "node:crypto";
import { leadUrl } from "../../lib/admin-routes.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import { townOf, type LeadForMail } from "../mail/compose.ts";
import { plainChatText } from "./plain-chat-text.ts";

/** What the chat alert and the webhook event say about a lead. */
export interface LeadForDelivery extends LeadForMail {
  createdAt: string;
  spamReason: string | null;
  /** How many photos came with the request */
  photoCount?: number;
}

/**
 * The Standard Webhooks `webhook-id` of one event about one lead at one endpoint. Derived,
 * not random: every attempt and every resend carries the same id, and a lead queued
 * twice (two instances racing) collides on the unique column instead of going out twice.
 *
 * @example webhookIdFor("lead.created", "Q-7KX2PM", "https://crm.example.com/hook") // "msg_3b1f…"
 */
export function webhookIdFor(eventType: string, reference: string, endpoint: string): string {
  const digest = createHash("sha256")
    .update(`${eventType}\u0000${reference}\u0000${endpoint}`)
    .digest("base64url");
  return `msg_${digest.slice(0, 27)}`;
}

/** The `lead.created` event a CRM receives, in the Standard Webhooks shape {type, timestamp, data}. */
export function leadCreatedEvent(lead: LeadForDelivery, siteUrl: string) {
  return {
    type: "lead.created",
    timestamp: lead.createdAt,
    data: {
      reference: lead.reference,
      receivedAt: lead.createdAt,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      address: lead.address,
      town: townOf(lead.address) ?? null,
      serviceType: lead.serviceType,
      serviceLabel: serviceLabel(lead.serviceType),
      message: lead.message,
      urgent: lead.urgent,
      possibleSpam: Boolean(lead.spamReason),
      sourcePage: lead.sourcePage,
      attribution: lead.attribution,
      photoCount: lead.photoCount ?? 0,
      inboxUrl: leadUrl(siteUrl, lead.reference),
    },
  };
}

/** "Emergency Service in Louisville" or "Roof Repair (town not given)". */
function servicePlace(lead: Pick<LeadForMail, "serviceType" | "address">): string {
  const town = townOf(lead.address);
  return `${serviceLabel(lead.serviceType)} ${town ? `in ${plainChatText(town)}` : "(town not given)"}`;
}

/**
 * The chat alert's text: service, town, urgency and the inbox link, and nothing more of
 * what the visitor typed, as chat rooms are read more widely than the inbox. Urgent
 * leads open with "URGENT"; flagged leads say "Possible spam" before anything.
 *
 * @example leadChatText(lead, site) // "URGENT: Emergency Service in Louisville (Q-7KX2PM)\nhttps://…/admin/leads/Q-7KX2PM"
 */
export function leadChatText(lead: LeadForDelivery, siteUrl: string): string {
  const prefix = `${lead.spamReason ? "Possible spam: " : ""}${lead.urgent ? "URGENT: " : "New lead: "}`;
  return `${prefix}${servicePlace(lead)} (${lead.reference})\n${leadUrl(siteUrl, lead.reference)}`;
}

/** The chat alert for an urgent lead nobody has contacted within the limit. */
export function escalationChatText(
  lead: Pick<LeadForMail, "reference" | "serviceType" | "address">,
  waitedMinutes: number,
  siteUrl: string,
): string {
  return `URGENT, not contacted after ${waitedMinutes} min: ${servicePlace(lead)} (${lead.reference})\n${leadUrl(siteUrl, lead.reference)}`;
}
