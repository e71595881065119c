import { brandColors } from "../../config/brand.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { smsHref, telHref } from "../../lib/phone-links.ts";
import escapeHtml from "escape-html";

/** What the office emails need to offer the three things the owner does from a new lead. */
export interface ContactableLead {
  reference: string;
  phone: string;
}

const BUTTON =
  "display:inline-block;padding:12px 20px;border-radius:8px;font-weight:bold;font-size:16px;text-decoration:none;color:#ffffff";

/**
 * The block that opens the office's emails: Call and Text buttons (tel:, sms:) and "Open
 * the lead" (its page in the inbox), as HTML and as the text part's lines. Buttons are
 * links in a table cell each, the layout mail clients render alike; a phone's mail app
 * dials or texts on a tap.
 */
export function leadContactActions(lead: ContactableLead, siteUrl: string) {
  const links = [
    { label: `Call ${lead.phone}`, href: telHref(lead.phone), colour: brandColors.accent },
    { label: "Text", href: smsHref(lead.phone), colour: brandColors.theme },
    { label: "Open the lead", href: leadUrl(siteUrl, lead.reference), colour: brandColors.theme },
  ];
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0"><tr>${links
    .map(
      (link) =>
        `<td style="padding:0 8px 8px 0"><a href="${escapeHtml(link.href)}" style="${BUTTON};background:${link.colour}">${escapeHtml(link.label)}</a></td>`,
    )
    .join("")}</tr></table>`;
  const text = links.map((link) => `${link.label}: ${link.href}`).join("\n");
  return { html, text };
}
