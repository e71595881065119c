import { cn } from "../../lib/cn";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  align?: "left" | "center";
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="text-accent-600 mb-2 text-sm font-bold tracking-[0.14em] uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-extrabold sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="text-muted mt-4 text-lg">{intro}</p>}
    </div>
  );
}
