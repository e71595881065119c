import { cn } from "../../../lib/cn";

/** The down arrow beside a menu parent; its owner turns it when the menu is open. */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cn("size-4 transition-transform", className)}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
