import type { ComponentPropsWithoutRef } from "react";
import { cn } from "../../lib/cn";

type SectionProps = ComponentPropsWithoutRef<"section"> & {
  tone?: "white" | "surface" | "dark";
};

const tones = {
  white: "bg-white",
  surface: "bg-surface",
  dark: "bg-brand-900 text-white",
};

/** Vertical rhythm and the page's content width, shared by every section. */
export function Section({ tone = "white", className, children, ...props }: SectionProps) {
  return (
    <section className={cn("py-16 sm:py-20", tones[tone], className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
