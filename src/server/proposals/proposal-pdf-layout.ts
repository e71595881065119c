import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/*
 * The signed proposal's typography and the few layout moves its pages are made of, on
 * pdfkit. The text is DejaVu Sans, embedded and subset by pdfkit with a ToUnicode map: the
 * 14 standard PDF fonts are WinAnsi only and would lose "Nguyễn", and an embedded font keeps
 * the text extractable.
 */

export type Pdf = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const FONTS = {
  body: fontFile("DejaVuSans"),
  bold: fontFile("DejaVuSans-Bold"),
  mono: fontFile("DejaVuSansMono"),
};
export type FontName = keyof typeof FONTS;

export const MARGIN = 54;
/** 16 CFR 429.1 asks for at least ten-point bold; the notices and the form use more. */
export const CONSPICUOUS_SIZE = 11;
const BODY_SIZE = 10;
const MUTED = "#4b5563";
const INK = "#111827";

/** A Letter-size document with its fonts registered; `info.CreationDate` is the signing time. */
export function newPdf(info: {
  title: string;
  author: string;
  createdAt: Date;
  /** What the file is, for its properties: "Signed proposal" unless said */
  subject?: string;
}): Pdf {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: "1.7",
    lang: "en-US",
    displayTitle: true,
    // pdfkit derives the file's /ID from these fields, so the same document gives the same bytes.
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject ?? "Signed proposal",
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  return doc;
}

const width = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** A new page with the cursor at its top left. */
export function startPage(doc: Pdf): void {
  doc.addPage();
  doc.x = doc.page.margins.left;
}

/** Breaks the page when fewer than `height` points are left on it. */
export function keepSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) startPage(doc);
}

export interface Style {
  font?: FontName;
  size?: number;
  color?: string;
  gap?: number;
}

/** A paragraph across the text width; pdfkit wraps it and continues it on new pages. */
export function write(doc: Pdf, text: string, style: Style = {}): void {
  doc
    .font(style.font ?? "body")
    .fontSize(style.size ?? BODY_SIZE)
    .fillColor(style.color ?? INK)
    .text(text, doc.page.margins.left, doc.y, { width: width(doc), lineGap: 2 });
  doc.y += style.gap ?? 4;
}

export const heading = (doc: Pdf, text: string) => {
  keepSpace(doc, 60);
  write(doc, text, { font: "bold", size: 15, gap: 8 });
};

export const subheading = (doc: Pdf, text: string) => {
  doc.y += 6;
  keepSpace(doc, 48);
  write(doc, text, { font: "bold", size: 11.5, gap: 4 });
};

export const note = (doc: Pdf, text: string) => write(doc, text, { size: 8.5, color: MUTED });

/**
 * Label and value side by side, one pair a row, a row never split across pages. A value
 * taller than a page (a pasted novel) flows below its label instead.
 */
export function fields(
  doc: Pdf,
  rows: readonly (readonly [string, string])[],
  labelWidth = 130,
): void {
  const valueWidth = width(doc) - labelWidth - 10;
  const left = doc.page.margins.left;
  for (const [label, value] of rows) {
    doc.fontSize(BODY_SIZE).fillColor(INK);
    const labelHeight = doc.font("bold").heightOfString(label, { width: labelWidth });
    const valueHeight = doc.font("body").heightOfString(value, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight);
    if (height > bottom(doc) - doc.page.margins.top) {
      write(doc, label, { font: "bold", gap: 0 });
      write(doc, value, { gap: 6 });
      continue;
    }
    keepSpace(doc, height);
    const top = doc.y;
    doc.font("bold").text(label, left, top, { width: labelWidth });
    doc.font("body").text(value, left + labelWidth + 10, top, { width: valueWidth });
    doc.x = left;
    doc.y = top + height + 5;
  }
}

/** A thin line across the text width, or `length` points of it (a blank to sign on). */
export function rule(doc: Pdf, length = width(doc)): void {
  const left = doc.page.margins.left;
  keepSpace(doc, 24);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + length, doc.y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  doc.y += 8;
}

/** "<text> · Page 2 of 7" at the foot of every page, once all pages exist. */
export function footers(doc: Pdf, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    const keep = margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    margins.bottom = 0;
    doc
      .font("body")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${text} · Page ${index + 1} of ${count}`, margins.left, doc.page.height - 40, {
        width: width(doc),
        align: "center",
        lineBreak: false,
      });
    margins.bottom = keep;
  }
}

/** The finished file's bytes. */
export function bytesOf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
