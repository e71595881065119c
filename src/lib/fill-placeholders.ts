/**
 * Replaces `{name}` placeholders with `values`, leaving a name it was not given as written:
 * for wording in config that code fills per use (the finance example, a proposal's notices).
 * Unlike fillTokens (build-time copy, where an unknown token is a typo), it imports nothing,
 * so the server can load it under plain Node.
 *
 * @example fillPlaceholders("{termMonths} payments", { termMonths: "60" }) // "60 payments"
 */
export const fillPlaceholders = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
