import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import { asCleanLine } from "../../lib/text-rules.ts";

/*
 * Text as the signed PDF prints it. The server refuses control characters in what people
 * type (lib/text-rules.ts), but the document is printed from stored rows, so the renderer
 * cleans every typed string again rather than trust each caller.
 */

/**
 * The longest run of characters without a space the PDF prints as one word. pdfkit fits an
 * over-long word to the line character by character, in time that grows far faster than
 * its length (a 20,000-character word took 29 s), so a longer run is broken with a space.
 * 80 keeps a SHA-256 (64 hex digits) whole.
 */
export const LONGEST_WORD = 80;

const longRun = new RegExp(`\\S{${LONGEST_WORD}}(?=\\S)`, "gu");

/** `text` with a space after every LONGEST_WORD characters of a run that has none. */
export const breakLongWords = (text: string) => text.replace(longRun, "$& ");

/**
 * One line of typed text as it may be printed: controls removed, line breaks as spaces,
 * over-long words broken.
 */
export const clean = (text: string) => breakLongWords(asCleanLine(text).trim());

/** Multi-line text as its paragraphs, each cleaned, empty ones dropped. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map(clean)
    .filter(Boolean);

/** "2026-12-03T15:15:42Z" → "December 3, 2026, 10:15:42 AM EST" (the office's wall clock) */
export function officeTime(iso: string): string {
  const time = DateTime.fromISO(iso, { zone: BUSINESS_ZONE }).setLocale("en-US");
  return time.isValid ? time.toFormat("LLLL d, yyyy, h:mm:ss a ZZZZ") : clean(iso);
}

/** The sentence that names the zone every time on a page is in. */
export const ZONE_LINE = `Times are in the ${BUSINESS_ZONE} time zone.`;
