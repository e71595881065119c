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
