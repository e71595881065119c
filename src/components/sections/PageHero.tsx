import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface PageHeroProps {
  eyebrow?: string | undefined;
  heading: string;
  subheading: string;
  /** Call-to-action buttons */
  children?: ReactNode;
  /** Artwork shown beside the text on large screens (an Astro <Picture> slot) */
  media?: ReactNode;
  className?: string;
}

/** The top of every page: at least half the viewport high, one h1. */
export function PageHero({
  eyebrow,
  heading,
  subheading,
  children,
  media,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        "bg-brand-900 relative flex min-h-[50svh] items-center overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgb(31_79_122/0.9),transparent_60%)] text-white",
        className,
      )}
    >
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:py-20">
        <div>
          {eyebrow && (
            <p className="text-accent-300 mb-3 text-sm font-bold tracking-[0.14em] uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl leading-[1.08] font-extrabold text-white sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="text-brand-100 mt-5 max-w-2xl text-lg sm:text-xl">{subheading}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {media && (
          <div className="hidden overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block">
            {media}
          </div>
        )}
      </div>
    </section>
  );
}
