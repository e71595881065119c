import { countyList } from "../../lib/storms/county-list.ts";
import { stormDate } from "../../lib/storms/storm-dates.ts";
import { textProblem } from "../../lib/text-rules.ts";
import type { StormBanner, StormEvent } from "../../lib/storms/storm-event-view.ts";
import { STORMS_PATH, stormEventPath } from "../../lib/public-routes.ts";
import type { Db } from "../tables.ts";
import { readStormMode, writeStormMode } from "./storm-repo.ts";
import { significantEvents } from "./storm-events.ts";

/** Storm mode stays on this long after a significant event's last report. */
export const STORM_MODE_DAYS = 14;
/** The longest banner line staff may write: one sentence on a phone's screen. */
export const STORM_LINE_MAX_LENGTH = 160;

export type StormModeSetting = "auto" | "on" | "off";

export interface StormModeState {
  setting: StormModeSetting;
  /** The line staff wrote; "" uses the default wording */
  customLine: string;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The newest storm day's event with the largest hail, under 14 days old; else undefined */
  recentEvent: StormEvent | undefined;
  /** The banner's wording when staff write none */
  defaultLine: string;
  /** What every page shows now; null while storm mode is off */
  banner: StormBanner | null;
}

/**
 * The newest storm day's events (one per county), the largest hail first, then the
 * strongest wind: a later, smaller report in one county never headlines over a larger one
 * in another the same day.
 */
export function newestStormDay(events: readonly StormEvent[]): StormEvent[] {
  const day = events[0]?.day;
  return events
    .filter((event) => event.day === day)
    .sort(
      (a, b) =>
        (b.largestHail ?? 0) - (a.largestHail ?? 0) ||
        (b.strongestWind ?? 0) - (a.strongestWind ?? 0),
    );
}

/**
 * The banner's wording when staff wrote none, from the newest storm day's events (see
 * newestStormDay): the largest hail in the service area that day and every county it was
 * reported in, or, without hail, the strongest wind.
 */
export function defaultLine(dayEvents: readonly StormEvent[]): string {
  const [lead] = dayEvents;
  if (!lead)
    return "Storm damage? We are inspecting roofs across Louisville and Southern Indiana this week.";
  const hail = dayEvents.filter((event) => event.largestHail);
  const what = lead.largestHail
    ? `Hail up to ${lead.largestHail.toFixed(2)} in`
    : `Wind gusts to ${Math.round(lead.strongestWind ?? 58)} mph`;
  const where = countyList((hail.length > 0 ? hail : dayEvents).map((event) => event.county));
  return `${what} reported in ${where} on ${stormDate(lead.firstAt)}. Free roof inspections this week.`;
}

/**
 * Whether storm mode is on: by hand ("on"/"off"), or on its own while a significant event
 * in the service area is less than 14 days old.
 */
export async function stormModeAt(db: Db, now: Date): Promise<StormModeState> {
  const stored = await readStormMode(db);
  const setting = stored?.mode ?? "auto";
  const since = new Date(now.getTime() - STORM_MODE_DAYS * 86_400_000).toISOString();
  const stormDay = newestStormDay(await significantEvents(db, since, now.toISOString()));
  const recentEvent = stormDay[0];
  const on = setting === "on" || (setting === "auto" && recentEvent !== undefined);
  const customLine = stored?.line ?? "";
  return {
    setting,
    customLine,
    updatedAt: stored?.updated_at ?? null,
    updatedBy: stored?.updated_by ?? null,
    recentEvent,
    defaultLine: defaultLine(stormDay),
    banner: on
      ? {
          line: customLine || defaultLine(stormDay),
          href: recentEvent ? stormEventPath(recentEvent.slug) : STORMS_PATH,
        }
      : null,
  };
}

export type SetStormModeResult = "saved" | "invalid";

/** Staff setting storm mode and its line; the line is one line of plain text. */
export async function setStormMode(
  db: Db,
  change: { setting: string; line: string },
  by: string,
  now: Date,
): Promise<SetStormModeResult> {
  const line = change.line.trim();
  const setting = change.setting;
  if (setting !== "auto" && setting !== "on" && setting !== "off") return "invalid";
  if (line.length > STORM_LINE_MAX_LENGTH || textProblem(line, "single-line") !== null)
    return "invalid";
  await writeStormMode(db, { mode: setting, line, updated_at: now.toISOString(), updated_by: by });
  return "saved";
}
