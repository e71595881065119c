import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface ButtonPairProps {
  children: ReactNode;
  /** A label too long to share a row: the two stack at one width on every screen */
  stack?: boolean;
  /** On a phone the two share a row (the home hero, to keep its tools on the first screen) */
  phoneRow?: boolean;
  className?: string;
}

/**
 * Two calls to action at one width, so neither reads as an afterthought. On a phone each
 * takes the whole column (or half of it with `phoneRow`); on wider screens they sit side by
 * side at the width of the wider one, or stack at one width when `stack` is set.
 */
export function ButtonPair({
  children,
  stack = false,
  phoneRow = false,
  className,
}: ButtonPairProps) {
  return (
    <div
      data-button-pair
      className={cn(
        "grid gap-3 *:text-center max-sm:w-full",
        // Half a 390 px phone's column is about 175 px: "Book an Inspection" holds one line
        // there only with slimmer padding and a 15 px label.
        phoneRow
          ? "grid-cols-2 max-sm:*:px-2 max-sm:*:text-[0.9375rem] max-sm:*:whitespace-nowrap"
          : "grid-cols-1 max-sm:*:px-4",
        stack
          ? "sm:max-w-md sm:grid-cols-1"
          : "sm:inline-grid sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Labels longer than this do not fit two to a row beside a hero's text. */
export const PAIR_LABEL_MAX = 22;
