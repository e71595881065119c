import type { ComponentType, ReactNode } from "react";
import { isActive, type NavItem } from "../../../config/nav-types";
import { cn } from "../../../lib/cn";

/** What a menu parent gets: its children open under it instead of it navigating. */
export interface MenuParentProps {
  id: string;
  label: string;
  /** The current page is under this parent (by path prefix) */
  active: boolean;
  className: string;
  children: ReactNode;
}

/** How one layout of the menu looks: a horizontal bar with dropdowns, or an accordion. */
export interface MenuStyle {
  list: string;
  item: string;
  /** A top-level entry: link or menu parent */
  entry: string;
  children: string;
  child: string;
  currentChild: string;
  /** How a parent opens its children: a dropdown or an accordion section */
  Parent: ComponentType<MenuParentProps>;
}

interface MenuListProps {
  items: NavItem[];
  currentPath: string;
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

/**
 * The site menu, shared by the desktop bar and the mobile accordion. Every page is
 * built knowing its own path, so the active item is decided here, at build time.
 */
export function MenuList({ items, currentPath, look }: MenuListProps) {
  const { Parent } = look;
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
            <Parent id={item.label} label={item.label} active={active} className={look.entry}>
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
            </Parent>
          </li>
        );
      })}
    </ul>
  );
}
