/** An account or invitation refused: the address is not in STAFF_EMAILS. */
export const NOT_STAFF_MESSAGE =
  "This email address is not on the staff list, so it cannot have an account. Ask the site owner to add it.";

/** What the closed sign-up endpoint answers, whatever the address. */
export const SIGN_UP_CLOSED_MESSAGE =
  "Staff accounts are by invitation only. Ask a colleague to invite you from the lead inbox.";

/**
 * Whether an address may hold a staff account: it is in STAFF_EMAILS, compared without
 * case or surrounding spaces.
 *
 * @example isStaffEmail(" Office@Example.com", ["office@example.com"]) // true
 */
export function isStaffEmail(email: string, staffEmails: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted !== "" && staffEmails.some((allowed) => allowed.trim().toLowerCase() === wanted);
}

/** The name a new account gets: "dana.w@example.com" → "dana.w". */
export const defaultStaffName = (email: string) => email.trim().split("@")[0] || email.trim();
