import { cn } from "../../../lib/cn";
import { Chevron } from "./Chevron";
import type { MenuParentProps } from "./MenuList";

/** "Fluid & Roofing" → "menu-fluid-roofing": one id per dropdown, from its label. */
export const popoverIdOf = (label: string) =>
  `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * A desktop menu parent as a button and an auto popover. The browser does the
 * rest with no script: the button toggles its menu and reports it expanded, opening one
 * menu closes the other, a click outside or Escape closes it, and Escape hands focus back
 * to the button.
 */
export function MenuPopover({ id, label, active, className, children }: MenuParentProps) {
  const popoverId = popoverIdOf(id);
  return (
    <div data-menu-id={id} className="group">
      <button
        type="button"
        popoverTarget={popoverId}
        className={cn(
          className,
          "flex cursor-pointer items-center gap-1",
          active && "text-accent-700",
        )}
      >
        {label}
        <Chevron className="group-has-[:popover-open]:rotate-180" />
      </button>
      <div id={popoverId} popover="auto" className="menu-dropdown">
        {children}
      </div>
    </div>
  );
}
