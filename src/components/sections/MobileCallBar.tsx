import { Icon } from "../ui/Icon";

interface MobileCallBarProps {
  phone: { display: string; e164: string };
}

/** A thumb-reach bar on phones: call now or jump to the quote form. Hidden on large screens. */
export function MobileCallBar({ phone }: MobileCallBarProps) {
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
        href="/contact#quote-form"
        className="bg-accent-600 flex min-h-12 items-center justify-center rounded-lg font-semibold text-white"
      >
        Free Quote
      </a>
    </nav>
  );
}
