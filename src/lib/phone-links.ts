/*
 * Call and text links for a number a visitor typed. The quote schema has already allowed
 * only digits, spaces, "+", "(", ")", "-" and "." in it, so keeping digits and "+" is the
 * whole of the normalising a dialler needs; nothing is formatted, so no phone library.
 */

/** @example phoneDigits("(502) 555-0199") // "5025550199" */
export const phoneDigits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** @example telHref("(502) 555-0199") // "tel:5025550199" */
export const telHref = (phone: string) => `tel:${phoneDigits(phone)}`;

/** @example smsHref("(502) 555-0199") // "sms:5025550199" */
export const smsHref = (phone: string) => `sms:${phoneDigits(phone)}`;
