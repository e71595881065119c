import { stormCheckSummary } from "../../lib/storms/storm-summary";
import type { NearbyReport, StormMap, StormWindow } from "../../lib/storms/storm-views";
import { LinkButton } from "../ui/Button";
import { StormMapSvg } from "./StormMapSvg";
import { StormReportList } from "./StormReportList";

interface StormCheckResultProps {
  zip: string;
  windows: StormWindow[];
  reports: NearbyReport[];
  map: StormMap;
  noneFound: { heading: string; intro?: string | undefined };
  /** Where "Book a free inspection" and "Get a free quote" go */
  actions: { book: string; quote: string };
}

/**
 * A ZIP's storm check: the answer in one sentence, the two next steps right under it, the
 * map, and the reports as a list. The heading takes focus when the answer arrives
 * (`autofocus`, no script), which also scrolls it to the middle of the screen, so the
 * answer is what the page shows, with or without JavaScript. (A #fragment in the form's
 * address would scroll too, but a page opened at a fragment ignores autofocus.)
 */
export function StormCheckResult({
  zip,
  windows,
  reports,
  map,
  noneFound,
  actions,
}: StormCheckResultProps) {
  return (
    <div id="storm-result" className="mt-10 grid min-w-0 gap-8">
      <div className="grid gap-4">
        {/* Focus on the answer to the visitor's own request, not on a field on arrival. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <h2 tabIndex={-1} autoFocus className="text-2xl font-extrabold sm:text-3xl">
          Within 10 miles of ZIP {zip}
        </h2>
        <p className="max-w-3xl text-lg" data-testid="storm-summary">
          {stormCheckSummary(zip, windows, reports)}
        </p>
        {reports.length === 0 && <p className="max-w-3xl text-lg">{noneFound.intro}</p>}
        <div className="flex flex-wrap gap-3">
          <LinkButton href={actions.book} size="lg">
            Book a free inspection
          </LinkButton>
          <LinkButton href={actions.quote} variant="outline" size="lg">
            Get a free quote
          </LinkButton>
        </div>
      </div>
      <div className="grid min-w-0 gap-8 lg:grid-cols-2 lg:items-start">
        <StormMapSvg
          map={map}
          title={`Storm reports within 10 miles of ZIP ${zip}`}
          description={`${reports.length} reports in the last five years, on a map of the counties we serve.`}
        />
        {reports.length > 0 && (
          <StormReportList
            reports={reports}
            label="Distance and direction are from the center of the ZIP code."
          />
        )}
      </div>
    </div>
  );
}
