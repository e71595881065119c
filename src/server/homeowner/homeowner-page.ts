import { bookingWords } from "../../lib/booking/window-words.ts";
import { homeownerPagePaths, proposalPagePaths } from "../../lib/public-routes.ts";
import type { Db } from "../tables.ts";
import { activeInspectionOfLead } from "../inspections/inspection-repo.ts";
import { linksOf } from "../inspections/inspection-links.ts";
import { listPhotos } from "../photos/photo-repo.ts";
import { proposalToken } from "../proposals/proposal-links.ts";
import {
  homeownerToken,
  referenceOfToken,
  tokenOpens,
  type HomeownerKey,
} from "./homeowner-links.ts";
import { leadByReference, listedVersionsOf, type ListedVersion } from "./homeowner-repo.ts";

/*
 * What the homeowner's page shows, read for the one lead its token opens: the inspection
 * still to come, the proposals out or signed, the photos they sent. Every link on it is
 * one the server signs again here (the inspection's, each proposal's "view" link), so the
 * page needs no stored copy of any of them.
 */

/** The keys the page's links are signed with, and the origin the inspection's links name. */
export interface HomeownerPageKeys {
  homeownerSecret: string;
  /** proposals/proposal-links.ts proposalLinkSecret */
  proposalSecret: string;
  /** inspections/inspection-settings.ts: the booking links' key */
  inspectionSecret: string;
  siteUrl: string;
}

export interface PageInspection {
  /** "Thursday, December 3, between 10 am and noon", in the business's zone */
  when: string;
  address: string;
  /** Paths on this site: the booking's page, and its reschedule and cancel pages */
  view: string;
  reschedule: string;
  cancel: string;
}

export interface PageProposal {
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  /** The status in the homeowner's words */
  status: string;
  signed: boolean;
  sentAt: string | null;
  /** The proposal's own page, at its "view" link */
  href: string;
  /** The signed PDF, once signed */
  signedPdfHref: string | null;
  /** The co-signed PDF, once a second signer signed too */
  cosignedPdfHref: string | null;
}

export interface PagePhoto {
  href: string;
  thumbHref: string;
  width: number;
  height: number;
}

export type HomeownerPage =
  | { state: "unknown" }
  | {
      state: "open";
      reference: string;
      inspection: PageInspection | null;
      proposals: PageProposal[];
      photos: PagePhoto[];
    };

/** A version's status as the homeowner reads it. */
const STATUS_WORDS: Record<ListedVersion["status"], string> = {
  sent: "Waiting for your answer",
  viewed: "Waiting for your answer",
  accepted: "Signed",
};

/** The lead a token opens, or undefined: malformed, guessed, another's, or erased. */
export async function leadOfToken(
  db: Db,
  secret: string,
  token: string,
): Promise<HomeownerKey | undefined> {
  const reference = referenceOfToken(token);
  if (!reference) return undefined;
  const lead = await leadByReference(db, reference);
  return lead && tokenOpens(secret, token, lead) ? lead : undefined;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function inspectionOf(
  db: Db,
  keys: HomeownerPageKeys,
  leadId: number,
  now: Date,
): Promise<PageInspection | null> {
  const inspection = await activeInspectionOfLead(db, leadId);
  // A visit that is over shows no links: its own page no longer opens it either.
  if (!inspection || Date.parse(inspection.endsAt) <= now.getTime()) return null;
  const links = linksOf({ secret: keys.inspectionSecret, siteUrl: keys.siteUrl }, inspection);
  return {
    when: bookingWords(inspection),
    address: inspection.address,
    view: pathOf(links.view),
    reschedule: pathOf(links.reschedule),
    cancel: pathOf(links.cancel),
  };
}

function proposalOf(keys: HomeownerPageKeys, version: ListedVersion): PageProposal {
  const token = proposalToken(keys.proposalSecret, version, "view");
  const signed = version.status === "accepted";
  return {
    number: version.number,
    version: version.version,
    status: STATUS_WORDS[version.status],
    signed,
    sentAt: version.sentAt,
    href: proposalPagePaths.page(token),
    signedPdfHref: signed && version.signedPdf ? proposalPagePaths.signedPdf(token) : null,
    cosignedPdfHref: signed && version.cosignedPdf ? proposalPagePaths.cosignedPdf(token) : null,
  };
}

/** The page at `token`, for the lead it opens and no other. */
export async function homeownerPage(
  db: Db,
  keys: HomeownerPageKeys,
  token: string,
  now: Date,
): Promise<HomeownerPage> {
  const lead = await leadOfToken(db, keys.homeownerSecret, token);
  if (!lead) return { state: "unknown" };
  // The page's own links are written from the lead, not echoed from the request.
  const own = homeownerToken(keys.homeownerSecret, lead);
  const [inspection, versions, photos] = await Promise.all([
    inspectionOf(db, keys, lead.id, now),
    listedVersionsOf(db, lead.id),
    listPhotos(db, lead.id),
  ]);
  return {
    state: "open",
    reference: lead.reference,
    inspection,
    proposals: versions.map((version) => proposalOf(keys, version)),
    photos: photos.map((photo) => ({
      href: homeownerPagePaths.photo(own, photo.publicId, "full"),
      thumbHref: homeownerPagePaths.photo(own, photo.publicId, "thumb"),
      width: photo.thumbWidth,
      height: photo.thumbHeight,
    })),
  };
}
