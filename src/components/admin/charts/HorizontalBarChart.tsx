import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartSvg } from "./ChartSvg";
import { ForEachWidth, type ChartLayout } from "./chart-widths";
import { AXIS_COLOUR, colourOf, GRID_COLOUR } from "./palette";
import { AxisTitle, PlainTick } from "./PlainTick";

export interface BarRow {
  label: string;
  value: number;
}

interface HorizontalBarChartProps {
  id: string;
  title: string;
  description: string;
  rows: readonly BarRow[];
  valueLabel: string;
  /** Highest value on the axis (e.g. 1 for shares); the largest value when unset */
  max?: number;
  formatValue?: (value: number) => string;
}

/**
 * How each width lays out its rows: on a wide screen the labels stand left of the bars;
 * on a phone, where a label column would leave the bars no room, each label stands
 * above its bar, which then spans the whole width.
 */
const ROWS = {
  wide: { rowHeight: 30, labelAbove: 0, margin: { top: 8, right: 24, bottom: 56, left: 200 } },
  narrow: { rowHeight: 50, labelAbove: 20, margin: { top: 8, right: 20, bottom: 56, left: 16 } },
};
/** Characters of a 12 px label that fit in a width, about 7 units each */
const charactersIn = (width: number) => Math.floor(width / 7);

const shorten = (text: string, characters: number) =>
  text.length > characters ? `${text.slice(0, characters - 1)}…` : text;

/**
 * One horizontal bar per row, largest first as given, drawn by visx on the server as SVG,
 * for a phone's width and a wider screen's (chart-widths.tsx).
 */
export function HorizontalBarChart(props: HorizontalBarChartProps) {
  return <ForEachWidth draw={(layout) => <HorizontalBars {...props} layout={layout} />} />;
}

function HorizontalBars({
  id,
  title,
  description,
  rows,
  valueLabel,
  max,
  formatValue = String,
  layout,
}: HorizontalBarChartProps & { layout: ChartLayout }) {
  const { rowHeight, labelAbove, margin } = layout.narrow ? ROWS.narrow : ROWS.wide;
  const innerHeight = Math.max(1, rows.length) * rowHeight;
  const height = innerHeight + margin.top + margin.bottom;
  const innerWidth = layout.width - margin.left - margin.right;
  const top = max ?? Math.max(1, ...rows.map((row) => row.value));
  const y = scaleBand<string>({
    domain: rows.map((row) => row.label),
    range: [0, innerHeight],
    padding: labelAbove ? 0 : 0.2,
  });
  const barHeight = y.bandwidth() - (labelAbove ? labelAbove + 8 : 0);
  const x = scaleLinear<number>({ domain: [0, top], range: [0, innerWidth], nice: !max });
  const ticks = Math.min(layout.narrow ? 3 : 5, max ? 5 : Math.ceil(top));
  const label = (text: string) =>
    shorten(text, charactersIn(labelAbove ? innerWidth : margin.left - 8));
  return (
    <ChartSvg
      id={`${id}${layout.idSuffix}`}
      title={title}
      description={description}
      width={layout.width}
      height={height}
    >
      <Group left={margin.left} top={margin.top}>
        {x.ticks(ticks).map((tick) => (
          <line
            key={tick}
            x1={x(tick)}
            x2={x(tick)}
            y1={0}
            y2={innerHeight}
            stroke={GRID_COLOUR}
            strokeWidth={1}
          />
        ))}
        {rows.map((row) => (
          <Bar
            key={row.label}
            x={0}
            y={(y(row.label) ?? 0) + labelAbove}
            width={Math.max(0, x(row.value))}
            height={barHeight}
            fill={colourOf(0)}
            data-value={row.value}
            className="print:[print-color-adjust:exact]"
          />
        ))}
        {labelAbove ? (
          rows.map((row) => (
            <PlainTick
              key={row.label}
              x={0}
              y={(y(row.label) ?? 0) + labelAbove - 6}
              textAnchor="start"
              formattedValue={label(row.label)}
            />
          ))
        ) : (
          <AxisLeft
            scale={y}
            stroke={AXIS_COLOUR}
            tickStroke={AXIS_COLOUR}
            tickFormat={(text) => label(String(text))}
            tickLabelProps={{ textAnchor: "end", dx: -4, dy: 4 }}
            tickComponent={PlainTick}
          />
        )}
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={ticks}
          tickFormat={(value) => formatValue(Number(value))}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickLabelProps={{ textAnchor: "middle", dy: 4 }}
          tickComponent={PlainTick}
        />
        <AxisTitle x={innerWidth / 2} y={innerHeight + 44}>
          {valueLabel}
        </AxisTitle>
      </Group>
    </ChartSvg>
  );
}
