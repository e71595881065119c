import { useRef } from "react";
import { cn } from "../../lib/cn";
import type { NavItem } from "../../lib/nav-types";
import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Logo } from "../ui/Logo";
import { DesktopMenu } from "./header/DesktopMenu";
import { MobileMenu } from "./header/MobileMenu";
import { useHeaderState } from "./header/use-header-state";
import { useHydrated } from "./use-hydrated";

interface SiteHeaderProps {
  items: NavItem[];
  currentPath: string;
  businessName: string;
  phone: { display: string; e164: string };
  email: string;
  serviceAreaText: string;
}

/** The shared header of SPEC §2: top bar, menu with dropdowns, quote buttons, mobile accordion. */
export function SiteHeader({
  items,
  currentPath,
  businessName,
  phone,
  email,
  serviceAreaText,
}: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  const { scrolled, mobileOpen, openMenu, toggleMenu, toggleMobile } = useHeaderState(headerRef);
  const hydrated = useHydrated();

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40"
      data-scrolled={scrolled}
      data-hydrated={hydrated}
    >
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex h-8 max-w-7xl items-center gap-5 px-4 text-sm sm:px-6">
          <a
            href={`tel:${phone.e164}`}
            className="flex items-center gap-1.5 font-semibold whitespace-nowrap hover:underline"
          >
            <Icon name="phone" className="size-4" />
            {phone.display}
          </a>
          <a href={`mailto:${email}`} className="flex min-w-0 items-center gap-1.5 hover:underline">
            <Icon name="mail" className="size-4" />
            <span className="sm:hidden">Email us</span>
            <span className="hidden truncate sm:inline">{email}</span>
          </a>
          <p className="ml-auto hidden md:block">{serviceAreaText}</p>
          <a
            href="/contact#quote-form"
            className="text-accent-300 hidden font-semibold whitespace-nowrap underline-offset-2 hover:underline xl:inline"
          >
            Book an Inspection
          </a>
        </div>
      </div>
      <div
        className={cn(
          "border-b transition-[background-color,box-shadow] duration-200",
          scrolled
            ? "shadow-brand-900/10 border-transparent bg-white shadow-lg"
            : "border-line bg-white/85 backdrop-blur",
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo name={businessName} />
          <nav aria-label="Main" className="hidden xl:block">
            <DesktopMenu
              items={items}
              currentPath={currentPath}
              openMenu={openMenu}
              onToggle={toggleMenu}
            />
          </nav>
          <LinkButton
            href="/contact#quote-form"
            size="sm"
            className="hidden whitespace-nowrap xl:inline-flex"
          >
            Get a Free Quote
          </LinkButton>
          <details open={mobileOpen} className="xl:hidden">
            <summary
              data-mobile-toggle
              onClick={(event) => {
                event.preventDefault();
                toggleMobile();
              }}
              className="text-brand-900 hover:bg-brand-50 flex size-12 cursor-pointer list-none items-center justify-center rounded-lg [&::-webkit-details-marker]:hidden"
            >
              <span className="sr-only">Menu</span>
              <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" focusable="false">
                <path
                  d={mobileOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <nav aria-label="Main" className="absolute inset-x-0 top-full">
              <MobileMenu
                items={items}
                currentPath={currentPath}
                openMenu={openMenu}
                onToggle={toggleMenu}
              />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
