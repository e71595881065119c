import { facts } from "../../config/facts.ts";
import { site } from "../../config/site.ts";
import { serviceLabel, serviceTypes, type LeadWithPhotos } from "../../lib/lead-model.ts";
import { leadRecordFields, type LeadRecordTable } from "../../lib/lead-record.ts";
import { townOf } from "../../lib/address-town.ts";
import { shownRows } from "../../lib/lead-views.ts";
import { spamReasonInWords } from "../../lib/spam-reasons.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import escapeHtml from "escape-html";
import { leadContactActions } from "./lead-contact-actions.ts";

/** A visitor's value in an email's table: a pasted link wraps instead of widening the mail. */
export const VALUE_CELL_STYLE = "overflow-wrap:anywhere;word-break:break-word";

/** Removes line breaks so visitor text can never add a header line to an email. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

const URGENT_LINE = "URGENT: emergency service requested. Call back as soon as possible.";

/** The warning that opens a flagged lead's notification, e.g. "Possible spam: the form was…" */
const possibleSpamLine = (lead: LeadWithPhotos) =>
  lead.spamReason
    ? `Possible spam: ${spamReasonInWords(lead.spamReason)}. If it is a real request, answer it as usual and change its status in the inbox.`
    : "";

/** `text` cut to `max` characters (whole code points) with "…" when longer. */
const clipped = (text: string, max: number) => {
  const characters = [...text];
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
};

/**
 * "URGENT: Roof Repair request in Louisville from Dana Whitfield (Q-7KX2PM)". The town and
 * name are cut short, not the reference at the end, which the office searches by.
 */
function notificationSubject(lead: LeadWithPhotos): string {
  const town = townOf(lead.address);
  const place = town ? ` in ${clipped(oneLine(town), 40)}` : "";
  const prefix = `${lead.spamReason ? "Possible spam: " : ""}${lead.urgent ? "URGENT: " : ""}`;
  return `${prefix}${serviceLabel(lead.serviceType)} request${place} from ${clipped(oneLine(lead.name), 60)} (${lead.reference})`;
}

/** The notification's table: the model's fields shown in the email, then the photos. */
function rows(lead: LeadWithPhotos, table: LeadRecordTable): Array<[string, string]> {
  return [
    ...shownRows("email", lead, table).map(({ field, text }): [string, string] => [
      field.label,
      text,
    ]),
    ...(lead.photoCount ? [["Photos", `${lead.photoCount} attached`] as [string, string]] : []),
  ];
}

/**
 * The contractor's copy: every field, the visitor in Reply-To, urgent leads flagged first.
 * A lead the spam checks flagged is marked "Possible spam" with the reason, so a person
 * caught by them costs a glance, not a job.
 */
export function composeNotification(
  lead: LeadWithPhotos,
  to: string[],
  siteUrl: string,
  fields: LeadRecordTable = leadRecordFields,
): NewMessage {
  const table = rows(lead, fields);
  const warning = possibleSpamLine(lead);
  const urgent = lead.urgent ? URGENT_LINE : "";
  const actions = leadContactActions(lead, siteUrl);
  const text = [
    ...[warning, urgent].filter(Boolean).map((line) => `${line}\n`),
    `${actions.text}\n`,
    `New quote request from the website (${siteUrl}).\n`,
    // A value's later lines (only the details have any) are indented, so no line the
    // visitor wrote can pass for one of ours ("Reference: Q-FAKE99").
    ...table.map(
      ([label, value]) => `${label}: ${value.split(/\r\n|[\n\r\u2028\u2029]/).join("\n  ")}`,
    ),
    "\nReply to this email to answer the customer directly.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
${warning ? `<p style="background:#fef0c7;color:#7a2e0e;padding:8px 12px;font-weight:bold">${escapeHtml(warning)}</p>` : ""}
${urgent ? `<p style="background:#b42318;color:#fff;padding:8px 12px;font-weight:bold">${urgent}</p>` : ""}
${actions.html}
<p>New quote request from the website.</p>
<table cellpadding="6" style="border-collapse:collapse">${table
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap;${VALUE_CELL_STYLE}">${escapeHtml(value)}</td></tr>`,
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

/** What a receipt may say about a lead: nothing the visitor typed in a free-text field. */
export type ReceiptFacts = Pick<
  LeadWithPhotos,
  "reference" | "email" | "serviceType" | "urgent"
> & {
  /** The visitor's private link for adding photos later (storm photos) */
  addPhotosUrl?: string;
};

const addPhotosLine =
  "Photos of the damage help us bring the right crew and materials. You can add them to this request for the next 7 days, from the roof or the attic, at this private link:";

/**
 * The visitor's receipt: the reference, the service from our own list, what happens next
 * and the number to call. It repeats nothing the visitor typed (not even the name), so
 * whoever enters a stranger's address can put no words of theirs in our mail to them.
 */
export function composeReceipt(lead: ReceiptFacts): NewMessage {
  const service =
    serviceTypes.find((option) => option.value === lead.serviceType)?.label ?? "Roofing";
  const nextStep = lead.urgent
    ? `Because you asked for emergency service, someone from our team will call you as soon as possible. If water is coming in right now, call us at ${site.phone.display}, day or night.`
    : `Someone from our office will contact you ${facts.responseTime} to talk through your ${service.toLowerCase()} and set up a time to look at the property.`;
  const notYou =
    "If you did not ask us for a quote, someone may have typed your address by mistake: you can ignore this email.";
  const text = [
    "Hello,",
    "",
    `Thank you for contacting ${site.name}. We have received your ${service} request.`,
    `Your reference number is ${lead.reference}.`,
    "",
    nextStep,
    "",
    ...(lead.addPhotosUrl ? [addPhotosLine, lead.addPhotosUrl, ""] : []),
    `Questions in the meantime? Call ${site.phone.display} or reply to this email.`,
    "",
    site.name,
    "",
    notYou,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p>Hello,</p>
<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your ${escapeHtml(service)} request.<br>Your reference number is <strong>${escapeHtml(lead.reference)}</strong>.</p>
<p>${escapeHtml(nextStep)}</p>
${lead.addPhotosUrl ? `<p>${escapeHtml(addPhotosLine)}<br><a href="${escapeHtml(lead.addPhotosUrl)}">Add photos to your request</a></p>` : ""}
<p>Questions in the meantime? Call <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a> or reply to this email.</p>
<p>${escapeHtml(site.name)}</p>
<p style="color:#5b6675;font-size:13px">${escapeHtml(notYou)}</p></body></html>`;
  return {
    kind: "receipt",
    recipients: [lead.email],
    replyTo: site.email,
    subject: `We received your request (${lead.reference}) | ${site.name}`,
    text,
    html,
  };
}
