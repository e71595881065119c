import { textProblem } from "../text-rules.ts";

/*
 * The full name a homeowner types to sign. It is printed on the signed PDF and kept in the
 * audit trail as typed, so it must be one clean line a person could have written.
 */

/** The shortest and longest names a signature accepts. */
export const SIGNER_NAME = { min: 2, max: 120 } as const;

/** Any letter: a name made only of punctuation is not a name. */
const LETTER = /\p{L}/u;

/**
 * The characters the signed PDF's font (DejaVu, server/proposals/proposal-pdf-layout.ts)
 * draws and sets left to right: Latin, Greek and Cyrillic letters, the combining accents
 * (U+0300 to U+036F, but the invisible grapheme joiner U+034F), and the punctuation names
 * carry. Other marks (Thai vowels, variation selectors) would print as nothing. A name in another script would print as empty boxes, or
 * reversed, on the contract, so the page asks for it in these letters instead.
 */
const PRINTABLE_NAME =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\u0300-\u034E\u0350-\u036F .,'\u2019-]+$/u;

/** Two accents left on one letter once composed: no name needs it, and a flood buries the letters. */
const MARK_FLOOD = /[\u0300-\u036F]{2,}/u;

/**
 * The name as it is stored and printed: composed (NFC, so "é" typed either way is one
 * letter), no-break spaces as spaces, and one space between words.
 */
export const signerName = (name: string): string =>
  name
    .normalize("NFC")
    .replace(/\u00A0/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();

/**
 * What is wrong with a typed name, or null: empty or too short after trimming, too long,
 * a control character or line break, no letter at all, or a character the PDF cannot print.
 *
 * @example signerNameProblem("Dana Whitfield") // null
 * @example signerNameProblem("\u0007\u0007") // "control"
 */
export function signerNameProblem(
  name: string,
): "short" | "long" | "control" | "line-break" | "no-letter" | "script" | null {
  const problem = textProblem(name, "single-line");
  if (problem !== null) return problem;
  const trimmed = signerName(name);
  if ([...trimmed].length < SIGNER_NAME.min) return "short";
  if ([...trimmed].length > SIGNER_NAME.max) return "long";
  if (!LETTER.test(trimmed)) return "no-letter";
  return PRINTABLE_NAME.test(trimmed) && !MARK_FLOOD.test(trimmed) ? null : "script";
}
