import { formatDollars } from "../../lib/format-dollars.ts";
import { dayInWords } from "../../lib/calendar-day.ts";
import type { ShownDocument } from "../../lib/proposals/document-text.ts";
import { documentNotice } from "../../lib/proposals/proposal-document.ts";
import { OPTION_ROWS } from "../../lib/proposals/signed-document.ts";
import { addOnPrice, optionTotal } from "../../lib/proposals/totals.ts";
import {
  bytesOf,
  fields,
  footers,
  heading,
  newPdf,
  note,
  startPage,
  subheading,
  write,
  type Pdf,
} from "./proposal-pdf-layout.ts";
import { letterhead } from "./proposal-pdf.ts";
import { noticesPage } from "./proposal-pdf-signing.ts";
import { clean, paragraphsOf } from "./proposal-pdf-text.ts";

/**
 * The proposal as the page shows it before signing, as a PDF to read, save or print: every
 * option side by side with its price for this roof, the add-ons offered, what the price
 * does not cover, the terms, the notices and the disclosure about signing electronically,
 * and the fingerprint of the document as shown. It is the "PDF copy of this proposal" the
 * consent to sign electronically names (config/esign-disclosure.ts): opening it is part of
 * how the homeowner shows they can open the records in the form used (15 U.S.C.
 * 7001(c)(1)(C)(ii)). It signs nothing and says so on its first line.
 *
 * The same document gives the same bytes: its date is the version's sending.
 */
export async function renderShownPdf(
  shown: ShownDocument,
  { sha256, sentAt }: { sha256: string; sentAt: Date },
): Promise<Buffer> {
  const title = `Proposal ${clean(shown.number)}, version ${shown.version}`;
  const pdf = newPdf({
    title,
    author: clean(shown.business.name),
    createdAt: sentAt,
    subject: "Proposal for review, not signed",
  });
  optionsPage(pdf, shown, title);
  termsPage(pdf, shown);
  if (shown.notices.length > 0) noticesPage(pdf, shown.notices.map(documentNotice));
  signingPage(pdf, shown, sha256);
  footers(pdf, `${clean(shown.business.name)} · ${title} · for review, not signed`);
  return bytesOf(pdf);
}

function optionsPage(pdf: Pdf, shown: ShownDocument, title: string): void {
  const { business, content } = shown;
  startPage(pdf);
  letterhead(pdf, business);
  heading(pdf, `${title}, for your review`);
  write(
    pdf,
    "A copy to read and keep. It is not signed: to accept, choose an option and sign on the proposal's page.",
  );
  fields(pdf, [
    ["Prepared for", clean(shown.homeowner.name)],
    ["Property", clean(shown.homeowner.propertyAddress)],
    ["Last day to sign", dayInWords(content.expiresOn)],
  ]);
  for (const option of content.options) {
    subheading(pdf, clean(option.label));
    fields(pdf, [
      ...OPTION_ROWS.map(([key, label]) => [label, clean(option.rows[key])] as const),
      ["Price for this roof", formatDollars(optionTotal(content, option.id) ?? 0)],
    ]);
  }
  subheading(pdf, "Add-ons you may choose");
  if (content.addOns.length === 0) write(pdf, "No add-ons are offered.");
  fields(
    pdf,
    content.addOns.map((addOn) => [
      clean(addOn.name),
      `${addOn.quantity} × ${formatDollars(addOn.unitPrice)} per ${clean(addOn.unit)} = ${formatDollars(addOnPrice(addOn))}`,
    ]),
  );
  const deposit = content.deposit;
  write(
    pdf,
    deposit.kind === "percent"
      ? `Deposit on signing: ${deposit.percent}% of the total you choose.`
      : `Deposit on signing: ${formatDollars(deposit.dollars)}.`,
  );
}

function termsPage(pdf: Pdf, shown: ShownDocument): void {
  startPage(pdf);
  heading(pdf, "What the price does not include");
  if (shown.content.exclusions.length === 0) write(pdf, "No exclusions are listed.");
  for (const line of shown.content.exclusions.flatMap(paragraphsOf)) write(pdf, `•  ${line}`);
  heading(pdf, `${clean(shown.terms.heading)} (version ${clean(shown.terms.version)})`);
  for (const paragraph of shown.terms.paragraphs.flatMap(paragraphsOf)) write(pdf, paragraph);
}

function signingPage(pdf: Pdf, shown: ShownDocument, sha256: string): void {
  startPage(pdf);
  heading(pdf, clean(shown.esign.heading));
  for (const point of shown.esign.points) {
    subheading(pdf, clean(point.title));
    write(pdf, clean(point.text));
  }
  subheading(pdf, "Fingerprint (SHA-256) of the proposal as shown");
  write(pdf, clean(sha256), { font: "mono", size: 9.5, gap: 6 });
  note(pdf, "The signed copy you receive after signing prints the same fingerprint.");
}
