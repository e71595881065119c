import { cn } from "../../lib/cn";
import { firstCardSpan } from "../../lib/grid-balance";
import type { ResponsiveImage } from "../../lib/images";
import { ResponsiveImg } from "../ui/ResponsiveImg";

export interface PictureCard {
  title: string;
  description: string;
  href: string;
  /** The service's own picture (its page's artwork or photo), as a WebP srcset */
  image: ResponsiveImage;
  imageAlt: string;
}

/**
 * A hub's services as picture cards, each with its own page's picture, so the grid reads
 * as seven different jobs rather than seven icons. The first card widens when the count
 * would leave one card alone on the last row.
 */
export function PictureCardGrid({ cards, columns = 3 }: { cards: PictureCard[]; columns?: 3 | 4 }) {
  const first = firstCardSpan(cards.length, columns);
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {cards.map((card, index) => (
        <li
          key={card.href}
          className={cn(
            "group rounded-card border-line shadow-card relative flex flex-col overflow-hidden border bg-white transition-shadow hover:shadow-lg",
            index === 0 && first,
          )}
        >
          <ResponsiveImg
            image={card.image}
            alt={card.imageAlt}
            sizes={
              index === 0 && first
                ? "(min-width: 640px) 66vw, 100vw"
                : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            }
            className={cn(
              "aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]",
              index === 0 && first && "sm:aspect-[3/1]",
            )}
          />
          <div className="flex grow flex-col p-6">
            <h3 className="text-brand-900 text-2xl font-bold">
              <a href={card.href} className="after:rounded-card after:absolute after:inset-0">
                {card.title}
              </a>
            </h3>
            <p className="text-muted mt-2 grow">{card.description}</p>
            <p
              className="text-accent-700 mt-4 font-semibold group-hover:underline"
              aria-hidden="true"
            >
              Learn more →
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
