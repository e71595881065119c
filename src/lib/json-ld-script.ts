const unsafeCharacters: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a <script type="application/ld+json"> body. Escaping "<" (and friends) means
 * no value, however it was written, can close the script element early.
 *
 * @example serializeJsonLd({ name: "</script>" }) → '{"name":"\u003c/script\u003e"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => unsafeCharacters[char] ?? char,
  );
}
