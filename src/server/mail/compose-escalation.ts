import { serviceLabel } from "../../lib/lead-model.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { townOf } from "../../lib/address-town.ts";
import { oneLine, VALUE_CELL_STYLE } from "./compose.ts";
import escapeHtml from "escape-html";
import { leadContactActions } from "./lead-contact-actions.ts";

export interface EscalatedLead {
  reference: string;
  name: string;
  phone: string;
  address: string;
  serviceType: string;
  createdAt: string;
}

/**
 * The email that goes out once when an emergency lead has waited past the limit with
 * nobody marking it contacted: who to call, the number, and the inbox link. It is kind
 * "notification", so like the first one it is retried until it goes out.
 */
export function composeEscalation(
  lead: EscalatedLead,
  waitedMinutes: number,
  to: string[],
  siteUrl: string,
): NewMessage {
  const town = townOf(lead.address);
  const service = serviceLabel(lead.serviceType);
  const link = leadUrl(siteUrl, lead.reference);
  const actions = leadContactActions(lead, siteUrl);
  const headline = `URGENT: ${oneLine(lead.name)} asked for ${service.toLowerCase()}${town ? ` in ${oneLine(town)}` : ""} ${waitedMinutes} minutes ago and nobody has marked the lead contacted.`;
  const rows: Array<[string, string]> = [
    ["Call", lead.phone],
    ["Name", lead.name],
    ["Address", lead.address || "(not given)"],
    ["Reference", lead.reference],
  ];
  const text = [
    headline,
    "",
    actions.text,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Once someone has called, tap "Called" on the lead: ${link}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p style="background:#b42318;color:#fff;padding:8px 12px;font-weight:bold">${escapeHtml(headline)}</p>
${actions.html}
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="${VALUE_CELL_STYLE}">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<p>Once someone has called, tap &ldquo;Called&rdquo; on <a href="${escapeHtml(link)}">the lead in the inbox</a>.</p></body></html>`;
  return {
    kind: "notification",
    recipients: to,
    replyTo: null,
    subject:
      `URGENT, not contacted after ${waitedMinutes} min: ${service}${town ? ` in ${oneLine(town)}` : ""} (${lead.reference})`.slice(
        0,
        200,
      ),
    text,
    html,
  };
}
