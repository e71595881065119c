import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import { asCleanLine } from "../../lib/text-rules.ts";

/*
 * Text as the signed PDF prints it. The server refuses control characters in what people
 * type (lib/text-rules.ts), but the document is printed from stored rows, so the renderer
 * cleans every typed string again rather than trust each caller.
 */

/** One line of typed text as it may be printed: controls removed, line breaks as spaces. */
export const clean = (text: string) => asCleanLine(text).trim();

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
