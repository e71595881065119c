import type { ReactNode } from "react";

interface PanelProps {
  /** Id of the heading, which names the section for screen readers */
  id: string;
  heading: string;
  children: ReactNode;
}

/**
 * A white card with its own h2: one part of a staff page. It may shrink below its
 * content's width (min-w-0), so a wide table inside scrolls in its own box instead of
 * widening the page on a phone.
 */
export function Panel({ id, heading, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-card shadow-card min-w-0 bg-white p-6">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
