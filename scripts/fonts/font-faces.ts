/**
 * The site's two typefaces, where they come from (npm packages, never a font host) and the
 * characters they are cut down to. scripts/subset-fonts.ts turns this table into the
 * woff2 files under src/assets/fonts/ and the @font-face rules in src/styles/fonts.css.
 *
 * Why these two: Barlow Semi Condensed Bold gives headings a sturdy, sign-painted voice that
 * still fits a long service name on a phone; Public Sans is a plain, very legible text face
 * with the figures a phone number needs. Neither licence names a Reserved Font Name, so
 * the OFL lets us ship subsets under the original names (Source Sans, say, reserves
 * "Source" and a subset would have to be renamed).
 */

export interface FaceSource {
  /** The CSS family name, as the tokens in global.css name it */
  family: string;
  /** The file in node_modules, from @fontsource */
  source: string;
  /** The woff2 written under src/assets/fonts/ */
  file: string;
  /** A weight, or a variable font's "min max" range */
  weight: number | [number, number];
  /**
   * The weights a fallback face is measured for (Arial Bold is wider than Arial, so bold
   * text needs its own size-adjust).
   */
  fallbackWeights: number[];
}

export const faces = {
  display: {
    family: "Barlow Semi Condensed",
    source: "@fontsource/barlow-semi-condensed/files/barlow-semi-condensed-latin-700-normal.woff2",
    file: "display-700.woff2",
    weight: 700,
    fallbackWeights: [700],
  },
  text: {
    family: "Public Sans",
    source: "@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
    file: "text-variable.woff2",
    // The copy uses regular, semibold and bold; 800 asks for the nearest, 700.
    weight: [400, 700],
    fallbackWeights: [400, 700],
  },
} satisfies Record<string, FaceSource>;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * Every character the site's copy uses, and a few a contractor's names and copy are likely
 * to: printable ASCII; the no-break space; typographic quotes, dashes, ellipsis, bullets
 * and arrows; the symbols the pages show (© ° ½ × −); and the accented letters of common
 * American names. A character outside the set still shows, in the metric-matched fallback
 * (each face's unicode-range names what it holds), and e2e/page-kinds.desktop.spec.ts fails
 * when a page shows one. Neither face draws arrows or primes: those few always come from
 * the fallback.
 */
export const characters = [
  ...range(0x20, 0x7e),
  "\u00a0",
  ..."‘’“”–—…•·→←↗−×½°©®™′″",
  ..."áàâäãåçéèêëíìîïñóòôöõúùûüýÿÁÉÍÑÓÚÜ",
].join("");
