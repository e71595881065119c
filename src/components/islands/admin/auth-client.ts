import { createAuthClient as createBetterAuthClient } from "better-auth/react";
import { AUTH_BASE_PATH } from "../../../lib/admin-routes";
import { MISSING_CREDENTIALS_MESSAGE } from "../../../lib/staff-auth";
import { authChangeEvent } from "./auth-events";
import type { AuthClient, AuthError, AuthListener, AuthResult, AuthSession } from "./auth-types";

interface ClientOptions {
  /** What carries the requests; the browser's fetch unless a test routes them */
  fetch?: typeof fetch;
  /** How often an open, visible page asks whether its session is still alive (0: never) */
  pollSeconds?: number;
}

/** What better-auth's session store holds; only the fields the islands show are read. */
interface SessionState {
  data: {
    session: { expiresAt: Date | string };
    user: Partial<Record<"id" | "email" | "name", unknown>>;
  } | null;
  error: { status?: number; message?: string } | null;
  isPending: boolean;
  isRefetching: boolean;
  /** Reads the session again, into this store */
  refetch(): Promise<void>;
}

const missingCredentials: AuthError = { message: MISSING_CREDENTIALS_MESSAGE, status: 400 };
const networkError: AuthError = {
  message: "Could not reach the server. Check the connection and try again.",
  status: 0,
};
/** setTimeout's largest delay; a later expiry is checked by the poll instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** better-fetch's error is the server's JSON body plus status; a thrown one never reached it. */
function toAuthError(error: unknown): AuthError {
  if (!error || typeof error !== "object" || typeof (error as AuthError).status !== "number")
    return networkError;
  const { message, status } = error as { message?: unknown; status: number };
  return { message: typeof message === "string" ? message : "", status };
}

function toSession(data: SessionState["data"]): AuthSession | null {
  if (!data?.session || typeof data.user?.id !== "string") return null;
  const { expiresAt } = data.session;
  return {
    expiresAt: expiresAt instanceof Date ? expiresAt.toISOString() : String(expiresAt),
    user: {
      id: data.user.id,
      email: String(data.user.email ?? ""),
      name: String(data.user.name ?? ""),
    },
  };
}

/**
 * The spec's auth-context API over better-auth's own browser client. better-auth keeps the
 * session in a store that it reads on first subscription, again after a sign-in or
 * sign-out, when the tab becomes visible and when another tab of the same browser signs
 * out. This adapter turns the store's changes into auth-state events, and reads the
 * session again the moment it expires and on a timer while the page is visible.
 * (better-auth's own timer also runs in hidden tabs; every read renews the session, so a
 * forgotten tab would keep its staff member signed in for good.)
 */
export function createAuthClient({
  fetch: fetchImpl,
  pollSeconds = 60,
}: ClientOptions = {}): AuthClient {
  const client = createBetterAuthClient({
    basePath: AUTH_BASE_PATH,
    // Only email and password here: no redirect follows a sign-in.
    disableDefaultFetchPlugins: true,
    fetchOptions: fetchImpl ? { customFetchImpl: fetchImpl } : {},
    sessionOptions: { refetchInterval: 0 },
  });
  const store = client.$store.atoms["session"] as unknown as {
    get(): SessionState;
    subscribe(listener: (state: SessionState) => void): () => void;
    listen(listener: (state: SessionState) => void): () => void;
  };
  const listeners = new Set<AuthListener>();
  let current: AuthSession | null | undefined;
  let stopWatching: (() => void) | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const settled = (state: SessionState) => !state.isPending && !state.isRefetching;

  function checkAtExpiry(session: AuthSession | null) {
    clearTimeout(expiryTimer);
    if (!session) return;
    const msLeft = Date.parse(session.expiresAt) - Date.now();
    if (Number.isFinite(msLeft) && msLeft < MAX_TIMER_MS)
      expiryTimer = setTimeout(() => void store.get().refetch(), Math.max(msLeft + 1000, 0));
  }

  function onStoreChange(state: SessionState) {
    if (!settled(state)) return;
    const session = toSession(state.data);
    const event = authChangeEvent(current, session);
    current = session;
    checkAtExpiry(session);
    if (event) for (const listener of listeners) listener(event, session);
  }

  /** Reads the session through the shared store, so every subscriber hears of a change. */
  async function getSession(): Promise<AuthResult<AuthSession | null>> {
    await store.get().refetch();
    let state = store.get();
    // better-auth may have started its own read meanwhile (after a sign-in): wait for it.
    if (!settled(state))
      state = await new Promise<SessionState>((resolve) => {
        const stop = store.listen((next) => {
          if (!settled(next)) return;
          stop();
          resolve(next);
        });
      });
    if (state.error && state.error.status !== 401)
      return { data: null, error: toAuthError(state.error) };
    return { data: toSession(state.data), error: null };
  }

  return {
    async signIn({ email, password }) {
      if (!email.trim() || !password) return { data: null, error: missingCredentials };
      try {
        const { error } = await client.signIn.email({ email: email.trim(), password });
        if (error) return { data: null, error: toAuthError(error) };
      } catch {
        return { data: null, error: networkError };
      }
      return getSession();
    },
    async signOut() {
      try {
        const { error } = await client.signOut();
        // Already signed out (401, 404) is what was asked for: read the session to settle it.
        if (error && error.status !== 401 && error.status !== 404)
          return { error: toAuthError(error) };
        if (error) client.$store.notify("$sessionSignal");
        return { error: null };
      } catch {
        return { error: networkError };
      }
    },
    getSession,
    onAuthStateChange(listener) {
      listeners.add(listener);
      if (current !== undefined) {
        const known = current;
        queueMicrotask(() => listener("INITIAL_SESSION", known));
      }
      // Subscribing mounts better-auth's store: its first read and its focus checks.
      stopWatching ??= store.subscribe(onStoreChange);
      if (pollSeconds > 0 && typeof document !== "undefined")
        pollTimer ??= setInterval(() => {
          if (document.visibilityState === "visible") void store.get().refetch();
        }, pollSeconds * 1000);
      return {
        unsubscribe() {
          listeners.delete(listener);
          if (listeners.size > 0) return;
          stopWatching?.();
          stopWatching = undefined;
          clearTimeout(expiryTimer);
          clearInterval(pollTimer);
          pollTimer = undefined;
          current = undefined;
        },
      };
    },
  };
}

let shared: AuthClient | undefined;
const instance = () => (shared ??= createAuthClient());

/**
 * The page's one client, shared by its islands. It is created on first use, so rendering
 * an island on the server reads no session and starts no timer.
 */
export const authClient: AuthClient = {
  signIn: (credentials) => instance().signIn(credentials),
  signOut: () => instance().signOut(),
  getSession: () => instance().getSession(),
  onAuthStateChange: (listener) => instance().onAuthStateChange(listener),
};
