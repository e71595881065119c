import type { ReactNode } from "react";

interface ChartSvgProps {
  id: string;
  title: string;
  /** One sentence that says what the chart shows, read by screen readers with it */
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** A chart's SVG: an image named by its title and description, as wide as its column. */
export function ChartSvg({ id, title, description, width, height, children }: ChartSvgProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-chart={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
