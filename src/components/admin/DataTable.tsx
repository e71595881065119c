import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface DataTableProps {
  /** Read by screen readers only, e.g. "Staff accounts, by email address" */
  caption: string;
  columns: readonly string[];
  /** The rows (<tr> elements) */
  children: ReactNode;
  /** Width below which the table scrolls sideways instead of squeezing, e.g. "min-w-2xl" */
  minWidth: string;
  className?: string;
  cellPadding?: string;
}

/** The inbox's tables: a hidden caption, a tinted header row, sideways scroll on phones. */
export function DataTable({
  caption,
  columns,
  children,
  minWidth,
  className,
  cellPadding = "px-3 py-2",
}: DataTableProps) {
  return (
    // A table wider than a phone scrolls in this box; keyboard users reach the scroll by
    // focus, so the box is in the tab order (axe: scrollable-region-focusable), a group named
    // by the caption (not a region: the page's panels are its landmarks). It is `relative` so
    // that screen-reader-only text in a cell (absolutely placed) scrolls and clips with the
    // table: otherwise it is placed against the page and widens it past a phone's screen.
    <div
      className={cn("relative overflow-x-auto", className)}
      role="group"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cellPadding}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
