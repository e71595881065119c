/** SPEC §5: what sign-up and sign-in answer when the email or the password is missing. */
export const MISSING_CREDENTIALS_MESSAGE =
  "You must provide either an email or phone number and a password";

/** Sign-up refused: the address is not in STAFF_EMAILS. */
export const NOT_STAFF_MESSAGE =
  "This email address is not on the staff list, so it cannot have an account. Ask the site owner to add it.";

/** Passwords shorter than this are refused (the rule, stricter than better-auth's 8). */
export const MIN_PASSWORD_LENGTH = 12;

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

/** The name an account gets when sign-up gives none: "dana.w@example.com" → "dana.w". */
export const defaultStaffName = (email: string) => email.trim().split("@")[0] || email.trim();
