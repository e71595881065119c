import { useEffect, useState, type ReactNode } from "react";
import { authClient, type AuthClient } from "./auth-client";
import { AuthContext, type AuthState } from "./auth-context";

interface AuthProviderProps {
  children: ReactNode;
  /** Tests pass their own; the page's shared client otherwise */
  client?: AuthClient;
}

/**
 * SPEC §4's auth context: it starts loading, reads the current session, and updates user
 * and session on every auth-state event (sign-in, sign-out, expiry), without a reload.
 */
export function AuthProvider({ children, client = authClient }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null, session: null });

  useEffect(() => {
    const { unsubscribe } = client.onAuthStateChange((_event, session) =>
      setState({
        status: session ? "signed-in" : "signed-out",
        user: session?.user ?? null,
        session,
      }),
    );
    void client.getSession().then(({ error }) => {
      // Unreadable is not signed in: the server guards every page and action anyway.
      if (error)
        setState((previous) =>
          previous.status === "loading" ? { ...previous, status: "signed-out" } : previous,
        );
    });
    return unsubscribe;
  }, [client]);

  return <AuthContext.Provider value={{ ...state, client }}>{children}</AuthContext.Provider>;
}
