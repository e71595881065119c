import type {
  AuthClient,
  AuthError,
  AuthListener,
  AuthSession,
} from "../components/islands/admin/auth-types";

/**
 * An AuthClient for component tests of the admin islands: it answers what the test says
 * and emits when told. Like the real one, a subscriber hears INITIAL_SESSION once the
 * session has been "read" (a task later). The real client has its own tests against the
 * real better-auth server (auth-client.test.ts).
 */
export function fakeAuthClient(initial: AuthSession | null) {
  const listeners = new Set<AuthListener>();
  let current = initial;
  const next: { error: AuthError | null } = { error: null };
  const client: AuthClient = {
    signIn: async () =>
      next.error ? { data: null, error: next.error } : { data: current, error: null },
    signOut: async () => ({ error: next.error }),
    getSession: async () => ({ data: current, error: null }),
    onAuthStateChange(listener) {
      listeners.add(listener);
      setTimeout(() => {
        if (listeners.has(listener)) listener("INITIAL_SESSION", current);
      }, 0);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  return {
    client,
    /** The next sign-in or sign-out fails with this */
    failWith(error: AuthError | null) {
      next.error = error;
    },
    emit(event: Parameters<AuthListener>[0], session: AuthSession | null) {
      current = session;
      for (const listener of listeners) listener(event, session);
    },
  };
}
