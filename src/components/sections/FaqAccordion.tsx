import type { Faq } from "./FaqList";
import { FaqItem } from "../ui/FaqItem";

export interface FaqGroup {
  id: string;
  heading: string;
  items: Faq[];
}

/**
 * The FAQ page accordion: one answer open across all groups, and choosing the
 * open one closes it. Every answer is a <details> of one exclusive group (a shared
 * `name`), so the browser keeps one open with no script.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className="text-2xl font-extrabold sm:text-3xl">
            {group.heading}
          </h2>
          <div className="divide-line rounded-card border-line mt-6 divide-y border bg-white">
            {group.items.map((item) => (
              <FaqItem
                key={item.question}
                question={item.question}
                answer={item.answer}
                name="faq"
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
