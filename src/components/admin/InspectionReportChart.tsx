import type { SeriesChart } from "../../lib/lead-report-types";
import { ChartFrame } from "./charts/ChartFrame";
import { StackedBarChart } from "./charts/StackedBarChart";
import { seriesTable } from "./LeadReportCharts";

const TITLE = "Inspections booked per week";
const DESCRIPTION =
  "Inspections booked on the site or from the schedule each week, split by how they ended: booked or done, no-show, or cancelled.";

/** The reports page's inspections chart, with its table. */
export function InspectionReportChart({ chart }: { chart: SeriesChart }) {
  return (
    <ChartFrame
      id="inspections"
      title={TITLE}
      description={DESCRIPTION}
      series={chart.series}
      chart={
        <StackedBarChart
          id="inspections-chart"
          title={TITLE}
          description={DESCRIPTION}
          series={chart.series}
          rows={chart.rows}
          valueLabel="Inspections"
          categoryLabel="Week starting"
        />
      }
      table={seriesTable(chart, TITLE)}
    />
  );
}
