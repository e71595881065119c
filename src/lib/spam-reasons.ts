/** Why a quote request looks automated, as `judgeSpam` decides and the leads table stores. */
export type SpamReason = "honeypot" | "too-fast" | "rate-limit";

const inWords: Record<SpamReason, string> = {
  honeypot: "a hidden field that only robots see was filled in",
  "too-fast": "the form was sent faster than a person can fill it in",
  "rate-limit": "many requests came from the same internet address within a few minutes",
};

/**
 * A stored spam reason in plain words for staff; an unknown value shows as stored.
 *
 * @example spamReasonInWords("too-fast") // "the form was sent faster than a person can fill it in"
 */
export const spamReasonInWords = (reason: string): string =>
  inWords[reason as SpamReason] ?? reason;

/**
 * Whether the office still hears of a lead flagged for `reason`. Speed and rate catch
 * real people too (autofill, a shared office address), so those leads reach the office
 * marked "possible spam"; a filled honeypot is a robot for certain and stays silent.
 */
export const notifiesOffice = (reason: string | null): boolean => reason !== "honeypot";
