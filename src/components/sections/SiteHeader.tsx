import type { NavItem } from "../../config/nav-types";
import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Logo } from "../ui/Logo";
import { DesktopMenu } from "./header/DesktopMenu";
import { MobileMenu } from "./header/MobileMenu";

const MOBILE_MENU_ID = "mobile-menu";

interface SiteHeaderProps {
  items: NavItem[];
  currentPath: string;
  businessName: string;
  phone: { display: string; e164: string };
  email: string;
  serviceAreaText: string;
}

/**
 * The shared header: top bar, menu with dropdowns, quote buttons, mobile
 * accordion. It ships no script: menus are popovers and <details>, the solid bar after
 * scrolling is a scroll-driven animation (`.header-bar` in global.css), and the active
 * item is decided when the page is built.
 */
export function SiteHeader({
  items,
  currentPath,
  businessName,
  phone,
  email,
  serviceAreaText,
}: SiteHeaderProps) {
  return (
    <header className="site-header sticky top-0 z-40">
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
      <div className="header-bar border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo name={businessName} />
          <nav aria-label="Main" className="hidden xl:block">
            <DesktopMenu items={items} currentPath={currentPath} />
          </nav>
          <LinkButton
            href="/contact#quote-form"
            size="sm"
            className="hidden whitespace-nowrap xl:inline-flex"
          >
            Get a Free Quote
          </LinkButton>
          <div className="group xl:hidden">
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              data-mobile-toggle
              className="text-brand-900 hover:bg-brand-50 flex size-12 cursor-pointer items-center justify-center rounded-lg"
            >
              <span className="sr-only">Menu</span>
              <svg
                viewBox="0 0 24 24"
                className="size-7"
                aria-hidden="true"
                focusable="false"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]:hidden" />
                <path
                  d="M6 6l12 12M18 6 6 18"
                  className="hidden group-has-[:popover-open]:inline"
                />
              </svg>
            </button>
            <MobileMenu id={MOBILE_MENU_ID} items={items} currentPath={currentPath} />
          </div>
        </div>
      </div>
    </header>
  );
}
