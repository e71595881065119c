import { inchesText } from "../../lib/storms/hail-size";
import type { NearbyReport, StormMap, StormWindow } from "../../lib/storms/storm-views";
import { StormMapSvg } from "./StormMapSvg";
import { StormReportTable } from "./StormReportTable";

interface StormCheckResultProps {
  zip: string;
  windows: StormWindow[];
  reports: NearbyReport[];
  map: StormMap;
  noneFound: { heading: string; intro?: string | undefined };
}

function windowLine(window: StormWindow): string {
  const hail = window.hail === 1 ? "1 hail report" : `${window.hail} hail reports`;
  const wind =
    window.wind === 1 ? "1 damaging wind report" : `${window.wind} damaging wind reports`;
  const largest = window.largestHail ? `, largest hail ${inchesText(window.largestHail)}` : "";
  return `${hail}, ${wind}${largest}`;
}

/** A ZIP's storm check: the counts per window, the map beside the table of reports. */
export function StormCheckResult({ zip, windows, reports, map, noneFound }: StormCheckResultProps) {
  return (
    <div className="mt-10 grid gap-8" aria-live="polite">
      <h2 className="text-2xl font-extrabold sm:text-3xl">Within 10 miles of ZIP {zip}</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {windows.map((window) => (
          <div key={window.years} className="border-line rounded-xl border bg-white p-4">
            <dt className="text-muted text-sm font-semibold">
              Last {window.years === 1 ? "12 months" : `${window.years} years`}
            </dt>
            <dd className="mt-1 font-semibold">{windowLine(window)}</dd>
          </div>
        ))}
      </dl>
      {reports.length === 0 && (
        <div>
          <h3 className="text-xl font-bold">{noneFound.heading}</h3>
          <p className="mt-2 text-lg">{noneFound.intro}</p>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <StormMapSvg
          map={map}
          title={`Storm reports within 10 miles of ZIP ${zip}`}
          description={`${reports.length} reports in the last five years, on a map of the counties we serve.`}
        />
        {reports.length > 0 && (
          <StormReportTable
            reports={reports}
            caption="Hail and damaging wind reported in the last five years, newest first. Distance and direction are from the center of the ZIP code."
          />
        )}
      </div>
    </div>
  );
}
