import type { NavItem } from "../../../config/nav-types";
import { MenuList, type MenuStyle } from "./MenuList";
import { MenuPopover } from "./MenuPopover";

const barStyle: MenuStyle = {
  list: "flex items-center gap-0.5",
  item: "",
  entry:
    "block rounded-md px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-accent-700",
  children: "w-64 rounded-card border border-line bg-white p-2 shadow-card",
  child:
    "block rounded-md px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900",
  currentChild: "bg-brand-50 text-accent-700",
  Parent: MenuPopover,
};

interface DesktopMenuProps {
  items: NavItem[];
  currentPath: string;
}

/** The menu bar on large screens: parents open dropdowns. */
export function DesktopMenu(props: DesktopMenuProps) {
  return <MenuList {...props} look={barStyle} />;
}
