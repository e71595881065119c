import { AUTH_BASE_PATH, MISSING_CREDENTIALS_MESSAGE } from "../../../lib/staff-auth";

/** SPEC §3's auth-state events that a password-only staff login can produce. */
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

/** There is no signUp: staff accounts come from the operator or an invitation (DESIGN §6). */
export interface AuthClient {
  signIn(credentials: Credentials): Promise<AuthResult<AuthSession | null>>;
  signOut(): Promise<{ error: AuthError | null }>;
  getSession(): Promise<AuthResult<AuthSession | null>>;
  onAuthStateChange(listener: AuthListener): { unsubscribe(): void };
}

interface ClientOptions {
  basePath?: string;
  fetch?: typeof fetch;
  /** How often an open, visible page checks its session is still alive */
  pollMs?: number;
}

const missingCredentials: AuthError = { message: MISSING_CREDENTIALS_MESSAGE, status: 400 };
const networkError: AuthError = {
  message: "Could not reach the server. Check the connection and try again.",
  status: 0,
};

function toSession(body: unknown): AuthSession | null {
  if (!body || typeof body !== "object") return null;
  const { session, user } = body as { session?: { expiresAt?: unknown }; user?: Partial<AuthUser> };
  if (!session || !user || typeof user.id !== "string") return null;
  return {
    expiresAt: String(session.expiresAt ?? ""),
    user: { id: user.id, email: String(user.email ?? ""), name: String(user.name ?? "") },
  };
}

/**
 * A small browser client for the staff login (SPEC §7's sign in, sign out, read the
 * session, subscribe to changes). It tells every subscriber, and the other tabs of
 * the same browser, when the state changes; it notices expiry and a sign-out made
 * elsewhere by reading the session again on a timer and when the tab comes back.
 */
export function createAuthClient({
  basePath = AUTH_BASE_PATH,
  fetch: fetchImpl = (...args) => fetch(...args),
  pollMs = 60_000,
}: ClientOptions = {}): AuthClient {
  const listeners = new Set<AuthListener>();
  let current: AuthSession | null | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let watching = false;
  const channel =
    typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("ridgeline-auth");
  if (channel) channel.onmessage = () => void getSession();

  async function call(path: string, init?: RequestInit) {
    try {
      const response = await fetchImpl(`${basePath}${path}`, {
        credentials: "same-origin",
        ...init,
        headers: {
          Accept: "application/json",
          ...(init?.body && { "Content-Type": "application/json" }),
        },
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return { ok: true as const, body };
      const message = (body as { message?: unknown } | null)?.message;
      return {
        ok: false as const,
        error: { message: typeof message === "string" ? message : "", status: response.status },
      };
    } catch {
      return { ok: false as const, error: networkError };
    }
  }

  function emit(event: AuthChangeEvent, session: AuthSession | null) {
    for (const listener of listeners) listener(event, session);
  }

  /** Records what the server said and tells subscribers what changed, if anything. */
  function settle(session: AuthSession | null, broadcast = false) {
    const previous = current;
    current = session;
    clearTimeout(expiryTimer);
    if (session) {
      const msLeft = Date.parse(session.expiresAt) - Date.now();
      if (Number.isFinite(msLeft))
        expiryTimer = setTimeout(
          () => void getSession(),
          Math.min(Math.max(msLeft + 1000, 0), 2 ** 31 - 1),
        );
    }
    let event: AuthChangeEvent | null = null;
    if (previous === undefined) event = "INITIAL_SESSION";
    else if (previous && !session) event = "SIGNED_OUT";
    else if (!previous && session) event = "SIGNED_IN";
    else if (previous && session && previous.user.id !== session.user.id) event = "SIGNED_IN";
    else if (previous && session && previous.user.email !== session.user.email)
      event = "USER_UPDATED";
    else if (previous && session && previous.expiresAt !== session.expiresAt)
      event = "TOKEN_REFRESHED";
    if (event) emit(event, session);
    if (broadcast && event && event !== "TOKEN_REFRESHED") channel?.postMessage(event);
  }

  function watch() {
    if (watching || typeof document === "undefined") return;
    watching = true;
    const check = () => {
      if (document.visibilityState === "visible") void getSession();
    };
    document.addEventListener("visibilitychange", check);
    setInterval(check, pollMs);
  }

  async function getSession(): Promise<AuthResult<AuthSession | null>> {
    watch();
    const result = await call("/get-session");
    if (!result.ok) return { data: null, error: result.error };
    const session = toSession(result.body);
    settle(session);
    return { data: session, error: null };
  }

  async function withCredentials(path: string, { email, password }: Credentials) {
    if (!email.trim() || !password) return { data: null, error: missingCredentials };
    const result = await call(path, {
      method: "POST",
      body: JSON.stringify({ email: email.trim(), password }),
    });
    if (!result.ok) return { data: null, error: result.error };
    const session = await getSession();
    if (session.data) channel?.postMessage("SIGNED_IN");
    return session;
  }

  return {
    signIn: (credentials) => withCredentials("/sign-in/email", credentials),
    async signOut() {
      const result = await call("/sign-out", { method: "POST", body: "{}" });
      // Already signed out (401, 404) is what was asked for (SPEC §7).
      if (!result.ok && result.error.status !== 401 && result.error.status !== 404)
        return { error: result.error };
      settle(null, true);
      return { error: null };
    },
    getSession,
    onAuthStateChange(listener) {
      listeners.add(listener);
      if (current !== undefined) queueMicrotask(() => listener("INITIAL_SESSION", current ?? null));
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
}

let shared: AuthClient | undefined;
const instance = () => (shared ??= createAuthClient());

/**
 * The page's one client, shared by its islands. It is created on first use, so merely
 * rendering an island on the server opens no channel and starts no timer.
 */
export const authClient: AuthClient = {
  signIn: (credentials) => instance().signIn(credentials),
  signOut: () => instance().signOut(),
  getSession: () => instance().getSession(),
  onAuthStateChange: (listener) => instance().onAuthStateChange(listener),
};
