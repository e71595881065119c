import { createHash } from "node:crypto";
import { leadUrl } from "../../lib/admin-routes.ts";
import type { LeadEstimate } from "../../lib/estimate/lead-estimate.ts";
import { formatDollars } from "../../lib/format-dollars.ts";
import { serviceLabel, type LeadWithPhotos } from "../../lib/lead-model.ts";
import { leadRecordFields, type LeadRecordTable } from "../../lib/lead-record.ts";
import { webhookFields } from "../../lib/lead-views.ts";
import { townOf } from "../../lib/address-town.ts";
import { plainChatText } from "./plain-chat-text.ts";

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

/**
 * The `lead.created` event a CRM receives, in the Standard Webhooks shape {type, timestamp,
 * data}: the model's fields shown in webhooks, and what is worked out from them.
 */
export function leadCreatedEvent(
  lead: LeadWithPhotos,
  siteUrl: string,
  fields: LeadRecordTable = leadRecordFields,
) {
  return {
    type: "lead.created",
    timestamp: lead.createdAt,
    data: {
      ...webhookFields(lead, fields),
      town: townOf(lead.address) ?? null,
      serviceLabel: serviceLabel(lead.serviceType),
      possibleSpam: Boolean(lead.spamReason),
      photoCount: lead.photoCount ?? 0,
      inboxUrl: leadUrl(siteUrl, lead.reference),
    },
  };
}

/** "Emergency Service in Louisville" or "Roof Repair (town not given)". */
function servicePlace(lead: Pick<LeadWithPhotos, "serviceType" | "address">): string {
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
export function leadChatText(lead: LeadWithPhotos, siteUrl: string): string {
  const prefix = `${lead.spamReason ? "Possible spam: " : ""}${lead.urgent ? "URGENT: " : "New lead: "}`;
  const estimate = lead.estimate ? `\n${estimateChatLine(lead.estimate)}` : "";
  // The storm line is the server's own words (sizes, distances, a Census county), never the visitor's.
  const storm = lead.storm ? `\nStorm reports: ${lead.storm}` : "";
  return `${prefix}${servicePlace(lead)} (${lead.reference})${estimate}${storm}\n${leadUrl(siteUrl, lead.reference)}`;
}

/**
 * The estimate a lead came from, in the chat alert: figures the server worked out from the
 * price book, not words the visitor typed.
 *
 * @example estimateChatLine(e) // "From the instant estimate: Standing-seam metal, $32,800 – $50,600 (25.5 squares)"
 */
function estimateChatLine({ option, ranges, squares }: LeadEstimate): string {
  const low = Math.min(...ranges.map((range) => range.low));
  const high = Math.max(...ranges.map((range) => range.high));
  const shown = option
    ? `${plainChatText(option.name)}, ${formatDollars(option.low)} – ${formatDollars(option.high)}`
    : `no option chosen, ${formatDollars(low)} – ${formatDollars(high)} across the options`;
  return `From the instant estimate: ${shown} (${squares} squares)`;
}

/** The chat alert for an urgent lead nobody has contacted within the limit. */
export function escalationChatText(
  lead: Pick<LeadWithPhotos, "reference" | "serviceType" | "address">,
  waitedMinutes: number,
  siteUrl: string,
): string {
  return `URGENT, not contacted after ${waitedMinutes} min: ${servicePlace(lead)} (${lead.reference})\n${leadUrl(siteUrl, lead.reference)}`;
}
