import type { LeadReports } from "../../../lib/lead-report-types";
import { ChartFrame } from "./ChartFrame";
import { HorizontalBarChart } from "./HorizontalBarChart";
import { ReportTable } from "./ReportTable";

/** Leads counted by one key (source, landing page, area) as bars, with the same table. */
export function CountChart({
  id,
  title,
  description,
  rowHeading,
  rows,
}: {
  id: string;
  title: string;
  description: string;
  rowHeading: string;
  rows: LeadReports["bySource"];
}) {
  const bars = rows.map((row) => ({ label: row.label, value: row.values["Leads"] ?? 0 }));
  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      chart={
        bars.length === 0 ? (
          <p>No leads in this period.</p>
        ) : (
          <HorizontalBarChart
            id={`${id}-chart`}
            title={title}
            description={description}
            rows={bars}
            valueLabel="Leads"
          />
        )
      }
      table={
        <ReportTable
          caption={title}
          rowHeading={rowHeading}
          columns={["Leads"]}
          rows={bars.map((bar) => ({ label: bar.label, cells: [bar.value] }))}
        />
      }
    />
  );
}
