import type { ReactNode } from "react";

/**
 * The widths a chart is drawn for. An SVG scales with its viewBox, and its 12-unit text
 * with it: a 640-unit chart squeezed into a phone's 310 px column drew 6 px labels. So
 * each chart is drawn twice, for the narrowest column of each range, and CSS shows the
 * one that fits; its text then never renders smaller than drawn.
 * - narrow: below the small breakpoint (640 px), a column of the viewport less 80 px of
 *   page and card padding: 280 fits a 360 px phone;
 * - wide: from the small breakpoint up, where a chart's column is at least ~540 px.
 */
export interface ChartLayout {
  width: number;
  narrow: boolean;
  /** Keeps the two drawings' element ids apart */
  idSuffix: string;
}

export const NARROW: ChartLayout = { width: 280, narrow: true, idSuffix: "-narrow" };
export const WIDE: ChartLayout = { width: 540, narrow: false, idSuffix: "" };

/** Draws a chart for each layout; CSS shows one (the wide one on paper), no script. */
export function ForEachWidth({ draw }: { draw: (layout: ChartLayout) => ReactNode }) {
  return (
    <>
      <div className="sm:hidden print:hidden">{draw(NARROW)}</div>
      <div className="hidden sm:block print:block">{draw(WIDE)}</div>
    </>
  );
}

/**
 * Every `step`-th category, so that labels about `labelWidth` units wide never overlap
 * in `width`; the table beside the chart has every one.
 *
 * @example everyNth(["a", "b", "c", "d"], 100, 40) // ["a", "c"]
 */
export function everyNth(labels: readonly string[], width: number, labelWidth: number) {
  const step = Math.max(1, Math.ceil((labels.length * labelWidth) / width));
  return labels.filter((_, index) => index % step === 0);
}
