import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** A link to another site (an issuer's lookup, a rating profile), marked as leaving this one. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      rel="noopener"
      className={cn("text-brand-700 font-semibold underline underline-offset-2", className)}
    >
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> (on another site)</span>
    </a>
  );
}
