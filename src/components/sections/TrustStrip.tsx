import { cn } from "../../lib/cn";
import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";

export interface TrustPoint {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * The three trust points. Under a hero (the default), on a wide screen a card that rises over
 * the hero's foot, so the promise reads as part of the first screen; `inline`, the same card
 * inside a section's column, e.g. as proof after a hub's cards; `column`, the three titles
 * alone as a short list, for a narrow column such as the one beside the quote form.
 */
export function TrustStrip({
  points,
  placement = "hero",
}: {
  points: TrustPoint[];
  placement?: "hero" | "inline" | "column";
}) {
  if (placement === "column") return <TrustColumn points={points} />;
  const inline = placement === "inline";
  return (
    <section
      aria-label="Why homeowners trust us"
      className={cn("relative z-10", !inline && "bg-white lg:bg-transparent")}
    >
      <ul
        className={cn(
          "divide-line mx-auto grid divide-y lg:grid-cols-3 lg:divide-x lg:divide-y-0 lg:px-0 lg:py-0",
          inline
            ? "rounded-2xl bg-white px-5 py-1 shadow-xl sm:px-6"
            : "max-w-7xl px-4 py-2 sm:px-6 lg:-mt-16 lg:rounded-2xl lg:bg-white lg:shadow-xl",
        )}
      >
        {points.map((point) => (
          <li key={point.title} className="flex gap-4 py-5 lg:px-8 lg:py-7">
            <span className="bg-accent-600 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-white">
              <Icon name={point.icon} />
            </span>
            <div>
              <p className="font-display text-brand-900 text-xl font-bold">{point.title}</p>
              <p className="text-muted mt-1 text-sm leading-relaxed">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrustColumn({ points }: { points: TrustPoint[] }) {
  return (
    <section aria-label="Why homeowners trust us">
      <ul className="grid gap-3">
        {points.map((point) => (
          <li key={point.title} className="flex items-center gap-3">
            <span className="bg-accent-600 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white">
              <Icon name={point.icon} className="size-5" />
            </span>
            <span className="font-display text-brand-900 text-lg font-bold">{point.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
