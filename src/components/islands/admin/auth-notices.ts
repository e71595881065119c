import type { Notice } from "../notices/notice-context";
import type { AuthError } from "./auth-types";

export type AuthAction = "sign-in" | "sign-out";

const titles: Record<AuthAction, string> = {
  "sign-in": "Sign in Failed",
  "sign-out": "Sign out Failed",
};

/** A destructive toast titled for the action, the error's message as its text. */
export const authFailed = (
  action: AuthAction,
  error: Pick<AuthError, "message"> | null,
): Notice => ({
  variant: "error",
  title: titles[action],
  description: error?.message || "Something went wrong",
});
