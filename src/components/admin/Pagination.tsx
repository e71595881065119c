interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  previousHref: string | null;
  nextHref: string | null;
}

export function Pagination({ page, pageCount, total, previousHref, nextHref }: PaginationProps) {
  return (
    <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-4">
      <p>
        Page {page} of {pageCount} · {total} lead{total === 1 ? "" : "s"}
      </p>
      <p className="flex gap-4">
        {previousHref && (
          <a href={previousHref} rel="prev" className="text-brand-700 font-semibold underline">
            Newer leads
          </a>
        )}
        {nextHref && (
          <a href={nextHref} rel="next" className="text-brand-700 font-semibold underline">
            Older leads
          </a>
        )}
      </p>
    </nav>
  );
}
