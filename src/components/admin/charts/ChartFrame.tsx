import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { colourOf } from "./palette";

interface ChartFrameProps {
  id: string;
  title: string;
  /** One sentence that says what the chart shows, read by screen readers with it */
  description: string;
  /** The legend's entries, when the bars are split */
  series?: readonly string[];
  chart: ReactNode;
  table: ReactNode;
  /** A table of many columns goes under the chart instead of beside it */
  wideTable?: boolean;
}

/**
 * A chart and its data table side by side (stacked on a narrow screen or on paper). The
 * SVG is an image named by its title and description; the table is the accessible copy.
 */
export function ChartFrame({
  id,
  title,
  description,
  series,
  chart,
  table,
  wideTable = false,
}: ChartFrameProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card shadow-card grid break-inside-avoid gap-4 bg-white p-6 print:shadow-none"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-muted">{description}</p>
      <div
        className={cn(
          "grid items-start gap-6 print:grid-cols-1",
          !wideTable && "lg:grid-cols-[3fr_2fr]",
        )}
      >
        <figure className="grid w-full max-w-3xl gap-2">
          {chart}
          {series && series.length > 1 && (
            <figcaption>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
                {series.map((name, index) => (
                  <li key={name} className="flex items-center gap-2">
                    {/* A fill attribute, not a style: the CSP allows no inline styles. */}
                    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
                      <rect
                        width="12"
                        height="12"
                        rx="2"
                        fill={colourOf(index)}
                        className="print:[print-color-adjust:exact]"
                      />
                    </svg>
                    {name}
                  </li>
                ))}
              </ul>
            </figcaption>
          )}
        </figure>
        {/* A table wider than a phone scrolls; keyboard users reach the scroll by focus,
            so the scrolling box is a named region in the tab order (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
        <div className="overflow-x-auto" role="region" aria-label={`${title}, table`} tabIndex={0}>
          {table}
        </div>
      </div>
    </section>
  );
}
