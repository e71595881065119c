import { cn } from "../../../lib/cn";
import { Chevron } from "./Chevron";
import type { MenuParentProps } from "./MenuList";

/**
 * A mobile menu parent as an accordion section. Every section shares one `name`,
 * so the browser keeps one open at a time; the parent toggles instead of navigating.
 */
export function MenuDisclosure({ id, label, active, className, children }: MenuParentProps) {
  return (
    <details name="mobile-menu-section" data-menu-id={id} className="group">
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          className,
          active && "text-accent-700",
        )}
      >
        {label}
        <Chevron className="group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
