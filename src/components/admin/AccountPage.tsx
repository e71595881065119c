import type { ReactNode } from "react";
import { ActionOutcome } from "./ActionOutcome";

interface AccountPageProps {
  heading: string;
  intro: string;
  /** A failed attempt without JavaScript, shown above the form */
  error?: { title: string; message: string } | undefined;
  /** A status line, e.g. "You have signed out." */
  status?: string | undefined;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and invitation pages. */
export function AccountPage({ heading, intro, error, status, footer, children }: AccountPageProps) {
  return (
    <div className="rounded-card shadow-card mx-auto grid max-w-md gap-6 bg-white p-6 sm:p-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold">{heading}</h1>
        <p className="text-muted">{intro}</p>
      </div>
      <ActionOutcome saved={status} />
      {error && (
        <div role="alert" className="border-danger rounded-lg border-l-8 bg-red-50 p-4">
          <p className="text-danger font-bold">{error.title}</p>
          <p>{error.message || "Something went wrong"}</p>
        </div>
      )}
      {children}
      {footer && <p className="text-sm">{footer}</p>}
    </div>
  );
}
