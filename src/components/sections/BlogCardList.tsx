import type { ResponsiveImage } from "../../lib/images";
import { ResponsiveImg } from "../ui/ResponsiveImg";

export interface BlogCard {
  title: string;
  category: string;
  /** Already formatted for display, e.g. "October 3, 2025" */
  dateLabel: string;
  isoDate: string;
  excerpt: string;
  image: ResponsiveImage;
  imageAlt: string;
  href: string;
}

/** The blog listing's article cards. */
export function BlogCardList({ cards }: { cards: BlogCard[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.href}
          className="group rounded-card border-line shadow-card relative flex flex-col overflow-hidden border bg-white"
        >
          <ResponsiveImg
            image={card.image}
            alt={card.imageAlt}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
          <div className="flex grow flex-col p-6">
            <p className="text-accent-700 text-sm font-semibold">
              {card.category} · <time dateTime={card.isoDate}>{card.dateLabel}</time>
            </p>
            <h2 className="text-brand-900 mt-2 text-xl font-bold">
              <a href={card.href} className="after:absolute after:inset-0">
                {card.title}
              </a>
            </h2>
            <p className="text-muted mt-3 grow">{card.excerpt}</p>
            <p
              className="text-brand-700 mt-4 font-semibold group-hover:underline"
              aria-hidden="true"
            >
              Read article →
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
