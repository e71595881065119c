/*
 * Storm report places as people write them. NCEI's Storm Events spell places in capitals
 * ("2 NE HIGHVIEW", "MT WASHINGTON", "(SDF)LOUISVILLE INTL AR"); the SPC's daily files
 * already use normal case ("2 NE Highview"), which is kept as it is.
 */

/** The 16 compass points a report's offset uses: "2 NE Highview" keeps its NE. */
const COMPASS = new Set("N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW".split(" "));
/** Short words that stay lower case inside a name: "Mouth of Salt River". */
const SMALL = new Set(["of", "the", "and", "at", "on", "in", "by"]);

/** "HIGHVIEW" → "Highview", "MCDONALD" → "McDonald", "O'BANNON" → "O'Bannon". */
function capitalised(word: string): string {
  const lower = word.toLowerCase();
  const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (/^mc[a-z]{2,}/.test(lower)) return `Mc${cap(lower.slice(2))}`;
  return lower.replace(
    /(^|['-])([a-z])/g,
    (_match, mark: string, letter: string) => `${mark}${letter.toUpperCase()}`,
  );
}

function word(token: string, index: number): string {
  // An airport's code in brackets, "(SDF)", stays as the FAA writes it.
  if (/^\([A-Z0-9]{3,4}\)$/.test(token)) return token;
  const airport = /^(\([A-Z0-9]{3,4}\))(.+)$/.exec(token);
  if (airport) return `${airport[1]}${word(airport[2]!, 1)}`;
  if (COMPASS.has(token)) return token;
  if (/^\d/.test(token)) return token.toLowerCase();
  const lower = token.toLowerCase();
  if (index > 0 && SMALL.has(lower)) return lower;
  return capitalised(token);
}

/**
 * A report's place in normal case when it came in capitals, unchanged otherwise.
 *
 * @example placeName("2 NE HIGHVIEW") → "2 NE Highview"
 * @example placeName("3 WSW MT WASHINGTON") → "3 WSW Mt Washington"
 */
export function placeName(location: string): string {
  if (/[a-z]/.test(location) || !/[A-Z]/.test(location)) return location;
  return location
    .split(/(\s+)/)
    .map((token, index) => (/^\s+$/.test(token) ? token : word(token, index)))
    .join("");
}
