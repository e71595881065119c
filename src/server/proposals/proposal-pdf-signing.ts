import type {
  CancellationForm,
  DocumentNotice,
  DocumentSignature,
  SignedDocument,
} from "../../lib/proposals/signed-document.ts";
import {
  CONSPICUOUS_SIZE,
  fields,
  heading,
  note,
  rule,
  startPage,
  subheading,
  write,
  type Pdf,
  type Style,
} from "./proposal-pdf-layout.ts";
import { ZONE_LINE, clean, officeTime, paragraphsOf } from "./proposal-pdf-text.ts";

/*
 * The signed proposal's pages about the signing: the notices, the signature beside the
 * statement the law puts there, the Notice of Cancellation and the certificate. The notices'
 * page is the unsigned copy's too (proposal-copy-pdf.ts), so both set them apart alike.
 */

const CONSPICUOUS: Style = { font: "bold", size: CONSPICUOUS_SIZE, gap: 8 };

/** The notices, the conspicuous ones in bold and larger, as their laws ask. */
export function noticesPage(pdf: Pdf, notices: readonly DocumentNotice[]): void {
  startPage(pdf);
  heading(pdf, "Notices");
  for (const notice of notices) {
    subheading(pdf, clean(notice.heading));
    const style: Style = notice.conspicuous ? { font: "bold", size: CONSPICUOUS_SIZE } : {};
    for (const paragraph of notice.paragraphs.flatMap(paragraphsOf)) write(pdf, paragraph, style);
    note(pdf, `Source: ${clean(notice.citation)} (notice version ${clean(notice.version)})`);
  }
}

export function signaturePage(pdf: Pdf, doc: SignedDocument): void {
  startPage(pdf);
  heading(pdf, "Signature");
  // 16 CFR 429.1(a): its statement in bold of at least ten points, right by the signature.
  for (const notice of doc.notices) {
    if (notice.besideSignature) write(pdf, clean(notice.besideSignature), CONSPICUOUS);
  }
  pdf.moveDown(0.5);
  signatureBlock(pdf, doc.signature);
  if (doc.cosignature) {
    pdf.moveDown(1);
    subheading(pdf, "Second signer");
    signatureBlock(pdf, doc.cosignature);
  }
}

/** A signer's typed name as their signature, the statement and how they were identified. */
function signatureBlock(pdf: Pdf, signature: DocumentSignature): void {
  write(pdf, clean(signature.typedName), { font: "bold", size: 18, gap: 0 });
  rule(pdf);
  write(pdf, clean(signature.statement), { gap: 10 });
  fields(pdf, [
    ["Name as typed", clean(signature.typedName)],
    ["Signed", officeTime(signature.signedAt)],
    ["Email", clean(signature.email)],
    ["Identified by", clean(signature.identifiedBy)],
    ["IP address", clean(signature.ipAddress ?? "not recorded")],
  ]);
  note(pdf, ZONE_LINE);
}

/** One of the form's two copies (429.1(b)), on its own page so either can be printed and sent. */
export function cancellationCopy(pdf: Pdf, form: CancellationForm, copy: string): void {
  startPage(pdf);
  note(pdf, copy);
  pdf.moveDown(0.5);
  write(pdf, clean(form.heading).toUpperCase(), { font: "bold", size: 15, gap: 10 });
  for (const paragraph of form.paragraphs.flatMap(paragraphsOf)) write(pdf, paragraph, CONSPICUOUS);
  const [declaration, ...blanks] = form.signature.map(clean);
  if (declaration) write(pdf, declaration, CONSPICUOUS);
  for (const blank of blanks) {
    pdf.moveDown(1.5);
    rule(pdf, 260);
    write(pdf, blank, CONSPICUOUS);
  }
  pdf.moveDown(1);
  note(pdf, `Source: ${clean(form.citation)}`);
}

export function certificatePage(pdf: Pdf, doc: SignedDocument): void {
  startPage(pdf);
  heading(pdf, "Certificate of signing");
  write(pdf, `The record ${clean(doc.business.name)} keeps of this proposal, event by event.`);
  note(pdf, ZONE_LINE);
  pdf.moveDown(0.5);
  for (const event of doc.audit.events) {
    const kind = clean(event.kind);
    subheading(pdf, `${kind.charAt(0).toUpperCase()}${kind.slice(1)}: ${officeTime(event.at)}`);
    fields(pdf, [
      ["By", clean(event.actor)],
      ["IP address", clean(event.ipAddress ?? "not recorded")],
      ["Browser", clean(event.userAgent ?? "not recorded")],
      ["Identified by", clean(event.identifiedBy ?? "not recorded")],
    ]);
  }
  subheading(pdf, "Fingerprints (SHA-256)");
  const fingerprints: [string, string][] = [
    ["The proposal as shown", doc.audit.shownSha256],
    ["The proposal as signed", doc.audit.signedSha256],
  ];
  if (doc.cosignature) {
    fingerprints.push([
      "The proposal as signed by the second signer",
      doc.cosignature.signedSha256,
    ]);
  }
  for (const [label, hash] of fingerprints) {
    write(pdf, `${label}:`, { gap: 0 });
    write(pdf, clean(hash), { font: "mono", size: 9.5, gap: 6 });
  }
  write(
    pdf,
    `A file cannot hold its own fingerprint: ${clean(doc.business.name)} keeps this file's SHA-256 on record. Ask the office at ${clean(doc.business.phone)} to compare it with yours.`,
  );
}
