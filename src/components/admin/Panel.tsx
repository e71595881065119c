import type { ReactNode } from "react";

interface PanelProps {
  /** Id of the heading, which names the section for screen readers */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A white card with its own h2: one part of a staff page. */
export function Panel({ id, heading, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-card shadow-card bg-white p-6">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
