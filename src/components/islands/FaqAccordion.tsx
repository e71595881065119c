import { useState, type MouseEvent } from "react";
import type { Faq } from "../sections/FaqList";
import { FaqItem } from "../ui/FaqItem";
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
                <FaqItem
                  key={key}
                  question={item.question}
                  answer={item.answer}
                  open={openKey === key}
                  onToggle={toggle(key)}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
