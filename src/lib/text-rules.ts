/*
 * The one rule for control characters and line breaks in text people send us, shared by
 * the quote form (browser and server), the staff forms and anything that writes the text
 * into an email, a chat alert or a database.
 *
 * - Never allowed anywhere: NUL and the other C0 controls (tab, LF and CR aside), DEL, the
 *   C1 controls, lone UTF-16 surrogates, and the bidirectional embeddings, overrides and
 *   isolates (U+202A-202E, U+2066-2069), which make text display in another order than it
 *   is stored: a banner line or a name could show staff or visitors something else than it
 *   says. Postgres refuses a NUL in text outright (the lead was lost with a 500), and none
 *   of them is something a person types (right-to-left scripts need none of them).
 * - Line breaks (CR, LF, U+2028, U+2029) and tabs only in multi-line fields (the details,
 *   a staff note). In a single-line field they would start a new line of their own in the
 *   office email's text: a name could add a "Reference: Q-FAKE99" line.
 *
 * A field the visitor fills in refuses such text with a message they can act on. A hidden
 * field the visitor cannot see or fix (where they came from, the page the form was on) has
 * them removed instead, so a link like `/contact?utm_source=%00` costs no lead.
 */

/** C0 controls but tab, LF and CR; DEL; C1 controls; bidi controls; a lone surrogate. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
const CONTROLS = new RegExp(CONTROL.source, "gu");
/** What ends a line (or jumps across one) in an email, a chat message or a CSV cell. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const LINE_BREAKS = new RegExp(`${LINE_BREAK.source}+`, "g");

/** Whether a field may hold several lines (the details, a note) or only one. */
export type TextShape = "single-line" | "multi-line";

/** What is wrong with `value` for a field of this shape, or null when nothing is. */
export function textProblem(value: string, shape: TextShape): "control" | "line-break" | null {
  if (CONTROL.test(value)) return "control";
  if (shape === "single-line" && LINE_BREAK.test(value)) return "line-break";
  return null;
}

/** `value` as one clean line: controls removed, each run of line breaks or tabs one space. */
export function asCleanLine(value: string): string {
  return value.replace(CONTROLS, "").replace(LINE_BREAKS, " ");
}

/*
 * Typed text we repeat to the person who typed it (a booking's email and calendar file
 * show the address; the office's show the name) must not make our messages say something
 * else: "Where: URGENT: verify your payment at https://evil.example/pay" reads as ours.
 * A link is a scheme ("https:", "mailto:"), "www.", or a host name ending in a top-level
 * domain people use for links; "St. Matthews" and "Mary-Ann" are none of these.
 */
const LINK =
  /\b[a-z][\w+.-]*:\/*\S+|\bwww\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|info|biz|io|co|us|me|ly|app|dev|xyz|top|site|online|link|click|shop|ru|cn|example)\b\S*/giu;

/** `value` without links, spaces folded: how a name is stored and shown. */
export function withoutLinks(value: string): string {
  return value.replace(LINK, " ").replace(/\s+/g, " ").trim();
}

/**
 * A street address as an inspector drives to it: a house number, then a street name in
 * words, and only what addresses are written with (letters, digits, spaces and , . # ' - /
 * &), with no link. "2204 Frankfort Ave, Louisville, KY 40206" is one, and so is
 * "2204 Frankfort Ave"; "URGENT: verify your payment at https://evil.example/pay" is not.
 * (Whether a ZIP it names is served is the service area's rule, lib/estimate/service-area.ts.)
 */
export function looksLikeStreetAddress(value: string): boolean {
  const text = value.trim();
  return (
    /^\d{1,6}[a-z]?(?:[-/]\d{1,4}[a-z]?){0,2}\s+(?:[a-z]\.?\s+)?\p{L}['’]?\p{L}/iu.test(text) &&
    /^[\p{L}\p{M}\d\s,.#'’&/-]+$/u.test(text) &&
    withoutLinks(text) === text.replace(/\s+/g, " ")
  );
}
