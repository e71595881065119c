import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartSvg } from "./ChartSvg";
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

const WIDTH = 640;
const ROW_HEIGHT = 30;
const MARGIN = { top: 8, right: 24, bottom: 56, left: 200 };
const LABEL_CHARACTERS = 30;

const shorten = (text: string) =>
  text.length > LABEL_CHARACTERS ? `${text.slice(0, LABEL_CHARACTERS - 1)}…` : text;

/** One horizontal bar per row, largest first as given, drawn by visx on the server as SVG. */
export function HorizontalBarChart({
  id,
  title,
  description,
  rows,
  valueLabel,
  max,
  formatValue = String,
}: HorizontalBarChartProps) {
  const innerHeight = Math.max(1, rows.length) * ROW_HEIGHT;
  const height = innerHeight + MARGIN.top + MARGIN.bottom;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const top = max ?? Math.max(1, ...rows.map((row) => row.value));
  const y = scaleBand<string>({
    domain: rows.map((row) => row.label),
    range: [0, innerHeight],
    padding: 0.2,
  });
  const x = scaleLinear<number>({ domain: [0, top], range: [0, innerWidth], nice: !max });
  const ticks = max ? 5 : Math.min(5, Math.ceil(top));
  return (
    <ChartSvg id={id} title={title} description={description} width={WIDTH} height={height}>
      <Group left={MARGIN.left} top={MARGIN.top}>
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
            y={y(row.label) ?? 0}
            width={Math.max(0, x(row.value))}
            height={y.bandwidth()}
            fill={colourOf(0)}
            data-value={row.value}
            className="print:[print-color-adjust:exact]"
          />
        ))}
        <AxisLeft
          scale={y}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickFormat={(label) => shorten(String(label))}
          tickLabelProps={{ textAnchor: "end", dx: -4, dy: 4 }}
          tickComponent={PlainTick}
        />
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
