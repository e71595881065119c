import { cn } from "../../lib/cn";
import { firstCardSpan } from "../../lib/grid-balance";
import { Stars } from "../ui/Stars";

export interface TestimonialItem {
  quote: string;
  author: string;
  location: string;
  /** Shown on the testimonials page only */
  service?: string | undefined;
}

/** Customer quotes. Deliberately no review/rating structured data. */
export function TestimonialList({ items }: { items: TestimonialItem[] }) {
  const first = firstCardSpan(items.length, 3);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li
          key={item.author + item.location}
          className={cn(
            "rounded-card border-line shadow-card flex flex-col border bg-white p-6",
            index === 0 && first,
          )}
        >
          <Stars />
          <blockquote className="text-ink mt-4 grow text-lg leading-relaxed">
            <p>“{item.quote}”</p>
          </blockquote>
          <p className="text-brand-900 mt-5 font-bold">{item.author}</p>
          <p className="text-muted text-sm">
            {item.location}
            {item.service && <span> · {item.service}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
