import type { IconName } from "../../lib/icon-names";
import { cn } from "../../lib/cn";
import { Icon } from "../ui/Icon";

export interface GridCard {
  icon: IconName;
  title: string;
  description: string;
  /** Makes the whole card a link */
  href?: string;
}

interface CardGridProps {
  cards: GridCard[];
  columns?: 2 | 3 | 4;
  /** Heading level of the card titles, to keep the outline in order */
  headingLevel?: "h2" | "h3";
  className?: string;
}

const columnClass = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** Service, benefit and value cards. Linked cards get a visible "Learn more" cue. */
export function CardGrid({ cards, columns = 3, headingLevel = "h3", className }: CardGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={cn("grid gap-6", columnClass[columns], className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="group relative flex flex-col rounded-card border border-line bg-white p-6 text-ink shadow-card transition-shadow hover:shadow-lg"
        >
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
            <Icon name={card.icon} />
          </span>
          <Heading className="text-xl font-bold text-brand-900">
            {card.href ? (
              <a href={card.href} className="after:absolute after:inset-0 after:rounded-card">
                {card.title}
              </a>
            ) : (
              card.title
            )}
          </Heading>
          <p className="mt-2 grow text-muted">{card.description}</p>
          {card.href && (
            <p className="mt-4 font-semibold text-accent-700 group-hover:underline" aria-hidden="true">
              Learn more →
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
