import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/*
 * The one reading of "the same person" from a typed phone number or email: the limit of
 * two future inspections per contact, the client's privacy copy and the inbox search all
 * compare these keys, so what one of them treats as one person, all do.
 */

/** Numbers typed without a country code are American (the business serves Louisville). */
const DEFAULT_COUNTRY = "US";

/**
 * A phone number as E.164 ("+15025550102"), read by libphonenumber-js (Google's
 * libphonenumber metadata, not a hand-made digit rule), or undefined when it is not a
 * possible number. "+1 502 555 0102", "(502) 555-0102" and "502.555.0102" are one key;
 * "5025550102 99" (trailing digits) is not a number at all, so it matches nothing and never
 * gets a key of its own past the limit.
 *
 * @example phoneKey("+1 502 555 0102") // "+15025550102"
 * @example phoneKey("5025550102") // "+15025550102"
 */
export function phoneKey(typed: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** The ten digits of a US number's key, as people type it and as the inbox stores it. */
export function nationalDigits(key: string): string | undefined {
  return parsePhoneNumberFromString(key)?.nationalNumber;
}

/** Domains that ignore dots in the local part: "d.a.n.a@" is "dana@" (Google's own rule). */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

/**
 * An email address as one mailbox: lower case; a "+tag" after the local part dropped
 * ("dana+2@" is "dana@": Gmail, Outlook, iCloud, Fastmail and Proton all deliver it to
 * "dana@"); dots in the local part dropped only at Gmail (googlemail.com is gmail.com),
 * where they change nothing, and kept elsewhere, where "j.smith@" and "jsmith@" may be two
 * people. Text without an "@" comes back lower-cased and trimmed.
 *
 * @example emailKey("Dana.W+roof@GMail.com") // "danaw@gmail.com"
 * @example emailKey("j.smith+2@example.com") // "j.smith@example.com"
 */
export function emailKey(typed: string): string {
  const text = typed.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  let local = text.slice(0, at).replace(/\+.*$/, "");
  let domain = text.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll(".", "");
  return `${local || text.slice(0, at)}@${domain}`;
}
