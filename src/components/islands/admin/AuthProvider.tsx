import { useEffect, useState, type ReactNode } from "react";
import { authClient } from "./auth-client";
import { AuthContext, type AuthState } from "./auth-context";
import type { AuthClient } from "./auth-types";

interface AuthProviderProps {
  children: ReactNode;
  /** Tests pass their own; the page's shared client otherwise */
  client?: AuthClient;
}

/**
 * The islands' auth context: it starts loading, reads the current session, and updates user and
 * session on every auth-state event (sign-in, sign-out, expiry), without a reload. A
 * session that cannot be read counts as signed out: the server guards every page and
 * action anyway.
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
    return unsubscribe;
  }, [client]);

  return <AuthContext.Provider value={{ ...state, client }}>{children}</AuthContext.Provider>;
}
