import { useState, type SubmitEvent } from "react";
import { SIGN_IN_PATH, SIGN_OUT_PATH, signInPath } from "../../../lib/admin-routes";
import { Button } from "../../ui/Button";
import { NoticeProvider } from "../notices/NoticeProvider";
import { useNotice } from "../notices/notice-context";
import { useHydrated } from "../use-hydrated";
import { AuthProvider } from "./AuthProvider";
import { useAuth } from "./auth-context";
import { authFailed } from "./auth-notices";

export interface AdminSessionProps {
  /** The signed-in address as the server saw it, shown until the session is read */
  email: string;
}

/**
 * Who is signed in, and the sign-out button (a plain form without JavaScript). When the
 * session ends elsewhere (another browser signed out, or it expired) it says so at once.
 */
export function AdminSession(props: AdminSessionProps) {
  return (
    <NoticeProvider>
      <AuthProvider>
        <AdminSessionBody {...props} />
      </AuthProvider>
    </NoticeProvider>
  );
}

function AdminSessionBody({ email }: AdminSessionProps) {
  const { status, user, client } = useAuth();
  const notify = useNotice();
  const hydrated = useHydrated();
  const [signingOut, setSigningOut] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSigningOut(true);
    const { error } = await client.signOut();
    if (error) {
      setSigningOut(false);
      notify(authFailed("sign-out", error));
      return;
    }
    window.location.assign(signInPath({ notice: "signed-out" }));
  }

  if (status === "signed-out" && !signingOut) {
    return (
      <p
        role="alert"
        className="flex flex-wrap items-center gap-3 font-semibold"
        data-hydrated={hydrated}
      >
        Your session has ended.
        <a href={SIGN_IN_PATH} className="underline">
          Sign in again
        </a>
      </p>
    );
  }

  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      onSubmit={onSubmit}
      data-hydrated={hydrated}
      className="flex flex-wrap items-center gap-3"
    >
      <p className="text-sm">
        Signed in as <strong>{user?.email ?? email}</strong>
      </p>
      <Button type="submit" variant="light" size="sm" disabled={signingOut}>
        {signingOut ? "Signing out..." : "Sign Out"}
      </Button>
    </form>
  );
}
