/** An account or invitation refused: the address is not in STAFF_EMAILS. */
export const NOT_STAFF_MESSAGE =
  "This email address is not on the staff list, so it cannot have an account. Ask the site owner to add it.";

/** What the closed sign-up endpoint answers, whatever the address. */
export const SIGN_UP_CLOSED_MESSAGE =
  "Staff accounts are by invitation only. Ask a colleague to invite you from the lead inbox.";

/**
 * STAFF_EMAILS: the addresses that may hold a staff account, or null when the variable is
 * unset and any address an operator adds or a colleague invites may.
 */
export type StaffAllowlist = readonly string[] | null;

/**
 * Whether an address may hold a staff account: any address when there is no allowlist,
 * else one in STAFF_EMAILS, compared without case or surrounding spaces.
 *
 * @example isStaffEmail(" Office@Example.com", ["office@example.com"]) // true
 * @example isStaffEmail("estimator@example.com", null) // true
 */
export function isStaffEmail(email: string, staffEmails: StaffAllowlist): boolean {
  const wanted = email.trim().toLowerCase();
  if (wanted === "") return false;
  return (
    staffEmails === null || staffEmails.some((allowed) => allowed.trim().toLowerCase() === wanted)
  );
}

/** The name a new account gets: "dana.w@example.com" → "dana.w". */
export const defaultStaffName = (email: string) => email.trim().split("@")[0] || email.trim();
