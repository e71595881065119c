import { proposalDefaults } from "../../config/proposal-defaults.ts";
import { formatBusinessDay } from "../date-format.ts";
import { financeExample, financingTerms } from "../estimate/finance-example.ts";
import { fillPlaceholders } from "../fill-placeholders.ts";
import { depositStatus } from "./deposit.ts";
import type { ShownDocument, Signer } from "./document-text.ts";
import { formatDollars } from "../format-dollars.ts";
import {
  cancellationWindows,
  noticesFor,
  type CancellationWindow,
  type ShownNotice,
} from "./notices.ts";
import type { ProposalContent } from "./proposal-model.ts";
import type { ProposalWording } from "./proposal-wording.ts";
import type { AuditEvent, DocumentNotice, SignedDocument } from "./signed-document.ts";
import type { Totals } from "./totals.ts";

/*
 * One place that decides what a proposal says: the page shows the ShownDocument, the hash
 * of what was shown is taken over it, and the signed PDF is made from the SignedDocument
 * built on it. So the words the homeowner read, the words hashed and the words printed
 * come from the same values.
 */

export interface ProposalParties {
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  content: ProposalContent;
  /** Its words beyond the content: as sent, or config's for a draft (proposal-wording.ts) */
  wording: ProposalWording;
}

/** The document as the proposal page shows it, with the notices already worded. */
export function shownDocument(
  { number, version, content, wording }: ProposalParties,
  notices: readonly ShownNotice[],
): ShownDocument {
  return {
    number,
    version,
    business: wording.business,
    homeowner: wording.homeowner,
    content,
    terms: wording.terms,
    finance: wording.finance,
    notices,
    esign: wording.esign,
  };
}

/**
 * The Regulation Z example for the chosen total, in the frozen book's terms and the
 * document's own financing wording.
 */
export function monthlyExampleOf(
  content: ProposalContent,
  totals: Totals,
  finance: ShownDocument["finance"],
): string[] {
  const terms = financingTerms(content.priceBook);
  return financeExample({ low: totals.monthly, high: totals.monthly }, terms, finance).sentences;
}

/**
 * Why the deposit waits, or null when it is due on signing. Whether a notice holds it is
 * the version's `wording` (config's for a version sent before wording was kept), as the
 * signed page's Pay button decides (server/proposals/deposit-due.ts).
 */
export function depositNoteOf(
  content: ProposalContent,
  windows: readonly CancellationWindow[],
  signedAt: Date,
  wording: ProposalWording | null,
): string | null {
  const status = depositStatus(content.facts, windows, signedAt, wording);
  if (status.payable) return null;
  const held = proposalDefaults.depositHeld;
  if (status.until === null) return held.untilInsurerDecision;
  return fillPlaceholders(held.until, { date: formatBusinessDay(status.until) });
}

/** A notice as both PDFs print it. */
export const documentNotice = (notice: ShownNotice): DocumentNotice => ({
  heading: notice.heading,
  paragraphs: notice.paragraphs,
  citation: notice.citation,
  version: notice.version,
  // Every notice config holds is one the law wants set apart (config/proposal-notices.ts).
  conspicuous: true,
  ...(notice.besideSignature === undefined ? {} : { besideSignature: notice.besideSignature }),
});

export interface Signing {
  /** What was shown, with the notices worded for the signing day (their dates filled in) */
  shown: ShownDocument;
  totals: Totals;
  windows: readonly CancellationWindow[];
  /** The words the version was sent with (null before they were kept): the deposit's hold */
  wording: ProposalWording | null;
  signer: Signer;
  ipAddress: string | null;
  events: readonly AuditEvent[];
  shownSha256: string;
  signedSha256: string;
}

/** What the signed PDF prints (server/proposals/proposal-pdf.ts). */
export function signedDocument(signing: Signing): SignedDocument {
  const { shown, totals, signer } = signing;
  const { content } = shown;
  const option = content.options.find((candidate) => candidate.id === totals.option.id)!;
  const form = shown.notices.find((notice) => notice.cancellationForm)?.cancellationForm;
  return {
    business: shown.business,
    number: shown.number,
    version: shown.version,
    homeowner: shown.homeowner,
    option: { label: option.label, price: totals.option.price, rows: option.rows },
    addOns: totals.addOns.map((addOn) => {
      const unit = content.addOns.find((candidate) => candidate.id === addOn.id)!.unit;
      return {
        name: addOn.name,
        unit,
        quantity: addOn.quantity,
        unitPrice: addOn.unitPrice,
        lineTotal: addOn.price,
      };
    }),
    total: totals.total,
    deposit: totals.deposit,
    depositNote: depositNoteOf(
      content,
      signing.windows,
      new Date(signer.signedAt),
      signing.wording,
    ),
    monthlyExample: monthlyExampleOf(content, totals, shown.finance),
    exclusions: content.exclusions,
    terms: { version: shown.terms.version, paragraphs: shown.terms.paragraphs },
    notices: shown.notices.map(documentNotice),
    cancellationForm: form
      ? { ...form, citation: shown.notices.find((notice) => notice.cancellationForm)!.citation }
      : null,
    signature: {
      typedName: signer.name,
      statement:
        "Signed electronically by typing their full name, after agreeing to sign electronically (15 U.S.C. 7001(c)).",
      signedAt: signer.signedAt,
      email: signer.email,
      identifiedBy: signer.identifiedBy,
      ipAddress: signing.ipAddress,
    },
    audit: {
      events: signing.events,
      shownSha256: signing.shownSha256,
      signedSha256: signing.signedSha256,
    },
  };
}

/**
 * What the page says under the deposit before signing: why it waits, if a notice holds it,
 * and how the office collects it (the page takes no payment yet).
 */
export function depositWordsBeforeSigning(
  content: ProposalContent,
  deposit: number,
  now: Date,
  wording: ProposalWording | null,
): string {
  const windows = cancellationWindows(
    noticesFor(content.facts),
    { signedAt: now, insurerDecisionOn: null },
    wording,
  );
  const held = depositNoteOf(content, windows, now, wording);
  const collect = fillPlaceholders(proposalDefaults.offlineDeposit, {
    deposit: formatDollars(deposit),
  });
  return held === null ? collect : `${held} ${collect}`;
}
