import type { AuthClient, AuthError, AuthListener, AuthSession } from "./auth-client";

/** An AuthClient for component tests: answers what the test says, emits when told. */
export function fakeAuthClient(initial: AuthSession | null) {
  const listeners = new Set<AuthListener>();
  let current = initial;
  const next: { error: AuthError | null } = { error: null };
  const client: AuthClient = {
    signIn: async () =>
      next.error ? { data: null, error: next.error } : { data: current, error: null },
    signOut: async () => ({ error: next.error }),
    getSession: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (const listener of listeners) listener("INITIAL_SESSION", current);
      return { data: current, error: null };
    },
    onAuthStateChange(listener) {
      listeners.add(listener);
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
