import { site } from "../../config/site.ts";
import { serviceLabel } from "../../lib/service-types.ts";
import type { NewMessage } from "../db/outbox-repo.ts";
import { escapeHtml } from "./escape-html.ts";

export interface LeadForMail {
  reference: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  serviceType: string;
  message: string;
  sourcePage: string;
  urgent: boolean;
  attribution: Record<string, string>;
}

/** A state and/or ZIP at the end of an address part: "KY 40202", " Indiana", "47150-1234". */
const TRAILING_STATE_OR_ZIP =
  /(?:^|\s+)(?:(?:KY|IN|Kentucky|Indiana)\.?(?:\s+\d{5}(?:-\d{4})?)?|\d{5}(?:-\d{4})?)$/i;

/**
 * The town of a free-typed address, for the notification subject, or undefined when it
 * cannot be told: the last comma part once a state and ZIP are taken off the end.
 *
 * @example townOf("123 Main St, Jeffersontown, KY 40299") // "Jeffersontown"
 * @example townOf("123 Main St, KY 40202") // undefined, not "KY"
 */
export function townOf(address: string): string | undefined {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let hadStateOrZip = false;
  while (parts.length > 0) {
    const last = parts[parts.length - 1] ?? "";
    const rest = last.replace(TRAILING_STATE_OR_ZIP, "").trim();
    if (rest === last) break;
    hadStateOrZip = true;
    if (rest) {
      parts[parts.length - 1] = rest;
      break;
    }
    parts.pop();
  }
  if (parts.length >= 2) return parts[parts.length - 1];
  // A lone part is a town only when a state or ZIP followed it and it is not a street.
  const [only] = parts;
  return only && hadStateOrZip && !/^\d/.test(only) ? only : undefined;
}

/** Removes line breaks so visitor text can never add a header line to an email. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

function notificationSubject(lead: LeadForMail): string {
  const town = townOf(lead.address);
  const place = town ? ` in ${oneLine(town)}` : "";
  const prefix = lead.urgent ? "URGENT: " : "";
  return `${prefix}${serviceLabel(lead.serviceType)} request${place} from ${oneLine(lead.name)} (${lead.reference})`.slice(
    0,
    200,
  );
}

function rows(lead: LeadForMail): Array<[string, string]> {
  const attribution = Object.entries(lead.attribution)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");
  return [
    ["Reference", lead.reference],
    ["Name", lead.name],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Service", serviceLabel(lead.serviceType)],
    ["Address", lead.address || "(not given)"],
    ["Details", lead.message || "(none)"],
    ["Sent from", lead.sourcePage || "(unknown page)"],
    ["Attribution", attribution || "(direct)"],
  ];
}

/** The contractor's copy: every field, the visitor in Reply-To, urgent leads flagged first. */
export function composeNotification(lead: LeadForMail, to: string[], siteUrl: string): NewMessage {
  const table = rows(lead);
  const text = [
    lead.urgent ? "URGENT: emergency service requested. Call back as soon as possible.\n" : "",
    `New quote request from the website (${siteUrl}).\n`,
    ...table.map(([label, value]) => `${label}: ${value}`),
    "\nReply to this email to answer the customer directly.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
${lead.urgent ? '<p style="background:#b42318;color:#fff;padding:8px 12px;font-weight:bold">URGENT: emergency service requested. Call back as soon as possible.</p>' : ""}
<p>New quote request from the website.</p>
<table cellpadding="6" style="border-collapse:collapse">${table
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<p>Reply to this email to answer the customer directly.</p></body></html>`;
  return {
    kind: "notification",
    recipients: to,
    replyTo: lead.email,
    subject: notificationSubject(lead),
    text,
    html,
  };
}

/** The visitor's receipt: the reference, what happens next, and the number to call. */
export function composeReceipt(lead: LeadForMail): NewMessage {
  const firstName = oneLine(lead.name).split(" ")[0] ?? "";
  const nextStep = lead.urgent
    ? `Because you asked for emergency service, someone from our team will call you as soon as possible. If water is coming in right now, call us at ${site.phone.display}, day or night.`
    : `Someone from our office will contact you within one business day to talk through your ${serviceLabel(lead.serviceType).toLowerCase()} and set up a time to look at the property.`;
  const text = [
    `Hi ${firstName},`,
    "",
    `Thank you for contacting ${site.name}. We have received your request.`,
    `Your reference number is ${lead.reference}.`,
    "",
    nextStep,
    "",
    `Questions in the meantime? Call ${site.phone.display} or reply to this email.`,
    "",
    site.name,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your request.<br>Your reference number is <strong>${escapeHtml(lead.reference)}</strong>.</p>
<p>${escapeHtml(nextStep)}</p>
<p>Questions in the meantime? Call <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a> or reply to this email.</p>
<p>${escapeHtml(site.name)}</p></body></html>`;
  return {
    kind: "receipt",
    recipients: [lead.email],
    replyTo: site.email,
    subject: `We received your request (${lead.reference}) | ${site.name}`,
    text,
    html,
  };
}
