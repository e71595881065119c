import type { NavLink } from "../../config/nav-types";
import { cn } from "../../lib/cn";
import { Icon } from "../ui/Icon";
import { Logo } from "../ui/Logo";

interface FooterColumn {
  heading: string;
  links: NavLink[];
}

interface SiteFooterProps {
  businessName: string;
  tagline: string;
  phone: { display: string; e164: string };
  email: string;
  social: { label: string; url: string };
  licenseText: string;
  columns: FooterColumn[];
  legal: NavLink[];
  year: number;
}

/** Groups with more links than this start closed on a phone. */
const FOLD_AFTER = 4;

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="mt-4 space-y-1 max-sm:mt-0 max-sm:pb-3">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="inline-block py-1.5 text-sm hover:text-white hover:underline"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const headingClass = "font-display text-sm font-bold tracking-[0.12em] text-white uppercase";

/**
 * One column of links. On a phone every group is a native disclosure, so the footer reads as
 * one list of headings: a long group starts closed (a short list of headings instead of a
 * screen and a half of links), a short one (the three online tools) starts open. It opens
 * and closes without JavaScript, and every link stays in the page. From 640 px up the
 * disclosure's content is always shown (::details-content) and its summary hidden, so the
 * column reads as a heading and its links, as before.
 */
function FooterGroup({ column }: { column: FooterColumn }) {
  return (
    <nav aria-label={column.heading} className="max-sm:col-span-2">
      <details
        open={column.links.length <= FOLD_AFTER}
        className="group max-sm:border-b max-sm:border-white/10 sm:details-content:[content-visibility:visible]"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 sm:hidden [&::-webkit-details-marker]:hidden">
          <span className={headingClass}>{column.heading}</span>
          <span
            aria-hidden="true"
            className="text-accent-300 text-xl leading-none transition-transform group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <h2 className={cn(headingClass, "max-sm:hidden")}>{column.heading}</h2>
        <LinkList links={column.links} />
      </details>
    </nav>
  );
}

/** The shared footer: contact details, link columns, the legal line. */
export function SiteFooter(props: SiteFooterProps) {
  const { businessName, tagline, phone, email, social, licenseText, columns, legal, year } = props;
  return (
    <footer className="bg-brand-950 text-brand-100 pb-24 lg:pb-0">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 px-4 py-14 max-sm:pt-10 max-sm:pb-8 sm:grid-cols-3 sm:gap-y-10 sm:px-6 lg:grid-cols-[1.3fr_repeat(5,1fr)]">
        <div className="col-span-2 space-y-4 max-sm:mb-6 sm:col-span-3 lg:col-span-1">
          <Logo name={businessName} tone="light" />
          <p className="text-sm">{tagline}</p>
          <a
            href={`tel:${phone.e164}`}
            className="flex items-center gap-2 text-lg font-bold text-white hover:underline"
          >
            <Icon name="phone" className="text-accent-300 size-5" />
            {phone.display}
          </a>
          <a href={`mailto:${email}`} className="flex items-center gap-2 text-sm hover:underline">
            <Icon name="mail" className="text-accent-300 size-5" />
            {email}
          </a>
          <a
            href={social.url}
            rel="noopener"
            className="inline-block text-sm font-semibold text-white underline"
          >
            Follow us on {social.label}
          </a>
        </div>
        {columns.map((column) => (
          <FooterGroup key={column.heading} column={column} />
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {businessName}. {licenseText}.
          </p>
          <ul className="flex gap-5">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
