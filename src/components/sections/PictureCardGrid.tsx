import { cn } from "../../lib/cn";
import { firstCardSpan } from "../../lib/grid-balance";
import type { ResponsiveImage } from "../../lib/images";
import { Icon } from "../ui/Icon";
import { ResponsiveImg } from "../ui/ResponsiveImg";

export interface PictureCard {
  title: string;
  description: string;
  href: string;
  /** The service's own picture (its page's artwork or photo), as a WebP srcset */
  image: ResponsiveImage;
  imageAlt: string;
  /** The service's benefits in a few words: listed on a wide (featured) card only */
  points?: string[] | undefined;
}

/**
 * A hub's services as picture cards, each with its own page's picture, so the grid reads
 * as seven different jobs rather than seven icons. The first card widens when the count
 * would leave one card alone on the last row, and then lies on its side on a wide screen.
 */
export function PictureCardGrid({ cards, columns = 3 }: { cards: PictureCard[]; columns?: 3 | 4 }) {
  const first = firstCardSpan(cards.length, columns);
  return (
    <ul
      className={cn(
        "grid gap-3 sm:grid-cols-2 sm:gap-6",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {cards.map((card, index) => {
        const featured = index === 0 && first !== "";
        // Wide from 640 px, and still wide (two columns of three or four) from 1024 px
        const wideSmall = featured && first.includes("sm:col-span-2");
        const wideLarge = featured && !first.includes("lg:col-span-1");
        return (
          <li
            key={card.href}
            className={cn(
              "group rounded-card border-line shadow-card relative flex flex-col overflow-hidden border bg-white transition-shadow hover:shadow-lg",
              // On a phone each card is a compact row: a small picture beside its words.
              "max-sm:flex-row max-sm:items-start max-sm:gap-4 max-sm:p-4",
              featured && first,
              wideLarge && "lg:flex-row",
            )}
          >
            <ResponsiveImg
              image={card.image}
              alt={card.imageAlt}
              sizes={
                featured
                  ? "(min-width: 1024px) 33vw, (min-width: 640px) 66vw, 96px"
                  : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 96px"
              }
              className={cn(
                "aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]",
                "max-sm:aspect-square max-sm:w-24 max-sm:shrink-0 max-sm:rounded-xl",
                // The featured card lies on its side on a wide screen: picture left, words right.
                wideSmall && "sm:aspect-[3/1]",
                wideLarge && "lg:aspect-auto lg:w-1/2 lg:self-stretch",
              )}
            />
            <div className="flex grow flex-col p-6 max-sm:p-0">
              <h3 className="text-brand-900 text-2xl font-bold max-sm:text-lg">
                <a href={card.href} className="after:rounded-card after:absolute after:inset-0">
                  {card.title}
                </a>
              </h3>
              <p
                className={cn(
                  "text-muted mt-2 max-sm:mt-1 max-sm:text-sm",
                  !(featured && card.points) && "grow",
                )}
              >
                {card.description}
              </p>
              {/* A wide card's words would leave half of it blank beside its picture: its
                  page's benefits fill it with what the service is for. */}
              {featured && card.points && (
                <ul className="mt-4 grow space-y-2 max-sm:hidden">
                  {card.points.map((point) => (
                    <li
                      key={point}
                      className="text-brand-900 flex items-center gap-2 font-semibold"
                    >
                      <Icon name="check" className="text-accent-600 size-5 shrink-0" />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
              <p
                className="text-accent-700 mt-4 font-semibold group-hover:underline max-sm:hidden"
                aria-hidden="true"
              >
                Learn more →
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
