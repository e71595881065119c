import type { LeadReports, SeriesChart } from "../../lib/lead-report-types";
import { formatMinutes } from "../../lib/waited";
import { ChartFrame } from "./charts/ChartFrame";
import { CountChart } from "./charts/CountChart";
import { HorizontalBarChart } from "./charts/HorizontalBarChart";
import { ReportTable } from "./charts/ReportTable";
import { StackedBarChart } from "./charts/StackedBarChart";

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function seriesTable(chart: SeriesChart, caption: string) {
  return (
    <ReportTable
      caption={caption}
      rowHeading="Week starting"
      columns={[...chart.series, "Total"]}
      rows={chart.rows.map((row) => {
        const cells = chart.series.map((name) => row.values[name] ?? 0);
        return {
          label: row.label,
          cells: [...cells, cells.reduce((sum, value) => sum + value, 0)],
        };
      })}
    />
  );
}

/** Every chart of the reports page, each with its table. */
export function LeadReportCharts({ reports }: { reports: LeadReports }) {
  const serviceDescription =
    "Real leads (not marked spam) each week, split by the service asked for.";
  const medianDescription =
    "The middle time from a lead arriving to its first contact, for the leads of each week that were contacted.";
  const withinDescription =
    "Of all real leads in these weeks, the share first contacted within 5, 30 and 60 minutes of arriving.";
  const spamDescription = "Leads each week, split into real requests and those marked spam.";
  return (
    <div className="grid gap-6">
      <ChartFrame
        id="per-week"
        title="Leads per week by service"
        description={serviceDescription}
        series={reports.byWeekAndService.series}
        wideTable
        chart={
          <StackedBarChart
            id="per-week-chart"
            title="Leads per week by service"
            description={serviceDescription}
            series={reports.byWeekAndService.series}
            rows={reports.byWeekAndService.rows}
            valueLabel="Leads"
            categoryLabel="Week starting"
          />
        }
        table={seriesTable(reports.byWeekAndService, "Leads per week by service")}
      />
      <CountChart
        id="by-source"
        title="Leads by source"
        description="Where real leads came from: the campaign tag (source / medium), else the site that linked to us, else direct."
        rowHeading="Source"
        rows={reports.bySource}
      />
      <CountChart
        id="by-landing-page"
        title="Leads by landing page"
        description="The page the quote form was sent from."
        rowHeading="Page"
        rows={reports.byLandingPage}
      />
      <CountChart
        id="by-area"
        title="Leads by area"
        description="The town in the address given, else the area page the visitor came from."
        rowHeading="Area"
        rows={reports.byArea}
      />
      <ChartFrame
        id="response"
        title="Median response time per week"
        description={medianDescription}
        chart={
          <StackedBarChart
            id="response-chart"
            title="Median response time per week"
            description={medianDescription}
            series={["Median minutes"]}
            rows={reports.responseByWeek.map((week) => ({
              label: week.label,
              values: { "Median minutes": Math.round(week.medianMinutes ?? 0) },
            }))}
            valueLabel="Minutes"
            categoryLabel="Week starting"
          />
        }
        table={
          <ReportTable
            caption="Median response time per week"
            rowHeading="Week starting"
            columns={["Median", "Contacted"]}
            rows={reports.responseByWeek.map((week) => ({
              label: week.label,
              cells: [
                week.medianMinutes === null ? "None contacted" : formatMinutes(week.medianMinutes),
                week.contacted,
              ],
            }))}
          />
        }
      />
      <ChartFrame
        id="contacted-within"
        title="Share contacted within 5, 30 and 60 minutes"
        description={withinDescription}
        chart={
          <HorizontalBarChart
            id="contacted-within-chart"
            title="Share contacted within 5, 30 and 60 minutes"
            description={withinDescription}
            rows={reports.contactedWithin.map((bucket) => ({
              label: bucket.label,
              value: bucket.share,
            }))}
            valueLabel="Share of real leads"
            max={1}
            formatValue={percent}
          />
        }
        table={
          <ReportTable
            caption="Share contacted within 5, 30 and 60 minutes"
            rowHeading="First contact"
            columns={["Leads", "Share"]}
            rows={reports.contactedWithin.map((bucket) => ({
              label: bucket.label,
              cells: [bucket.count, percent(bucket.share)],
            }))}
          />
        }
      />
      <ChartFrame
        id="spam"
        title="Spam and real leads per week"
        description={spamDescription}
        series={reports.spamByWeek.series}
        chart={
          <StackedBarChart
            id="spam-chart"
            title="Spam and real leads per week"
            description={spamDescription}
            series={reports.spamByWeek.series}
            rows={reports.spamByWeek.rows}
            valueLabel="Leads"
            categoryLabel="Week starting"
          />
        }
        table={seriesTable(reports.spamByWeek, "Spam and real leads per week")}
      />
    </div>
  );
}
