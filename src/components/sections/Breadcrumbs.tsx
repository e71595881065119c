import type { NavLink } from "../../config/nav-types";

/** The visible trail on nested pages; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-line bg-surface border-b">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-3 text-sm sm:px-6">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-muted">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="text-brand-900 font-semibold">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
