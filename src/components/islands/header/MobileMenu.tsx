import { isActive, type NavItem } from "../../../lib/nav-types";
import { cn } from "../../../lib/cn";
import { LinkButton } from "../../ui/Button";
import { withOverview } from "./DesktopMenu";
import { MenuDisclosure } from "./MenuDisclosure";

interface MobileMenuProps {
  items: NavItem[];
  currentPath: string;
  openMenu: string | null;
  onToggle: (id: string) => void;
}

const rowClass =
  "flex min-h-12 w-full items-center justify-between px-4 py-3 text-base font-semibold text-brand-900";

/** The same menu as the desktop bar, as an accordion for small screens (SPEC §2). */
export function MobileMenu({ items, currentPath, openMenu, onToggle }: MobileMenuProps) {
  return (
    <div className="border-line shadow-card max-h-[calc(100dvh-6rem)] overflow-y-auto border-t bg-white pb-4">
      <ul className="divide-line divide-y">
        {items.map((item) => {
          const active = isActive(item, currentPath);
          if (!item.children?.length) {
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={cn(rowClass, active && "text-accent-700")}
                  aria-current={currentPath === item.href ? "page" : undefined}
                >
                  {item.label}
                </a>
              </li>
            );
          }
          return (
            <li key={item.label}>
              <MenuDisclosure
                id={item.label}
                label={item.label}
                open={openMenu === item.label}
                active={active}
                onToggle={onToggle}
                summaryClassName={rowClass}
              >
                <ul className="bg-surface pb-2">
                  {withOverview(item).map((child) => (
                    <li key={child.href}>
                      <a
                        href={child.href}
                        className={cn(
                          "text-ink block min-h-11 px-8 py-3 text-[0.95rem]",
                          currentPath === child.href && "text-accent-700 font-semibold",
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
      <div className="grid gap-3 px-4 pt-4">
        <LinkButton href="/contact#quote-form" variant="outline">
          Book an Inspection
        </LinkButton>
        <LinkButton href="/contact#quote-form">Get a Free Quote</LinkButton>
      </div>
    </div>
  );
}
