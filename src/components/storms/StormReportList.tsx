import { magnitudeText, sourceText } from "../../lib/storms/magnitude-text";
import { placeName } from "../../lib/storms/place-name";
import { stormDate } from "../../lib/storms/storm-dates";
import type { NearbyReport } from "../../lib/storms/storm-views";

/**
 * The reports near a ZIP as a list that fits a phone: each one a short card, what and when
 * on top, then how far, where and from whom. (A table of five columns was cut off at
 * 390 px.)
 */
export function StormReportList({ reports, label }: { reports: NearbyReport[]; label: string }) {
  return (
    <section aria-labelledby="storm-report-list" className="min-w-0">
      <h3 id="storm-report-list" className="text-xl font-bold">
        The reports, newest first
      </h3>
      <p className="text-muted mt-1 text-sm">{label}</p>
      <ul className="mt-4 grid gap-3">
        {reports.map((report) => (
          <li key={report.id} className="border-line rounded-lg border bg-white p-4">
            <p className="text-brand-900 font-semibold">
              {magnitudeText(report)} <span className="text-muted font-normal">·</span>{" "}
              {stormDate(report.occurredAt)}
            </p>
            <p className="mt-1">
              {`${report.miles.toFixed(1)} mi ${report.direction}, near ${placeName(report.location)}`}
            </p>
            <p className="text-muted mt-1 text-sm">{sourceText(report)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
