import { isActive, type NavItem } from "../../../lib/nav-types";
import { cn } from "../../../lib/cn";
import { MenuDisclosure } from "./MenuDisclosure";

interface DesktopMenuProps {
  items: NavItem[];
  currentPath: string;
  openMenu: string | null;
  onToggle: (id: string) => void;
}

const itemClass =
  "rounded-md px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-accent-700";

export function DesktopMenu({ items, currentPath, openMenu, onToggle }: DesktopMenuProps) {
  return (
    <ul className="flex items-center gap-0.5">
      {items.map((item) => {
        const active = isActive(item, currentPath);
        if (!item.children?.length) {
          return (
            <li key={item.href}>
              <a
                href={item.href}
                className={cn(itemClass, "block", active && "text-accent-700")}
                aria-current={currentPath === item.href ? "page" : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <li key={item.label} className="relative">
            <MenuDisclosure
              id={item.label}
              label={item.label}
              open={openMenu === item.label}
              active={active}
              onToggle={onToggle}
              summaryClassName={itemClass}
            >
              <ul className="rounded-card border-line shadow-card absolute top-full left-0 z-50 mt-2 w-64 border bg-white p-2">
                {withOverview(item).map((child) => (
                  <li key={child.href}>
                    <a
                      href={child.href}
                      className={cn(
                        "text-ink hover:bg-brand-50 hover:text-brand-900 block rounded-md px-3 py-2.5 text-sm font-medium",
                        currentPath === child.href && "bg-brand-50 text-accent-700",
                      )}
                      aria-current={currentPath === child.href ? "page" : undefined}
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

/** A parent's own page joins its children so it stays reachable while the parent only toggles. */
export function withOverview(item: NavItem) {
  const children = item.children ?? [];
  if (children.some((child) => child.href === item.href)) return children;
  return [{ label: `All ${item.label} Services`, href: item.href }, ...children];
}
