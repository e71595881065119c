import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type HeroLayout = "bleed" | "split" | "banner";
export type HeroTone = "navy" | "light" | "storm";

interface ArtHeroProps {
  /**
   * bleed: the picture fills the right of the hero and runs off the page, text on the left;
   * split: text beside a framed picture; banner: a wide picture across the page with the
   * text on a card overlapping its foot. On a phone every layout opens on the picture, as
   * a strip short enough to leave the heading and the first button on the first screen
   * (a split hero with an aside shows its picture only on a wide screen).
   */
  layout: HeroLayout;
  tone: HeroTone;
  eyebrow?: string | undefined;
  heading: string;
  subheading: string;
  /** The picture: an Astro <Picture> filling its box (PageArtHero.astro) */
  media?: ReactNode;
  /** Calls to action */
  children?: ReactNode;
  /** Shown right under the actions: the home page's row of homeowner tools */
  tools?: ReactNode;
  /** Shown under the actions: the contact page's phone and hours; in the split layout a
   * phone then shows no picture, so the number comes first */
  aside?: ReactNode;
  /** A short label pinned to the picture's corner, e.g. "24/7" */
  badge?: string | undefined;
}

const tones = {
  navy: {
    section: "bg-brand-900 text-white",
    eyebrow: "text-accent-300",
    heading: "text-white",
    body: "text-brand-100",
    fade: "from-brand-900",
  },
  light: {
    section: "bg-sand text-ink",
    eyebrow: "text-accent-700",
    heading: "text-brand-900",
    body: "text-muted",
    fade: "from-sand",
  },
  storm: {
    section: "bg-storm text-white",
    eyebrow: "text-amber-300",
    heading: "text-white",
    body: "text-slate-200",
    fade: "from-storm",
  },
};

function Text(props: ArtHeroProps & { className?: string; headingClassName?: string }) {
  const tone = tones[props.tone];
  return (
    <div className={props.className}>
      {props.eyebrow && (
        <p
          className={cn(
            "mb-3 text-xs font-bold tracking-[0.12em] uppercase sm:text-sm sm:tracking-[0.14em]",
            tone.eyebrow,
          )}
        >
          {props.eyebrow}
        </p>
      )}
      <h1
        className={cn(
          "text-[2.25rem] leading-[1.04] font-bold sm:text-6xl lg:text-[4.25rem]",
          tone.heading,
          props.headingClassName,
        )}
      >
        {props.heading}
      </h1>
      <p className={cn("mt-4 max-w-2xl text-base sm:mt-5 sm:text-xl", tone.body)}>
        {props.subheading}
      </p>
      {props.children && <div className="mt-6 sm:mt-8">{props.children}</div>}
      {props.tools}
      {props.aside && (
        <div className="mt-6 empty:hidden sm:mt-8" data-hero-aside>
          {props.aside}
        </div>
      )}
    </div>
  );
}

function Badge({ label }: { label: string | undefined }) {
  if (!label) return null;
  return (
    <p className="bg-danger font-display absolute top-4 left-4 rounded-md px-3 py-1 text-lg font-bold tracking-wide text-white shadow-lg">
      {label}
    </p>
  );
}

/** The top of a page with its own picture; every layout is at least half the screen high. */
export function ArtHero(props: ArtHeroProps) {
  const tone = tones[props.tone];
  if (props.layout === "bleed") {
    return (
      <section className={cn("relative overflow-hidden lg:min-h-[min(78svh,720px)]", tone.section)}>
        <div className="relative aspect-[2/1] w-full sm:aspect-[16/10] lg:absolute lg:inset-y-0 lg:right-0 lg:aspect-auto lg:w-[60%]">
          {props.media}
          <div
            className={cn(
              "absolute inset-0 bg-linear-to-t via-transparent to-transparent lg:bg-linear-to-r lg:via-transparent",
              tone.fade,
            )}
          />
          <Badge label={props.badge} />
        </div>
        <div className="relative mx-auto flex max-w-7xl px-4 pt-2 pb-8 sm:px-6 sm:pb-14 lg:min-h-[min(78svh,720px)] lg:items-center lg:py-20">
          {/* Column and size let the home h1 set on three even lines at 1280-1440 px. */}
          <Text {...props} className="lg:max-w-[46%]" headingClassName="lg:text-[4rem]" />
        </div>
      </section>
    );
  }
  if (props.layout === "banner") {
    return (
      <section className={cn("min-h-[50svh] pb-12", tone.section)}>
        {/* Capped on a wide screen so the card's buttons sit above a 900 px fold. */}
        <div className="relative h-[clamp(13rem,44vw,30rem)] w-full overflow-hidden lg:h-[24rem]">
          {props.media}
          <Badge label={props.badge} />
        </div>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="shadow-card relative -mt-16 rounded-2xl bg-white p-6 sm:-mt-24 sm:p-10 lg:max-w-4xl">
            <Text {...props} tone="light" />
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className={cn("flex min-h-[50svh] items-center", tone.section)}>
      <div className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:py-20">
        <Text {...props} />
        {/* With an aside (the contact page's phone and hours) a phone leads with the words and
            goes straight on to the form; the picture shows from a wide screen up. Decided in
            CSS: Astro hands every declared slot over, filled or not. */}
        <div className="relative -order-1 lg:order-none max-lg:[div:has(>[data-hero-aside]:not(:empty))~&]:hidden">
          <div
            className="bg-accent-600/20 absolute inset-0 hidden translate-x-5 translate-y-5 rounded-2xl lg:block"
            aria-hidden="true"
          />
          <div className="relative aspect-[2/1] overflow-hidden rounded-2xl shadow-2xl sm:aspect-[16/10]">
            {props.media}
          </div>
          <Badge label={props.badge} />
        </div>
      </div>
    </section>
  );
}
