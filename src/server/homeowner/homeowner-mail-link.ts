import escapeHtml from "escape-html";
import type { NewMessage } from "../mail/outbox-enqueue-repo.ts";
import { homeownerPageUrl, type HomeownerKey } from "./homeowner-links.ts";

/*
 * The one line every email to a homeowner ends with: the link to their own page. Each place
 * that queues a homeowner's email (the receipt, the inspection's emails, the proposal's, the
 * review request) passes its message through `withHomeownerPage`, so the composers stay as
 * they are and the line reads the same in all of them.
 */

/** What the line needs from the runtime: the links' key (homeowner-links.ts) and the origin. */
export interface HomeownerPageSettings {
  /** homeownerLinkSecret(config); absent where a caller (a unit test) runs without one */
  homeownerSecret?: string | undefined;
  siteUrl: string;
}

export const HOMEOWNER_PAGE_LINE =
  "Your inspection, proposals and photos are always on your own page with us:";

/** `message` with the homeowner's page link after its last line (text and HTML alike). */
export function withHomeownerPage(
  message: NewMessage,
  settings: HomeownerPageSettings,
  lead: HomeownerKey,
): NewMessage {
  if (!settings.homeownerSecret) return message;
  const url = homeownerPageUrl(settings.homeownerSecret, settings.siteUrl, lead);
  const paragraph = `<p style="font-size:13px;color:#475467">${escapeHtml(HOMEOWNER_PAGE_LINE)} <a href="${escapeHtml(url)}">your page</a></p>`;
  const closing = message.html.lastIndexOf("</body>");
  return {
    ...message,
    text: `${message.text}\n\n${HOMEOWNER_PAGE_LINE}\n${url}`,
    html:
      closing < 0
        ? `${message.html}${paragraph}`
        : `${message.html.slice(0, closing)}${paragraph}\n${message.html.slice(closing)}`,
  };
}
