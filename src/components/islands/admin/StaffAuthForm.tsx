import { useState, type SubmitEvent } from "react";
import { Button } from "../../ui/Button";
import { controlClass, Field } from "../../ui/Field";
import { NoticeProvider } from "../notices/NoticeProvider";
import { useNotice } from "../notices/notice-context";
import { useHydrated } from "../use-hydrated";
import { AuthProvider } from "./AuthProvider";
import { useAuth } from "./auth-context";
import { authFailed } from "./auth-notices";

export interface StaffAuthFormProps {
  /** Where to go once signed in, e.g. "/admin" */
  next: string;
  /** The address typed last time, after a no-JavaScript attempt failed */
  email?: string | undefined;
}

/**
 * The staff sign-in form (accounts come from the operator or an invitation, never from a
 * form here). Without JavaScript it posts to its own page; with it, failures show as
 * error toasts and success opens the inbox.
 */
export function StaffAuthForm(props: StaffAuthFormProps) {
  return (
    <NoticeProvider>
      <AuthProvider>
        <StaffAuthFormBody {...props} />
      </AuthProvider>
    </NoticeProvider>
  );
}

function StaffAuthFormBody({ next, email = "" }: StaffAuthFormProps) {
  const { client } = useAuth();
  const notify = useNotice();
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const credentials = {
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    setSending(true);
    const { error } = await client.signIn(credentials);
    if (error) {
      setSending(false);
      notify(authFailed("sign-in", error));
      return;
    }
    window.location.assign(next);
  }

  return (
    <form method="post" onSubmit={onSubmit} data-hydrated={hydrated} className="grid gap-5">
      <fieldset disabled={sending} className="grid gap-5">
        <legend className="sr-only">Your staff account</legend>
        <Field label="Email" required>
          {({ id }) => (
            <input
              id={id}
              name="email"
              type="email"
              autoComplete="username"
              aria-required="true"
              defaultValue={email}
              className={controlClass}
            />
          )}
        </Field>
        <Field label="Password" required>
          {({ id, describedBy }) => (
            <input
              id={id}
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required="true"
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" size="lg">
          {sending ? "Please wait..." : "Sign In"}
        </Button>
      </fieldset>
    </form>
  );
}
