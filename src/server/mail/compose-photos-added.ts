import { leadUrl } from "../../lib/admin-routes.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import { oneLine } from "./compose.ts";
import escapeHtml from "escape-html";

export interface PhotosAddedFacts {
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  serviceType: string;
  /** How many photos the visitor just added (attached to this email) */
  count: number;
}

/**
 * The short follow-up the office gets when a visitor adds photos to a request through
 * the link in their receipt: which request, who, and the new pictures attached.
 */
export function composePhotosAdded(
  facts: PhotosAddedFacts,
  to: string[],
  siteUrl: string,
): NewMessage {
  const photos = facts.count === 1 ? "1 photo" : `${facts.count} photos`;
  const leadLink = leadUrl(siteUrl, facts.reference);
  const lines = [
    `${facts.name} added ${photos} to request ${facts.reference} (${serviceLabel(facts.serviceType)}${facts.address ? `, ${facts.address}` : ""}) through the link in their receipt. The new ${facts.count === 1 ? "photo is" : "photos are"} attached.`,
    `Phone: ${facts.phone}`,
    `Open the request in the inbox: ${leadLink}`,
  ];
  return {
    kind: "notification",
    recipients: to,
    replyTo: facts.email,
    subject: `${photos} added to ${facts.reference} by ${oneLine(facts.name)}`.slice(0, 200),
    text: [...lines, "", "Reply to this email to answer the customer directly."].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>Reply to this email to answer the customer directly.</p></body></html>`,
  };
}
