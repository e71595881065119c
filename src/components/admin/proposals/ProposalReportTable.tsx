import { formatDollars } from "../../../lib/format-dollars";
import { DataTable } from "../DataTable";

/** The proposal report as the page gets it (server/proposals/proposal-report.ts). */
export interface ProposalReportView {
  months: readonly { label: string; sent: number; accepted: number }[];
  sent: number;
  accepted: number;
  closeRate: number | null;
  byOption: readonly { name: string; accepted: number; averageTotal: number }[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Proposals sent and signed per month, the close rate, and the signed value per kind of roof. */
export function ProposalReportTable({ report }: { report: ProposalReportView }) {
  const rate =
    report.closeRate === null
      ? "No proposal was sent in these 12 months."
      : `${Math.round(report.closeRate * 100)}% of them are signed so far.`;
  return (
    <div className="grid gap-4">
      <p>
        {`${plural(report.sent, "proposal", "proposals")} sent and ${report.accepted} signed in these 12 months. ${rate} `}
        A proposal counts once, however many versions it went through.
      </p>
      {report.byOption.length > 0 && (
        <DataTable
          caption="Signed proposals by the option chosen"
          columns={["Option chosen", "Signed", "Average value"]}
          minWidth="min-w-md"
        >
          {report.byOption.map((option) => (
            <tr key={option.name} className="border-line border-t">
              <th scope="row" className="px-3 py-2 font-semibold">
                {option.name}
              </th>
              <td className="px-3 py-2">{option.accepted}</td>
              <td className="px-3 py-2">{formatDollars(option.averageTotal)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <DataTable
        caption="Proposals sent and signed per month"
        columns={["Month", "Sent", "Signed"]}
        minWidth="min-w-md"
      >
        {/* Newest first: this month is what the office looks for. */}
        {[...report.months].reverse().map((month) => (
          <tr key={month.label} className="border-line border-t">
            <th scope="row" className="px-3 py-2 font-semibold">
              {month.label}
            </th>
            <td className="px-3 py-2">{month.sent}</td>
            <td className="px-3 py-2">{month.accepted}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
