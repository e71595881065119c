import type { MouseEvent, ReactNode } from "react";
import { cn } from "../../../lib/cn";

interface MenuDisclosureProps {
  id: string;
  label: string;
  open: boolean;
  active: boolean;
  onToggle: (id: string) => void;
  summaryClassName?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A menu parent that opens its children instead of navigating (SPEC §2). Built on
 * <details> so it still opens without JavaScript; once hydrated, React owns `open` so
 * only one menu is open at a time.
 */
export function MenuDisclosure(props: MenuDisclosureProps) {
  const { id, label, open, active, onToggle, summaryClassName, className, children } = props;
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    onToggle(id);
  };
  return (
    <details data-menu-id={id} open={open} className={cn("group", className)}>
      <summary
        onClick={handleClick}
        className={cn(
          "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          summaryClassName,
          active && "text-accent-700",
        )}
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
