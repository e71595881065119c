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
  href?: string | undefined;
  /** A small picture in place of the icon: the linked page's own */
  image?: (ResponsiveImage & { alt: string }) | undefined;
}

interface CardGridProps {
  cards: GridCard[];
  columns?: 2 | 3 | 4;
  /**
   * cards: bordered white cards; plain: open columns under a large icon, for a page that
   * already has a grid of cards nearby (the about page's reasons after its values)
   */
  variant?: "cards" | "plain";
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
export function CardGrid({
  cards,
  columns = 3,
  variant = "cards",
  headingLevel = "h3",
  className,
}: CardGridProps) {
  const Heading = headingLevel;
  const plain = variant === "plain";
  const first = firstCardSpan(cards.length, columns);
  return (
    <ul className={cn("grid gap-6", columnClass[columns], className)}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          className={cn(
            "group text-ink relative flex flex-col",
            plain
              ? "border-accent-600 border-t-4 pt-6"
              : "rounded-card border-line shadow-card border bg-white p-6 transition-shadow hover:shadow-lg",
            // On a phone a card reads as a row: its picture or icon beside its text.
            !plain &&
              "max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:content-start max-sm:gap-x-4 max-sm:p-5",
            index === 0 && first,
          )}
        >
          {card.image ? (
            <ResponsiveImg
              image={card.image}
              alt={card.image.alt}
              sizes="80px"
              className="mb-5 size-20 rounded-2xl object-cover shadow-md max-sm:row-span-3 max-sm:mb-0"
            />
          ) : (
            <span
              className={cn(
                "text-accent-600 mb-4 inline-flex items-center justify-center",
                plain
                  ? "bg-accent-600 size-14 rounded-full text-white"
                  : "bg-accent-50 size-12 rounded-xl max-sm:row-span-3 max-sm:mb-0",
              )}
            >
              <Icon name={card.icon} className={plain ? "size-7" : ""} />
            </span>
          )}
          <Heading className={cn("text-brand-900 font-bold", plain ? "text-2xl" : "text-xl")}>
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
