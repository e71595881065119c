import type { IconName } from "../../lib/icon-names";
import type { ResponsiveImage } from "../../lib/images";
import { cn } from "../../lib/cn";
import { firstCardSpan } from "../../lib/grid-balance";
import { Icon } from "../ui/Icon";
import { ResponsiveImg } from "../ui/ResponsiveImg";

export interface GridCard {
  icon: IconName;
  title: string;
  description: string;
  /** Makes the whole card a link */
  href?: string;
  /** A small picture in place of the icon: the linked page's own */
  image?: (ResponsiveImage & { alt: string }) | undefined;
}

interface CardGridProps {
  cards: GridCard[];
  columns?: 2 | 3 | 4;
  /** Heading level of the card titles, to keep the outline in order */
  headingLevel?: "h2" | "h3";
  className?: string;
}

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/**
 * Service, benefit and value cards. Linked cards get a visible "Learn more" cue. The first
 * card widens when the count would leave one card alone on the last row.
 */
export function CardGrid({ cards, columns = 3, headingLevel = "h3", className }: CardGridProps) {
  const Heading = headingLevel;
  const first = firstCardSpan(cards.length, columns);
  return (
    <ul className={cn("grid gap-6", columnClass[columns], className)}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          className={cn(
            "group rounded-card border-line text-ink shadow-card relative flex flex-col border bg-white p-6 transition-shadow hover:shadow-lg",
            index === 0 && first,
          )}
        >
          {card.image ? (
            <ResponsiveImg
              image={card.image}
              alt={card.image.alt}
              sizes="80px"
              className="mb-5 size-20 rounded-2xl object-cover shadow-md"
            />
          ) : (
            <span className="bg-accent-50 text-accent-600 mb-4 inline-flex size-12 items-center justify-center rounded-xl">
              <Icon name={card.icon} />
            </span>
          )}
          <Heading className="text-brand-900 text-xl font-bold">
            {card.href ? (
              <a href={card.href} className="after:rounded-card after:absolute after:inset-0">
                {card.title}
              </a>
            ) : (
              card.title
            )}
          </Heading>
          <p className="text-muted mt-2 grow">{card.description}</p>
          {card.href && (
            <p
              className="text-accent-700 mt-4 font-semibold group-hover:underline"
              aria-hidden="true"
            >
              Learn more →
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
