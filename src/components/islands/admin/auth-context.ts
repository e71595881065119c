import { createContext, useContext } from "react";
import { authClient } from "./auth-client";
import type { AuthClient, AuthSession, AuthUser } from "./auth-types";

export interface AuthState {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  session: AuthSession | null;
}

export interface AuthContextValue extends AuthState {
  client: AuthClient;
}

export const AuthContext = createContext<AuthContextValue>({
  status: "loading",
  user: null,
  session: null,
  client: authClient,
});

/** The current staff session and the client to change it, from the nearest AuthProvider. */
export const useAuth = () => useContext(AuthContext);
