import type { TickRendererProps } from "@visx/axis";
import { AXIS_COLOUR } from "./palette";

/**
 * A tick label as a bare <text>. visx's own label wraps each in an <svg> with a style
 * attribute (overflow: visible), which the site's CSP refuses; this one needs none.
 */
export function PlainTick({ x, y, dx, dy, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      textAnchor={textAnchor}
      fill={AXIS_COLOUR}
      fontSize={12}
      fontFamily="inherit"
    >
      {formattedValue}
    </text>
  );
}

/** An axis title as a bare <text>, for the same reason. */
export function AxisTitle({
  x,
  y,
  children,
  vertical = false,
}: {
  x: number;
  y: number;
  children: string;
  vertical?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      transform={vertical ? `rotate(-90 ${x} ${y})` : undefined}
      textAnchor="middle"
      fill={AXIS_COLOUR}
      fontSize={12}
      fontFamily="inherit"
    >
      {children}
    </text>
  );
}
