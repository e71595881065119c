import type { NavLink } from "../../config/nav-types";
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

/** The shared footer: contact details, link columns, the legal line. */
export function SiteFooter(props: SiteFooterProps) {
  const { businessName, tagline, phone, email, social, licenseText, columns, legal, year } = props;
  return (
    <footer className="bg-brand-950 text-brand-100 pb-24 lg:pb-0">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-3 sm:px-6 lg:grid-cols-[1.3fr_repeat(5,1fr)]">
        <div className="col-span-2 space-y-4 sm:col-span-3 lg:col-span-1">
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
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
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
          </nav>
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
