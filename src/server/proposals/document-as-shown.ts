import { createHash } from "node:crypto";
import { canonicalDocument, type ShownDocument } from "../../lib/proposals/document-text.ts";
import { noticesFor, shownNotices } from "../../lib/proposals/notices.ts";
import { shownDocument, type ProposalParties } from "../../lib/proposals/proposal-document.ts";
import { currentWording, type ProposalWording } from "../../lib/proposals/proposal-wording.ts";
import type { ProposalLead, StoredVersion } from "./proposal-repo.ts";

/*
 * The document a version shows before it is signed, and its hash. The page and the
 * signature both take it from here: the page carries the hash in its sign form, and the
 * signature is refused when the hash it brings back differs, so the two must never work
 * it out apart. A sent version's words are those it was sent with (proposal-wording.ts).
 */

/** SHA-256, hex, as the trail and the documents table keep it. */
export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * The words a version is shown with: those stored when it was sent, or, for a draft (and a
 * version sent before they were stored), config's today with the lead as it stands.
 */
export const wordingOf = (version: StoredVersion, lead: ProposalLead): ProposalWording =>
  version.wording ??
  currentWording(noticesFor(version.content.facts), {
    name: lead.name,
    propertyAddress: lead.address,
    email: lead.email,
  });

/** Who the version is between and what it holds, as the document and the PDF name them. */
export const partiesOf = (version: StoredVersion, lead: ProposalLead): ProposalParties => ({
  number: version.number,
  version: version.version,
  content: version.content,
  wording: wordingOf(version, lead),
});

export type DocumentAsShown =
  | { ok: true; document: ShownDocument; text: string; sha256: string }
  | { ok: false; problem: "seller-address-missing" };

/** The document as the page shows it (notices with their dates blank), its canonical text and hash. */
export function documentAsShown(version: StoredVersion, lead: ProposalLead): DocumentAsShown {
  const parties = partiesOf(version, lead);
  const notices = shownNotices(noticesFor(version.content.facts), null, parties.wording);
  if (!notices.ok) return notices;
  const document = shownDocument(parties, notices.notices);
  const text = canonicalDocument(document);
  return { ok: true, document, text, sha256: sha256Hex(text) };
}
