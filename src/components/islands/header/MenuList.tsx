import { isActive, type NavItem } from "../../../lib/nav-types";
import { cn } from "../../../lib/cn";
import { MenuDisclosure } from "./MenuDisclosure";

/** How one layout of the menu looks: a horizontal bar with dropdowns, or an accordion. */
export interface MenuStyle {
  list: string;
  item: string;
  /** A top-level entry: link or dropdown toggle */
  entry: string;
  children: string;
  child: string;
  currentChild: string;
}

interface MenuListProps {
  items: NavItem[];
  currentPath: string;
  openMenu: string | null;
  onToggle: (id: string) => void;
  look: MenuStyle;
}

/** A parent's own page joins its children so it stays reachable while the parent only toggles. */
export function withOverview(item: NavItem) {
  const children = item.children ?? [];
  if (children.some((child) => child.href === item.href)) return children;
  return [{ label: `All ${item.label} Services`, href: item.href }, ...children];
}

const currentPage = (href: string, currentPath: string) =>
  href === currentPath ? "page" : undefined;

/** The menu of SPEC §2, shared by the desktop bar and the mobile accordion. */
export function MenuList({ items, currentPath, openMenu, onToggle, look }: MenuListProps) {
  return (
    <ul className={look.list}>
      {items.map((item) => {
        const active = isActive(item, currentPath);
        if (!item.children?.length) {
          return (
            <li key={item.href} className={look.item}>
              <a
                href={item.href}
                className={cn(look.entry, active && "text-accent-700")}
                aria-current={currentPage(item.href, currentPath)}
              >
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <li key={item.label} className={look.item}>
            <MenuDisclosure
              id={item.label}
              label={item.label}
              open={openMenu === item.label}
              active={active}
              onToggle={onToggle}
              summaryClassName={look.entry}
            >
              <ul className={look.children}>
                {withOverview(item).map((child) => (
                  <li key={child.href}>
                    <a
                      href={child.href}
                      className={cn(look.child, currentPath === child.href && look.currentChild)}
                      aria-current={currentPage(child.href, currentPath)}
                    >
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            </MenuDisclosure>
          </li>
        );
      })}
    </ul>
  );
}
