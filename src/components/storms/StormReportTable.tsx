import { magnitudeText, sourceText } from "../../lib/storms/magnitude-text";
import { placeName } from "../../lib/storms/place-name";
import { stormDate, stormTime } from "../../lib/storms/storm-dates";
import type { NearbyReport } from "../../lib/storms/storm-views";

/** The reports near a ZIP, one row each: when, what, how far and which way, from whom. */
export function StormReportTable({
  reports,
  caption,
  withTime = false,
}: {
  reports: NearbyReport[];
  caption: string;
  /** An event's page: the time of day instead of a distance from a ZIP */
  withTime?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="text-muted mb-2 text-left">{caption}</caption>
        <thead className="border-line border-b-2">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Date
            </th>
            <th scope="col" className="py-2 pr-4">
              Report
            </th>
            <th scope="col" className="py-2 pr-4">
              {withTime ? "Time" : "Distance"}
            </th>
            <th scope="col" className="py-2 pr-4">
              Where
            </th>
            <th scope="col" className="py-2">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} className="border-line border-b">
              <td className="py-2 pr-4 whitespace-nowrap">{stormDate(report.occurredAt)}</td>
              <td className="py-2 pr-4">{magnitudeText(report)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {withTime
                  ? stormTime(report.occurredAt)
                  : `${report.miles.toFixed(1)} mi ${report.direction}`}
              </td>
              <td className="py-2 pr-4">{placeName(report.location)}</td>
              <td className="py-2">{sourceText(report)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
