import { esignDisclosure } from "../../config/esign-disclosure.ts";
import {
  cancellationByNotice,
  type NoticeCancellation,
} from "../../config/proposal-cancellation.ts";
import { financeDisclosure } from "../../config/finance-disclosure.ts";
import { proposalNotices, type NoticeId, type NoticeText } from "../../config/proposal-notices.ts";
import { proposalTerms } from "../../config/proposal-terms.ts";
import { site } from "../../config/site.ts";
import { documentBusiness, type DocumentBusiness } from "./signed-document.ts";

/*
 * Every word of a proposal that is not its content: who the seller is, the terms, the
 * financing wording, the E-SIGN disclosures and the notices (with the counting of their
 * windows). Config holds the words the office sends today (for the contractor's lawyer to
 * change); sending a proposal stores them with the version (proposal_versions.wording), so a
 * sent proposal says what it said when it was sent, whatever a later deploy changes. A draft
 * has none stored and reads config, as does a version sent before the column existed.
 */

/** The seller as the notices fill them in: {sellerName}, {sellerAddress}, {sellerEmail}. */
export interface NoticeSeller {
  name: string;
  /** One line, or null when config has no postal address (no notice can be shown then) */
  address: string | null;
  email: string;
}

/** Who a proposal is to, as it was when sent. */
export interface ProposalHomeowner {
  name: string;
  propertyAddress: string;
  email: string;
}

export interface ProposalWording {
  /** The seller as the page and the PDF name it */
  business: DocumentBusiness;
  seller: NoticeSeller;
  homeowner: ProposalHomeowner;
  /** config/proposal-terms.ts's */
  terms: { version: string; heading: string; paragraphs: readonly string[] };
  /** The Regulation Z wording the monthly example is filled into */
  finance: typeof financeDisclosure;
  /** config/esign-disclosure.ts's */
  esign: {
    version: string;
    heading: string;
    points: readonly { cite: string; title: string; text: string }[];
    consentLabel: string;
  };
  /** The words and window of each notice this sale needs */
  notices: Partial<Record<NoticeId, NoticeText>>;
  /**
   * Each notice's law as the cancel panel and the emails name it, with its refund period
   * (config/proposal-cancellation.ts); absent from a version sent before it was stored
   */
  cancellation?: Partial<Record<NoticeId, NoticeCancellation>>;
}

/** The address the notices tell a homeowner to mail a cancellation to, or null when unset. */
function sellerAddressLine(): string | null {
  const address = site.address;
  if (address === null) return null;
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** The seller as config names it now. */
export const currentSeller = (): NoticeSeller => ({
  name: site.name,
  address: sellerAddressLine(),
  email: site.email,
});

/**
 * The wording config gives today for a proposal to `homeowner` needing `noticeIds`: what
 * a draft shows and what sending stores.
 */
export function currentWording(
  noticeIds: readonly NoticeId[],
  homeowner: ProposalHomeowner,
): ProposalWording {
  return {
    business: documentBusiness(),
    seller: currentSeller(),
    homeowner: { ...homeowner },
    terms: {
      version: proposalTerms.version,
      heading: proposalTerms.heading,
      paragraphs: proposalTerms.paragraphs,
    },
    finance: financeDisclosure,
    esign: {
      version: esignDisclosure.version,
      heading: esignDisclosure.heading,
      points: esignDisclosure.points,
      consentLabel: esignDisclosure.consentLabel,
    },
    notices: Object.fromEntries(noticeIds.map((id) => [id, proposalNotices[id]])),
    cancellation: Object.fromEntries(noticeIds.map((id) => [id, cancellationByNotice[id]])),
  };
}

/** A notice's words and window as `wording` holds them (config's for an id it lacks). */
export const noticeTextIn = (wording: ProposalWording | null, id: NoticeId): NoticeText =>
  wording?.notices[id] ?? proposalNotices[id];

/** A notice's law and refund period as `wording` holds them (config's when it lacks them). */
export const cancellationTextIn = (
  wording: ProposalWording | null,
  id: NoticeId,
): NoticeCancellation => wording?.cancellation?.[id] ?? cancellationByNotice[id];
