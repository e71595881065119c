import { site } from "../../config/site.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { dayInWords } from "../../lib/calendar-day.ts";
import { formatBusinessDay, formatBusinessTime } from "../../lib/date-format.ts";
import { formatDollars } from "../../lib/format-dollars.ts";
import type { DocumentAttachment } from "./outbox-attachment-repo.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import { VALUE_CELL_STYLE } from "./compose.ts";
import escapeHtml from "escape-html";

/*
 * The emails about a proposal. The homeowner's (kind `proposal`) go to the lead's address
 * on file only and repeat nothing the visitor typed: the business's name and phone, the
 * proposal's number, its figures and its link, as the other homeowner emails do. The
 * office's (kind `notification`) carry the lead's contact details and, for a "no", the
 * reason as the homeowner gave it: escaped in the HTML, its later lines indented in the
 * text. No subject carries anything the visitor or the homeowner typed.
 */

/** What every proposal email names. */
export interface ProposalMailFacts {
  /** The lead's reference, "Q-7K4P9M" */
  reference: string;
  /** The proposal's number, "Q-7K4P9M-1" */
  number: string;
  version: number;
  /** The lead's contact details on file */
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The last local day it can be signed, "2026-12-31" */
  expiresOn: string;
}

/** What was signed, worked out on the server. */
export interface SignedFacts {
  optionLabel: string;
  addOnNames: string[];
  total: number;
  deposit: number;
  /** The typed name, as signed */
  signedBy: string;
  /** The stored PDF, attached from proposal_documents when the email is sent */
  pdf: DocumentAttachment;
}

const html = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">\n${body}</body></html>`;

const versionWords = (facts: ProposalMailFacts) =>
  facts.version > 1 ? `${facts.number}, version ${facts.version}` : facts.number;

/** "Good, plus Seamless aluminum gutters": what was chosen, in one line. */
const choiceWords = (signed: SignedFacts) =>
  [signed.optionLabel, ...signed.addOnNames].join(", plus ").replace(/[\r\n]+/g, " ");

const callUs = `Questions? Call ${site.name} at ${site.phone.display} or reply to this email.`;

/** The homeowner's email with the link to the proposal just sent. */
export function composeProposalSent(
  facts: ProposalMailFacts,
  { link, optionCount }: { link: string; optionCount: number },
): NewMessage {
  const lastDay = dayInWords(facts.expiresOn);
  const opening =
    facts.version > 1
      ? `${site.name} has updated your roof proposal. This version replaces the one sent before, whose link now says so.`
      : `Your roof proposal from ${site.name} is ready.`;
  const what = `It sets out ${optionCount} options side by side, priced for your roof as measured, with what each includes, the terms and the deposit.`;
  const how = `Choose an option and any add-ons, see your total, and sign online when you are ready, or tell us no. The proposal is open until the end of ${lastDay}.`;
  const private_ = "The link is for you alone: please do not forward this email.";
  const text = [
    "Hello,",
    "",
    opening,
    what,
    "",
    "Open your proposal:",
    link,
    "",
    how,
    private_,
    "",
    callUs,
    "",
    site.name,
    `Proposal ${versionWords(facts)}`,
  ].join("\n");
  return {
    kind: "proposal",
    recipients: [facts.email],
    replyTo: site.email,
    subject: `Your roof proposal from ${site.name} (${facts.number})`,
    text,
    html: html(`<p>Hello,</p>
<p>${escapeHtml(opening)} ${escapeHtml(what)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:10px 16px;text-decoration:none;font-weight:bold">Open your proposal</a></p>
<p>${escapeHtml(how)}</p>
<p style="color:#5b6675;font-size:13px">${escapeHtml(private_)}</p>
<p>Questions? Call ${escapeHtml(site.name)} at <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a> or reply to this email.</p>
<p>${escapeHtml(site.name)}<br>Proposal ${escapeHtml(versionWords(facts))}</p>`),
  };
}

/** The homeowner's copy of what they signed, the signed PDF attached. */
export function composeProposalSignedForHomeowner(
  facts: ProposalMailFacts,
  signed: SignedFacts,
): NewMessage {
  const lines = [
    `Thank you: you signed proposal ${versionWords(facts)} with ${site.name}. Your signed copy is attached as a PDF; keep it with your records.`,
    `You chose: ${choiceWords(signed)}.`,
    `Total ${formatDollars(signed.total)}, with a deposit of ${formatDollars(signed.deposit)} and ${formatDollars(signed.total - signed.deposit)} when the work is finished.`,
    "The attached copy includes the notices that apply to this sale, among them any right you have to cancel and how to use it.",
    `Our office will call you to schedule the work. ${callUs}`,
  ];
  return {
    kind: "proposal",
    recipients: [facts.email],
    replyTo: site.email,
    subject: `Your signed roof proposal from ${site.name} (${facts.number})`,
    text: ["Hello,", "", ...lines.flatMap((line) => [line, ""]), site.name].join("\n"),
    html: html(
      `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p>${escapeHtml(site.name)}</p>`,
    ),
    attachments: [signed.pdf],
  };
}

/** A signed proposal the homeowner cancelled within a notice's window. */
export interface CancelledFacts {
  /** The instant it was cancelled */
  cancelledAt: string;
  /** The laws whose window was open, in words: "the Federal Trade Commission's Cooling-Off Rule (16 CFR 429)" */
  underLaws: string[];
  /** The deposit paid, in dollars, which the office must refund; null when none was paid */
  depositPaid: number | null;
  /** How soon it must be refunded and where that comes from; null when no law read says */
  refund: { within: string; citation: string } | null;
}

const whenCancelled = (cancelled: CancelledFacts) =>
  `${formatBusinessDay(cancelled.cancelledAt)} at ${formatBusinessTime(cancelled.cancelledAt)}`;

/** The refund owed, in a sentence for the homeowner ("you") or the office ("the homeowner"). */
function refundWords(cancelled: CancelledFacts, who: "you" | "office"): string {
  if (cancelled.depositPaid === null) {
    return who === "you" ? "You paid no deposit, and nothing is owed." : "No deposit was paid.";
  }
  const amount = formatDollars(cancelled.depositPaid);
  const period = cancelled.refund
    ? ` ${cancelled.refund.within} (${cancelled.refund.citation})`
    : "";
  return who === "you"
    ? `Our office will refund the deposit of ${amount} you paid${period}.`
    : `The deposit of ${amount} was paid: refund it${period}. Nothing refunds it automatically.`;
}

/** The homeowner's confirmation that their signed proposal is cancelled. */
export function composeProposalCancelledForHomeowner(
  facts: ProposalMailFacts,
  cancelled: CancelledFacts,
): NewMessage {
  const lines = [
    `You cancelled your signed roof contract with ${site.name} (proposal ${versionWords(facts)}) on ${whenCancelled(cancelled)}, under ${cancelled.underLaws.join(" and ")}. The work will not go ahead.`,
    refundWords(cancelled, "you"),
    `If you did not cancel it, call us at once at ${site.phone.display}.`,
    callUs,
  ];
  return {
    kind: "proposal",
    recipients: [facts.email],
    replyTo: site.email,
    subject: `Your roof contract with ${site.name} is cancelled (${facts.number})`,
    text: ["Hello,", "", ...lines.flatMap((line) => [line, ""]), site.name].join("\n"),
    html: html(
      `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p>${escapeHtml(site.name)}</p>`,
    ),
  };
}

/** A deposit that arrived after the homeowner cancelled: it is theirs to have back. */
export interface RefundDueFacts {
  /** Whole dollars paid */
  amount: number;
  paidAt: string;
  refund: { within: string; citation: string } | null;
}

const refundPeriod = (due: RefundDueFacts) =>
  due.refund ? ` ${due.refund.within} (${due.refund.citation})` : "";

/**
 * The homeowner's word that a deposit reached us after they cancelled, and that it comes
 * back: their cancellation email may have said they had paid nothing.
 */
export function composeDepositRefundForHomeowner(
  facts: ProposalMailFacts,
  due: RefundDueFacts,
): NewMessage {
  const lines = [
    `Your deposit of ${formatDollars(due.amount)} for proposal ${versionWords(facts)} reached us on ${formatBusinessDay(due.paidAt)}, after you had cancelled the contract. The work will not go ahead, and the cancellation stands.`,
    `Our office will refund the ${formatDollars(due.amount)}${refundPeriod(due)}. You do not need to do anything.`,
    callUs,
  ];
  return {
    kind: "proposal",
    recipients: [facts.email],
    replyTo: site.email,
    subject: `Your deposit will be refunded: your contract with ${site.name} is cancelled (${facts.number})`,
    text: ["Hello,", "", ...lines.flatMap((line) => [line, ""]), site.name].join("\n"),
    html: html(
      `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p>${escapeHtml(site.name)}</p>`,
    ),
  };
}

/** What the office is told about. */
export type OfficeProposalEvent =
  | { kind: "viewed"; at: string }
  | { kind: "signed"; signed: SignedFacts }
  | { kind: "declined"; reason: string | null }
  | { kind: "cancelled"; cancelled: CancelledFacts }
  | { kind: "refund-due"; due: RefundDueFacts }
  | { kind: "expiring"; expiresAt: string };

/** A value the homeowner wrote, its later lines indented so none passes for one of ours. */
const indented = (value: string) => value.split(/\r\n|[\n\r\u2028\u2029]/).join("\n  ");

function officeWords(event: OfficeProposalEvent, facts: ProposalMailFacts) {
  const number = versionWords(facts);
  switch (event.kind) {
    case "viewed":
      return {
        subject: `Proposal opened: ${number}`,
        heading: `The homeowner opened proposal ${number} for the first time.`,
        rows: [["Last day to sign", dayInWords(facts.expiresOn)]] as [string, string][],
        attachments: [],
      };
    case "signed":
      return {
        subject: `Proposal signed: ${number}, ${formatDollars(event.signed.total)}`,
        heading: `The homeowner signed proposal ${number}. The signed PDF is attached; the lead is now Won.`,
        rows: [
          ["Chosen", choiceWords(event.signed)],
          ["Total", formatDollars(event.signed.total)],
          ["Deposit", formatDollars(event.signed.deposit)],
          ["Signed by", event.signed.signedBy],
        ] as [string, string][],
        attachments: [event.signed.pdf],
      };
    case "declined":
      return {
        subject: `Proposal declined: ${number}`,
        heading: `The homeowner declined proposal ${number}.`,
        rows: [["Reason given", event.reason ?? "None given"]] as [string, string][],
        attachments: [],
      };
    case "cancelled":
      return {
        subject: `Signed proposal cancelled by the homeowner: ${number}`,
        heading: `The homeowner cancelled signed proposal ${number} within their time to cancel; the work will not go ahead.`,
        rows: [
          ["Cancelled", whenCancelled(event.cancelled)],
          ["Under", event.cancelled.underLaws.join("; ")],
          ["Deposit", refundWords(event.cancelled, "office")],
        ] as [string, string][],
        attachments: [],
      };
    case "refund-due":
      return {
        subject: `Refund needed: deposit paid on cancelled contract ${number}`,
        heading: `A deposit of ${formatDollars(event.due.amount)} was paid for proposal ${number} after the homeowner cancelled it. Refund it${refundPeriod(event.due)}: nothing refunds it automatically. The homeowner has been told it will be refunded.`,
        rows: [
          [
            "Paid",
            `${formatBusinessDay(event.due.paidAt)} at ${formatBusinessTime(event.due.paidAt)}`,
          ],
          ["Amount", formatDollars(event.due.amount)],
          [
            "Refund",
            event.due.refund
              ? `${event.due.refund.within} (${event.due.refund.citation})`
              : "As soon as possible",
          ],
        ] as [string, string][],
        attachments: [],
      };
    case "expiring":
      return {
        subject: `Proposal unanswered, its last day is ${dayInWords(facts.expiresOn)}: ${number}`,
        heading: `Proposal ${number} has not been signed or declined, and its last day to sign is ${dayInWords(facts.expiresOn)}. A call now may save the sale; after that day a change makes a new version.`,
        rows: [["Last day to sign", dayInWords(facts.expiresOn)]] as [string, string][],
        attachments: [],
      };
  }
}

/** The office's email about a proposal's event: who, what, and the lead's link. */
export function composeOfficeProposalMail(
  event: OfficeProposalEvent,
  facts: ProposalMailFacts,
  notifyTo: string[],
  siteUrl: string,
): NewMessage {
  const { subject, heading, rows: eventRows, attachments } = officeWords(event, facts);
  const rows: [string, string][] = [
    ...eventRows,
    ["Name", facts.name],
    ["Phone", facts.phone],
    ["Email", facts.email],
    ["Address", facts.address || "(not given)"],
    ["Lead", facts.reference],
  ];
  const link = leadUrl(siteUrl, facts.reference);
  const text = [
    heading,
    "",
    ...rows.map(([label, value]) => `${label}: ${indented(value)}`),
    "",
    `Open the lead: ${link}`,
    "Reply to this email to answer the homeowner directly.",
  ].join("\n");
  return {
    kind: "notification",
    recipients: notifyTo,
    replyTo: facts.email,
    subject,
    text,
    html: html(`<p><strong>${escapeHtml(heading)}</strong></p>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap;${VALUE_CELL_STYLE}">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>
<p><a href="${escapeHtml(link)}">Open the lead</a></p>
<p>Reply to this email to answer the homeowner directly.</p>`),
    ...(attachments.length ? { attachments } : {}),
  };
}
