import type { EstimateReports } from "../../lib/lead-report-types";
import { DataTable } from "./DataTable";

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)}%`);

/**
 * The instant estimate per week: results shown, leads that came with an estimate, and the
 * share of results that became a lead.
 */
export function EstimateReportTable({ reports }: { reports: EstimateReports }) {
  return (
    <div className="grid gap-3">
      <p>
        {`${reports.shown} ${reports.shown === 1 ? "estimate" : "estimates"} shown, `}
        {`${reports.leads} ${reports.leads === 1 ? "lead" : "leads"} from them (${percent(reports.share)}). `}
        An estimate counts as shown when the server renders its result: the form sent, a result link
        opened, or &quot;Show my price range&quot; pressed. Changing answers on the page is not
        counted again.
      </p>
      <DataTable
        caption="Instant estimates per week"
        columns={["Week", "Estimates shown", "Leads from estimates", "Became leads"]}
        minWidth="min-w-md"
      >
        {reports.weeks.map((week) => (
          <tr key={week.label} className="border-line border-t">
            <th scope="row" className="px-3 py-2 font-semibold">
              {week.label}
            </th>
            <td className="px-3 py-2">{week.shown}</td>
            <td className="px-3 py-2">{week.leads}</td>
            <td className="px-3 py-2">{percent(week.share)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
