import { facts } from "../config/facts";
import { site } from "../config/site";

const tokens: Record<string, string> = {
  ...facts,
  businessName: site.name,
  shortName: site.shortName,
  phone: site.phone.display,
  email: site.email,
};

/**
 * Replaces `{token}` placeholders in content copy with the figure or identity value
 * they name. An unknown token throws, so a typo fails the build instead of shipping.
 *
 * @example fillTokens("Call {phone}") // "Call (502) 555-0147"
 */
export function fillTokens(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown copy token {${name}} in: ${text}`);
    return value;
  });
}

/**
 * Replaces `{name}` placeholders with `values`, leaving a name it was not given as written:
 * for wording in config that code fills per use (the finance example, a proposal's notices).
 *
 * @example fillPlaceholders("{termMonths} payments", { termMonths: "60" }) // "60 payments"
 */
export const fillPlaceholders = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
