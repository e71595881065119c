import { site } from "../../config/site.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import { oneLine } from "./compose.ts";
import escapeHtml from "escape-html";

export interface InvitationForMail {
  /** The invited address */
  to: string;
  /** Who sent it, e.g. "office@example.com": named in the email and its Reply-To */
  invitedBy: string;
  /** The one-time link, e.g. "https://www.example.com/admin/invitation?token=…" */
  link: string;
  /** ISO time the link stops working */
  expiresAt: string;
}

/**
 * "2025-06-17T15:30:00.000Z" → "Tuesday, June 17, 2025 at 11:30 AM EDT": the office's
 * wall clock with its zone, since the invitee may read it anywhere.
 */
export function formatExpiry(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: site.timeZone,
  });
}

/**
 * The invitation to a staff account: who invited them, the one-time link and when it
 * expires, as text and HTML. Everything that came from a person is escaped in the HTML and
 * kept on one line in the subject.
 */
export function composeInvitation(invitation: InvitationForMail): NewMessage {
  const inviter = oneLine(invitation.invitedBy);
  const expires = formatExpiry(invitation.expiresAt);
  const lines = {
    intro: `${inviter} has invited you to a staff account for the ${site.name} lead inbox, where the website's quote requests arrive.`,
    action: "Choose your password with this link. It works once:",
    expiry: `The link expires on ${expires}. If it has expired, ask ${inviter} to send a new one.`,
    ignore:
      "If you did not expect this email, you can ignore it: no account exists until the link is used.",
  };
  const text = [
    "Hello,",
    "",
    lines.intro,
    "",
    lines.action,
    invitation.link,
    "",
    lines.expiry,
    "",
    lines.ignore,
    "",
    site.name,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p>Hello,</p>
<p>${escapeHtml(lines.intro)}</p>
<p>${escapeHtml(lines.action)}<br><a href="${escapeHtml(invitation.link)}">Choose your password</a></p>
<p>${escapeHtml(lines.expiry)}</p>
<p>${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(site.name)}</p></body></html>`;
  return {
    kind: "invitation",
    recipients: [invitation.to],
    replyTo: invitation.invitedBy,
    subject: `${inviter} invited you to the ${site.shortName} lead inbox`.slice(0, 200),
    text,
    html,
  };
}
