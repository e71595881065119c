import { Icon } from "../ui/Icon";

/** The bar's second button: where a visitor asks in writing. */
export interface CallBarAction {
  label: string;
  href: string;
}

/** Most pages have no form of their own: the bar's button goes to the contact page's. */
export const DEFAULT_CALL_BAR_ACTION: CallBarAction = {
  label: "Free Quote",
  href: "/contact#quote-form",
};

interface MobileCallBarProps {
  phone: { display: string; e164: string };
  action?: CallBarAction;
}

/**
 * A thumb-reach bar on phones: call now or jump to a form (the page's own when it has one,
 * so the service stays chosen). Hidden on large screens.
 */
export function MobileCallBar({ phone, action = DEFAULT_CALL_BAR_ACTION }: MobileCallBarProps) {
  return (
    <nav
      aria-label="Call or request a quote"
      className="border-line fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t bg-white/95 p-2 backdrop-blur lg:hidden"
    >
      <a
        href={`tel:${phone.e164}`}
        className="bg-brand-900 flex min-h-12 items-center justify-center gap-2 rounded-lg font-semibold text-white"
      >
        <Icon name="phone" className="size-5" />
        Call Now
      </a>
      <a
        href={action.href}
        className="bg-accent-600 flex min-h-12 items-center justify-center rounded-lg font-semibold text-white"
      >
        {action.label}
      </a>
    </nav>
  );
}
