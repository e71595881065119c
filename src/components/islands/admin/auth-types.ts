/*
 * The auth-context API the admin islands program against: sign in, sign out, read the
 * session, subscribe to auth-state changes. auth-client.ts implements it over
 * better-auth's browser client; component tests use a fake of the same shape.
 */

/** The auth-state events that a password-only staff login can produce. */
export type AuthChangeEvent =
  "INITIAL_SESSION" | "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "USER_UPDATED";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export interface AuthSession {
  /** ISO time the session ends unless it is used again */
  expiresAt: string;
  user: AuthUser;
}

export interface AuthError {
  message: string;
  /** HTTP status, or 0 when the server could not be reached */
  status: number;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

export interface Credentials {
  email: string;
  password: string;
}

export type AuthListener = (event: AuthChangeEvent, session: AuthSession | null) => void;

/** There is no signUp: staff accounts come from the operator or an invitation. */
export interface AuthClient {
  signIn(credentials: Credentials): Promise<AuthResult<AuthSession | null>>;
  signOut(): Promise<{ error: AuthError | null }>;
  getSession(): Promise<AuthResult<AuthSession | null>>;
  /** The listener hears INITIAL_SESSION once the session is known, then every change. */
  onAuthStateChange(listener: AuthListener): { unsubscribe(): void };
}
