import { getDocumentProxy } from "unpdf";

/*
 * A PDF read back as a person's reader would, with Mozilla's pdf.js (unpdf's build of it,
 * which needs no native canvas): each page's text, and each run of text with its font and
 * size, so a test can say "the statement is in bold, at least ten points". Tests only.
 */

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type TextContentItem = Awaited<
  ReturnType<Awaited<ReturnType<PdfDocument["getPage"]>>["getTextContent"]>
>["items"][number];
type TextItem = Extract<TextContentItem, { str: string }>;

/** One run of text as drawn: "Nguyễn Thị Ánh" in "DejaVuSans-Bold" at 18 points. */
export interface TextRun {
  text: string;
  /** The embedded font's PostScript name without its subset tag */
  font: string;
  /** Points, from the text matrix */
  size: number;
}

export interface PdfPage {
  /** The page's text, runs joined, a line break where pdf.js sees one */
  text: string;
  runs: TextRun[];
}

export interface PdfRead {
  pages: PdfPage[];
  /** The document information dictionary (Title, Author, CreationDate as "D:2026…") */
  info: Record<string, unknown>;
}

/** Reads every page of `bytes`, which it leaves untouched (pdf.js takes a copy). */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    fontExtraProperties: true,
    verbosity: 0,
  });
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      // The operator list loads the page's fonts, whose real names the runs report.
      await page.getOperatorList();
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => "str" in item);
      const runs = items.map((item) => ({
        text: item.str,
        font: fontNameOf(page.commonObjs, item.fontName),
        size: Math.hypot(Number(item.transform[2]), Number(item.transform[3])),
      }));
      const text = items.map((item) => item.str + (item.hasEOL ? "\n" : "")).join("");
      pages.push({ text, runs });
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** Each page's text alone. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).pages.map((page) => page.text);
}

function fontNameOf(objects: { get(name: string): unknown }, loadedName: string): string {
  const font = objects.get(loadedName) as { name?: string } | undefined;
  return (font?.name ?? loadedName).replace(/^[A-Z]{6}\+/, "");
}
