import { useState, type MouseEvent } from "react";
import type { Faq } from "../sections/FaqList";
import { useHydrated } from "./use-hydrated";

export interface FaqGroup {
  id: string;
  heading: string;
  items: Faq[];
}

/**
 * The FAQ page accordion (SPEC §4): one answer open across all groups, and choosing the
 * open one closes it. Native <details> keep every answer reachable before hydration.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const hydrated = useHydrated();
  const toggle = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    setOpenKey((current) => (current === key ? null : key));
  };

  return (
    <div className="space-y-12" data-hydrated={hydrated}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className="text-2xl font-extrabold sm:text-3xl">
            {group.heading}
          </h2>
          <div className="divide-line rounded-card border-line mt-6 divide-y border bg-white">
            {group.items.map((item, index) => {
              const key = `${group.id}-${index}`;
              return (
                <details key={key} open={openKey === key} className="group px-5 sm:px-6">
                  <summary
                    onClick={toggle(key)}
                    className="text-brand-900 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden"
                  >
                    {item.question}
                    <span
                      className="bg-brand-50 flex size-8 shrink-0 items-center justify-center rounded-full text-xl transition-transform group-open:rotate-45"
                      aria-hidden="true"
                    >
                      +
                    </span>
                  </summary>
                  <p className="text-muted pb-5">{item.answer}</p>
                </details>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
