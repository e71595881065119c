import { formatDollars } from "../../lib/format-dollars.ts";
import {
  OPTION_ROWS,
  type DocumentBusiness,
  type SignedDocument,
} from "../../lib/proposals/signed-document.ts";
import {
  bytesOf,
  fields,
  footers,
  heading,
  newPdf,
  note,
  rule,
  startPage,
  subheading,
  write,
  type Pdf,
} from "./proposal-pdf-layout.ts";
import {
  cancellationCopy,
  certificatePage,
  noticesPage,
  signaturePage,
} from "./proposal-pdf-signing.ts";
import { clean, paragraphsOf } from "./proposal-pdf-text.ts";

/**
 * The signed proposal as a PDF, in the order a homeowner reads it: the proposal as chosen,
 * exclusions and terms, the notices, the signature, the FTC Notice of Cancellation twice
 * when the sale needs it, and a certificate with the audit trail and the hashes. Every
 * typed text is printed without control characters, whatever reached here.
 *
 * The same document gives the same bytes: the creation date is the signing time and pdfkit
 * derives the file's /ID and the fonts' subset tags from the document, not from chance.
 *
 * @example const pdf = await renderSignedPdf(doc); // Buffer starting "%PDF-1.7"
 */
export async function renderSignedPdf(doc: SignedDocument): Promise<Buffer> {
  const signedAt = new Date(doc.signature.signedAt);
  if (Number.isNaN(signedAt.getTime())) {
    throw new RangeError(`Signing time is not an instant: ${doc.signature.signedAt}`);
  }
  const title = `Proposal ${clean(doc.number)}, version ${doc.version}`;
  const pdf = newPdf({ title, author: clean(doc.business.name), createdAt: signedAt });
  proposalPage(pdf, doc, title);
  termsPage(pdf, doc);
  if (doc.notices.length > 0) noticesPage(pdf, doc.notices);
  signaturePage(pdf, doc);
  if (doc.cancellationForm) {
    cancellationCopy(pdf, doc.cancellationForm, "Copy 1 of 2: keep this copy for your records.");
    cancellationCopy(pdf, doc.cancellationForm, "Copy 2 of 2: sign and send this copy to cancel.");
  }
  certificatePage(pdf, doc);
  footers(pdf, `${clean(doc.business.name)} · ${title}`);
  return bytesOf(pdf);
}

/** The seller's name, address, contact and licenses, then a rule: every proposal PDF opens so. */
export function letterhead(pdf: Pdf, business: DocumentBusiness): void {
  write(pdf, clean(business.name), { font: "bold", size: 17, gap: 2 });
  const contact = [...business.addressLines, `${business.phone} · ${business.email}`];
  for (const line of [...contact, ...business.licenseLines]) note(pdf, clean(line));
  pdf.moveDown(0.5);
  rule(pdf);
}

function proposalPage(pdf: Pdf, doc: SignedDocument, title: string): void {
  const business = doc.business;
  startPage(pdf);
  letterhead(pdf, business);
  heading(pdf, `${title}, as signed`);
  fields(pdf, [
    ["Prepared for", clean(doc.homeowner.name)],
    ["Property", clean(doc.homeowner.propertyAddress)],
    ["Email", clean(doc.homeowner.email)],
  ]);
  subheading(pdf, `Your choice: ${clean(doc.option.label)}`);
  fields(pdf, [
    ...OPTION_ROWS.map(([key, label]) => [label, clean(doc.option.rows[key])] as const),
    ["Price for this roof", formatDollars(doc.option.price)],
  ]);
  subheading(pdf, "Add-ons");
  if (doc.addOns.length === 0) write(pdf, "No add-ons chosen.");
  fields(
    pdf,
    doc.addOns.map((addOn) => [
      clean(addOn.name),
      `${addOn.quantity} × ${formatDollars(addOn.unitPrice)} per ${clean(addOn.unit)} = ${formatDollars(addOn.lineTotal)}`,
    ]),
  );
  rule(pdf);
  fields(pdf, [
    ["Total", formatDollars(doc.total)],
    ["Deposit", formatDollars(doc.deposit)],
  ]);
  if (doc.depositNote) write(pdf, clean(doc.depositNote));
  if (doc.monthlyExample.length > 0) {
    subheading(pdf, "Financing example");
    write(pdf, doc.monthlyExample.map(clean).join(" "));
  }
}

function termsPage(pdf: Pdf, doc: SignedDocument): void {
  startPage(pdf);
  heading(pdf, "What the price does not include");
  if (doc.exclusions.length === 0) write(pdf, "No exclusions are listed.");
  for (const line of doc.exclusions.flatMap(paragraphsOf)) write(pdf, `•  ${line}`);
  heading(pdf, `Terms (version ${clean(doc.terms.version)})`);
  for (const paragraph of doc.terms.paragraphs.flatMap(paragraphsOf)) write(pdf, paragraph);
}
