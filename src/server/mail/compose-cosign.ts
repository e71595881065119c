import { site } from "../../config/site.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { formatBusinessDay } from "../../lib/date-format.ts";
import escapeHtml from "escape-html";
import type { DocumentAttachment } from "./outbox-attachment-repo.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import type { ProposalMailFacts } from "./compose-proposal.ts";

/*
 * The emails about a second signer. The invitation goes to an address the homeowner typed,
 * so it is fixed words around the two names (each checked as a signature's name is) and
 * the proposal's number: nothing anyone writes freely reaches a stranger's mailbox through
 * it, and no subject carries a name. The co-signed copy goes to both signers and the
 * office, each with the co-signed PDF attached.
 */

const html = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">\n${body}</body></html>`;

const callUs = `Questions? Call ${site.name} at ${site.phone.display} or reply to this email.`;

/** A message of plain paragraphs, text and HTML alike; `link` as a button after the first. */
function paragraphs(
  lines: string[],
  link?: { label: string; href: string },
): { text: string; html: string } {
  const [first = "", ...rest] = lines;
  const textLines = link ? [first, `${link.label}:`, link.href, ...rest] : lines;
  const text = ["Hello,", "", ...textLines.flatMap((line) => [line, ""]), site.name].join("\n");
  const button = link
    ? [
        `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:10px 16px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
      ]
    : [];
  const body = [
    `<p>${escapeHtml(first)}</p>`,
    ...button,
    ...rest.map((line) => `<p>${escapeHtml(line)}</p>`),
  ];
  return {
    text,
    html: html(`<p>Hello,</p>\n${body.join("\n")}\n<p>${escapeHtml(site.name)}</p>`),
  };
}

export interface Invitation {
  /** The co-signer's address, as the homeowner typed it and the server checked */
  cosignerEmail: string;
  /** The homeowner who signed and invites them: the name they signed with */
  invitedBy: string;
  /** The link to the co-signer's page */
  link: string;
  /** The last instant the link works */
  expiresAt: string;
}

/** The co-signer's invitation: who asks them to co-sign which proposal, and the link. */
export function composeCosignInvitation(
  facts: ProposalMailFacts,
  invitation: Invitation,
): NewMessage {
  const { text, html: body } = paragraphs(
    [
      // Not the name the homeowner typed for them: a free field in a genuine email from us
      // would carry whatever text someone holding the link chose to put there.
      `${invitation.invitedBy} signed roof proposal ${facts.number} with ${site.name} and asked that you sign it too as a second signer.`,
      `The link shows the proposal as it was signed: the roof chosen, the total, the deposit, the terms and the notices. If you agree, you sign it by typing your full name. The link works until ${formatBusinessDay(invitation.expiresAt)}; the link is for you alone, so please do not forward this email.`,
      `If you do not know ${invitation.invitedBy} or did not expect this, you can ignore this email: nothing is signed unless you sign it.`,
      callUs,
    ],
    { label: "Open the proposal to co-sign", href: invitation.link },
  );
  return {
    kind: "proposal",
    recipients: [invitation.cosignerEmail],
    replyTo: site.email,
    subject: `Please co-sign roof proposal ${facts.number} from ${site.name}`,
    text,
    html: body,
  };
}

/** What co-signing settled, for its three emails. */
export interface CosignedFacts {
  primaryName: string;
  cosignerName: string;
  cosignerEmail: string;
  /** ISO instant */
  cosignedAt: string;
  /** The co-signed PDF, attached from proposal_documents when the email is sent */
  pdf: DocumentAttachment;
}

const cosignedLine = (facts: ProposalMailFacts, cosigned: CosignedFacts) =>
  `Roof proposal ${facts.number} with ${site.name} is now signed by both ${cosigned.primaryName} and ${cosigned.cosignerName} (co-signed on ${formatBusinessDay(cosigned.cosignedAt)}).`;

/** A signer's copy of the co-signed proposal: to the co-signer or to the homeowner. */
export function composeCosignedForSigner(
  facts: ProposalMailFacts,
  cosigned: CosignedFacts,
  to: "cosigner" | "homeowner",
): NewMessage {
  const lines = [
    cosignedLine(facts, cosigned),
    "The co-signed copy, with both signatures and the record of each, is attached as a PDF; keep it with your records.",
    to === "homeowner"
      ? "Nothing else changes: the total, the deposit and any time you have to cancel are as in the copy you signed."
      : `It has the notices that apply to this sale, among them any right to cancel and how to use it. ${site.name} will arrange the work with ${cosigned.primaryName}.`,
    callUs,
  ];
  const { text, html: body } = paragraphs(lines);
  return {
    kind: "proposal",
    recipients: [to === "homeowner" ? facts.email : cosigned.cosignerEmail],
    replyTo: site.email,
    subject: `Your co-signed roof proposal from ${site.name} (${facts.number})`,
    text,
    html: body,
    attachments: [cosigned.pdf],
  };
}

/** The office's copy: who co-signed, with the PDF, and the lead's link. */
export function composeCosignedForOffice(
  facts: ProposalMailFacts,
  cosigned: CosignedFacts,
  notifyTo: string[],
  siteUrl: string,
): NewMessage {
  const heading = `${cosigned.cosignerName} co-signed proposal ${facts.number}, which ${cosigned.primaryName} signed. The co-signed PDF is attached; the signed one is unchanged.`;
  const rows: [string, string][] = [
    ["Co-signer", cosigned.cosignerName],
    ["Co-signer's email", cosigned.cosignerEmail],
    ["Homeowner", facts.name],
    ["Phone", facts.phone],
    ["Lead", facts.reference],
  ];
  const link = leadUrl(siteUrl, facts.reference);
  return {
    kind: "notification",
    recipients: notifyTo,
    replyTo: facts.email,
    subject: `Proposal co-signed: ${facts.number}`,
    text: [
      heading,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `Open the lead: ${link}`,
    ].join("\n"),
    html: html(`<p><strong>${escapeHtml(heading)}</strong></p>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>
<p><a href="${escapeHtml(link)}">Open the lead</a></p>`),
    attachments: [cosigned.pdf],
  };
}
