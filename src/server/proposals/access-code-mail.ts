import escapeHtml from "escape-html";
import { proposalAccess } from "../../config/proposal-access.ts";
import { site } from "../../config/site.ts";
import type { NewMessage } from "../mail/outbox-enqueue-repo.ts";

/*
 * The email with the access code (kind `proposal`): to the lead's address on file and no
 * other, repeating nothing the visitor typed. It carries the code and no link, so a
 * forwarded or intercepted code email alone opens nothing: the code works only with the
 * link it was asked from.
 */

export function composeAccessCode(to: string, facts: { number: string; code: string }): NewMessage {
  const lines = [
    `Your code to open roof proposal ${facts.number} from ${site.name} is:`,
    facts.code,
    `Type it on the proposal's page. It works for ${proposalAccess.codeMinutes} minutes.`,
    `We ask for a code because the link in our first email is more than ${proposalAccess.codeAfterDays} days old: it keeps your prices private if that email was forwarded.`,
    `If you did not ask for a code, you can ignore this email; nobody can open the proposal without it. Questions? Call ${site.name} at ${site.phone.display}.`,
  ];
  return {
    kind: "proposal",
    recipients: [to],
    replyTo: site.email,
    // The code is not in the subject: a phone's lock screen shows subjects.
    subject: `Your code for roof proposal ${facts.number}`,
    text: ["Hello,", "", ...lines.flatMap((line) => [line, ""]), site.name].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p>Hello,</p>
<p>${escapeHtml(lines[0]!)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(facts.code)}</p>
${lines
  .slice(2)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("\n")}
<p>${escapeHtml(site.name)}</p></body></html>`,
  };
}
