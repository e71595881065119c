/*
 * The staff login's rules that the server and the browser islands must agree on. They
 * live here because components may not import server code.
 */

/** What sign-in answers when the email or the password is missing. */
export const MISSING_CREDENTIALS_MESSAGE =
  "You must provide either an email or phone number and a password";

/** Passwords shorter than this are refused (the rule, stricter than better-auth's 8). */
export const MIN_PASSWORD_LENGTH = 12;

/** Longer passwords are refused: hashing a megabyte of text would tie up the server. */
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_TOO_SHORT_MESSAGE = `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
