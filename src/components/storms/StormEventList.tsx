import { stormEventPath } from "../../lib/public-routes";
import { stormDate } from "../../lib/storms/storm-dates";
import type { StormEvent } from "../../lib/storms/storm-event-view";
import { inchesText } from "../../lib/storms/hail-size";

/** "Hail to 1.75 in, wind to 64 mph" */
export function eventSummary(event: StormEvent): string {
  const parts = [];
  if (event.largestHail) parts.push(`hail to ${inchesText(event.largestHail)}`);
  if (event.strongestWind) parts.push(`wind to ${Math.round(event.strongestWind)} mph`);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Significant events, newest first, each linking to its page. */
export function StormEventList({ events }: { events: readonly StormEvent[] }) {
  return (
    <ul className="grid gap-3">
      {events.map((event) => (
        <li key={event.slug} className="border-line rounded-xl border bg-white p-4">
          <a
            href={stormEventPath(event.slug)}
            className="text-brand-700 text-lg font-bold underline"
          >
            {stormDate(event.firstAt)}: {event.county}
          </a>
          <p className="text-muted mt-1">
            {eventSummary(event)}; {event.reports.length}{" "}
            {event.reports.length === 1 ? "report" : "reports"}
          </p>
        </li>
      ))}
    </ul>
  );
}
