import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scaleOrdinal } from "@visx/scale";
import { BarStack } from "@visx/shape";
import { ChartSvg } from "./ChartSvg";
import { everyNth, ForEachWidth, type ChartLayout } from "./chart-widths";
import { AXIS_COLOUR, colourOf, GRID_COLOUR } from "./palette";
import { AxisTitle, PlainTick } from "./PlainTick";

export interface StackedRow {
  label: string;
  values: Record<string, number>;
}

interface StackedBarChartProps {
  id: string;
  title: string;
  description: string;
  series: readonly string[];
  rows: readonly StackedRow[];
  /** The value axis's name, e.g. "Leads" */
  valueLabel: string;
  /** The category axis's name, e.g. "Week starting" */
  categoryLabel: string;
}

const HEIGHT = 320;
const MARGIN = { top: 16, right: 16, bottom: 64, left: 56 };
/** A week label such as "Apr 27" at 12 px, with room between two */
const CATEGORY_LABEL_WIDTH = 52;

/**
 * Vertical bars, one per row, split into the series and stacked, drawn by visx on the
 * server as plain SVG: no script, the same on screen and on paper. Drawn for a phone's
 * width and a wider screen's (chart-widths.tsx); where the categories' labels would
 * overlap, every n-th is labelled.
 */
export function StackedBarChart(props: StackedBarChartProps) {
  return <ForEachWidth draw={(layout) => <StackedBars {...props} layout={layout} />} />;
}

function StackedBars({
  id,
  title,
  description,
  series,
  rows,
  valueLabel,
  categoryLabel,
  layout,
}: StackedBarChartProps & { layout: ChartLayout }) {
  const innerWidth = layout.width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = rows.map((row) => series.reduce((sum, name) => sum + (row.values[name] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const x = scaleBand<string>({
    domain: rows.map((row) => row.label),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const colour = scaleOrdinal<string, string>({
    domain: [...series],
    range: series.map((_, index) => colourOf(index)),
  });
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(series.map((name) => [name, row.values[name] ?? 0])),
  }));
  const ticks = Math.min(5, Math.ceil(max));
  return (
    <ChartSvg
      id={`${id}${layout.idSuffix}`}
      title={title}
      description={description}
      width={layout.width}
      height={HEIGHT}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(ticks).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke={GRID_COLOUR}
            strokeWidth={1}
          />
        ))}
        <BarStack<Record<string, number | string>, string>
          data={data}
          keys={[...series]}
          x={(row) => String(row["label"])}
          xScale={x}
          yScale={y}
          color={colour}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                    data-series={stack.key}
                    className="print:[print-color-adjust:exact]"
                  />
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={y}
          numTicks={ticks}
          tickFormat={(value) => String(value)}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickLabelProps={{ textAnchor: "end", dx: -4, dy: 4 }}
          tickComponent={PlainTick}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={everyNth(x.domain(), innerWidth, CATEGORY_LABEL_WIDTH)}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickLabelProps={{ textAnchor: "middle", dy: 4 }}
          tickComponent={PlainTick}
        />
        <AxisTitle x={-40} y={innerHeight / 2} vertical>
          {valueLabel}
        </AxisTitle>
        <AxisTitle x={innerWidth / 2} y={innerHeight + 48}>
          {categoryLabel}
        </AxisTitle>
      </Group>
    </ChartSvg>
  );
}
