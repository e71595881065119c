import type { NavLink } from "../../config/nav-types";

interface ServiceLinkGroup {
  id: string;
  heading: string;
  intro?: string | undefined;
  links: NavLink[];
}

/** The services overview: every service, grouped as in the menu. */
export function ServiceLinkGroups({ groups }: { groups: ServiceLinkGroup[] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className="rounded-card border-line shadow-card border p-6"
        >
          <h2 id={`${group.id}-heading`} className="text-2xl font-extrabold">
            {group.heading}
          </h2>
          {group.intro && <p className="text-muted mt-3">{group.intro}</p>}
          <ul className="divide-line mt-6 divide-y">
            {group.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="text-brand-800 hover:text-accent-700 flex min-h-12 items-center justify-between py-3 font-semibold"
                >
                  {link.label}
                  <span aria-hidden="true">→</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
