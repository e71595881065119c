import { DataTable } from "./DataTable";

/** One month of review requests (reviews/review-report.ts). */
export interface ReviewMonthRow {
  label: string;
  sent: number;
  opened: number;
  feedback: number;
  /** Projects first published that month (projects/project-report.ts) */
  published: number;
}

/**
 * Proof from finished jobs per month: review requests sent, opened through their link,
 * private feedback, and projects published on the website.
 */
export function ReviewReportTable({
  months,
  offReason,
}: {
  months: readonly ReviewMonthRow[];
  /** Why none are sent, when they are off */
  offReason: string | null;
}) {
  const sent = months.reduce((sum, month) => sum + month.sent, 0);
  const opened = months.reduce((sum, month) => sum + month.opened, 0);
  const feedback = months.reduce((sum, month) => sum + month.feedback, 0);
  const published = months.reduce((sum, month) => sum + month.published, 0);
  return (
    <div className="grid gap-3">
      {offReason && <p>{offReason}</p>}
      <p>
        {`${sent} ${sent === 1 ? "request" : "requests"} sent, ${opened} review ${opened === 1 ? "link" : "links"} opened and ${feedback} private ${feedback === 1 ? "message" : "messages"} in these 12 months; ${published} ${published === 1 ? "project" : "projects"} published. `}
        Every completed job is asked the same way. A link counts as opened the first time anyone
        follows it, which may be the homeowner&rsquo;s mail scanner; whether a review was then
        written, only Google knows.
      </p>
      <DataTable
        caption="Review requests and projects per month"
        columns={[
          "Month",
          "Requests sent",
          "Review links opened",
          "Private feedback",
          "Projects published",
        ]}
        minWidth="min-w-md"
      >
        {/* Newest first: this month is what the office looks for. */}
        {[...months].reverse().map((month) => (
          <tr key={month.label} className="border-line border-t">
            <th scope="row" className="px-3 py-2 font-semibold">
              {month.label}
            </th>
            <td className="px-3 py-2">{month.sent}</td>
            <td className="px-3 py-2">{month.opened}</td>
            <td className="px-3 py-2">{month.feedback}</td>
            <td className="px-3 py-2">{month.published}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
