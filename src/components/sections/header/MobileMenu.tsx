import type { NavItem } from "../../../config/nav-types";
import { LinkButton } from "../../ui/Button";
import { MenuDisclosure } from "./MenuDisclosure";
import { MenuList, type MenuStyle } from "./MenuList";

const accordionStyle: MenuStyle = {
  list: "divide-y divide-line",
  item: "",
  entry:
    "flex min-h-12 w-full items-center justify-between px-4 py-3 text-base font-semibold text-brand-900",
  children: "bg-surface pb-2",
  child: "block min-h-11 px-8 py-3 text-[0.95rem] text-ink",
  currentChild: "font-semibold text-accent-700",
  Parent: MenuDisclosure,
};

interface MobileMenuProps {
  /** The popover's id, named by the toggle that opens it */
  id: string;
  items: NavItem[];
  currentPath: string;
}

/**
 * The same menu as the desktop bar, as an accordion for small screens. It is a
 * popover: its toggle opens it, and a click outside or Escape closes it with no script.
 */
export function MobileMenu({ id, ...props }: MobileMenuProps) {
  return (
    <nav id={id} popover="auto" aria-label="Main" className="mobile-menu xl:hidden">
      <div className="border-line shadow-card max-h-[calc(100dvh-6rem)] overflow-y-auto border-t bg-white pb-4">
        <MenuList {...props} look={accordionStyle} />
        <div className="grid gap-3 px-4 pt-4">
          <LinkButton href="/contact#quote-form" variant="outline">
            Book an Inspection
          </LinkButton>
          <LinkButton href="/contact#quote-form">Get a Free Quote</LinkButton>
        </div>
      </div>
    </nav>
  );
}
