import type { AuthChangeEvent, AuthSession } from "./auth-types";

/**
 * Which auth-state event a change of session is, or null when nothing a subscriber shows
 * has changed. `previous` is undefined until the session has been read once.
 *
 * @example authChangeEvent(undefined, null) // "INITIAL_SESSION"
 * @example authChangeEvent(session, null) // "SIGNED_OUT"
 */
export function authChangeEvent(
  previous: AuthSession | null | undefined,
  next: AuthSession | null,
): AuthChangeEvent | null {
  if (previous === undefined) return "INITIAL_SESSION";
  if (!previous) return next ? "SIGNED_IN" : null;
  if (!next) return "SIGNED_OUT";
  if (previous.user.id !== next.user.id) return "SIGNED_IN";
  if (previous.user.email !== next.user.email || previous.user.name !== next.user.name)
    return "USER_UPDATED";
  if (previous.expiresAt !== next.expiresAt) return "TOKEN_REFRESHED";
  return null;
}
