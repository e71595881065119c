import { DateTime } from "luxon";
import { site } from "../../config/site.ts";
import type { BlockedTime, BookingRules, WeeklyWindow } from "../../config/booking-types.ts";
import { WEEKDAY_NAMES } from "./booking-rules.ts";

/*
 * The arrival windows /book offers, computed in the business's time zone with luxon, so a
 * window is "8 to 10 in Louisville" on either side of a daylight-saving change and on a
 * server whose own zone is anything at all.
 */

export const BUSINESS_ZONE = site.timeZone;

/** One offered window. Its id is its local day and start, stable as long as it is offered. */
export interface BookingWindow {
  /** "2026-12-03T10:00": the value of the form's `window` radio button */
  id: string;
  /** Local calendar day, "2026-12-03" */
  day: string;
  /** Local "HH:MM" */
  start: string;
  end: string;
  /** The instants, ISO in UTC, as the database stores them */
  startsAt: string;
  endsAt: string;
  capacity: number;
}

const WINDOW_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The day and start an id names, or undefined for anything that is not an id. */
export function parseWindowId(id: string): { day: string; start: string } | undefined {
  const match = WINDOW_ID.exec(id);
  return match ? { day: match[1]!, start: match[2]! } : undefined;
}

/**
 * A local day and "HH:MM" in the business zone, as an instant. A wall time the fall-back
 * change repeats (1:30 am on 2026-11-01) is its first occurrence, as a calendar reads it;
 * luxon picks the second, and has no option to say otherwise, hence the check an hour back.
 * A time the spring-forward change skips moves an hour on, as luxon does.
 */
function localInstant(day: string, time: string): DateTime {
  const wall = `${day}T${time}`;
  const instant = DateTime.fromISO(wall, { zone: BUSINESS_ZONE });
  const hourEarlier = instant.minus({ hours: 1 });
  return hourEarlier.toFormat("yyyy-MM-dd'T'HH:mm") === wall ? hourEarlier : instant;
}

/** Today's date in the business zone, "2026-12-02". */
export const businessDay = (now: Date) =>
  DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).toISODate()!;

/**
 * Every window the rules offer after `now`: from the next local day (never today), at
 * least `noticeHours` ahead, up to `horizonDays` days ahead, less the blocked days and
 * windows. Sorted by start.
 */
export function offeredWindows(
  rules: BookingRules,
  blocked: readonly BlockedTime[],
  now: Date,
): BookingWindow[] {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("day");
  const earliest = now.getTime() + rules.noticeHours * 3_600_000;
  const windows: BookingWindow[] = [];
  for (let offset = 1; offset <= rules.horizonDays; offset++) {
    const date = today.plus({ days: offset });
    const day = date.toISODate()!;
    if (blocked.some((block) => block.day === day && block.start === null)) continue;
    const weekly = rules.weekly
      .filter((window) => window.weekday === date.weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const window of weekly) {
      if (blocked.some((block) => block.day === day && block.start === window.start)) continue;
      const starts = localInstant(day, window.start);
      if (!starts.isValid || starts.toMillis() < earliest) continue;
      windows.push({
        id: `${day}T${window.start}`,
        day,
        start: window.start,
        end: window.end,
        startsAt: starts.toUTC().toISO()!,
        endsAt: localInstant(day, window.end).toUTC().toISO()!,
        capacity: window.capacity,
      });
    }
  }
  return windows;
}

/** The offered window with this id, or undefined when it is forged, stale or blocked. */
export function offeredWindow(
  id: string,
  rules: BookingRules,
  blocked: readonly BlockedTime[],
  now: Date,
): BookingWindow | undefined {
  if (!parseWindowId(id)) return undefined;
  return offeredWindows(rules, blocked, now).find((window) => window.id === id);
}

/** Windows grouped by local day, in order, for the form's fieldsets and the staff week. */
export function groupByDay<T extends { day: string }>(windows: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const window of windows) days.set(window.day, [...(days.get(window.day) ?? []), window]);
  return [...days.entries()];
}

/** Whether a local wall time on `day` is skipped or repeated by a clock change, or neither. */
function clockChangeAt(day: string, time: string): "skipped" | "repeated" | undefined {
  const wall = `${day}T${time}`;
  const instant = DateTime.fromISO(wall, { zone: BUSINESS_ZONE });
  const wallOf = (at: DateTime) => at.toFormat("yyyy-MM-dd'T'HH:mm");
  if (wallOf(instant) !== wall) return "skipped";
  const twice = [instant.minus({ hours: 1 }), instant.plus({ hours: 1 })].some(
    (other) => wallOf(other) === wall,
  );
  return twice ? "repeated" : undefined;
}

/**
 * Why a weekly window cannot be kept on the business zone's clock-change days in the year
 * from `now`, or null. A start or end in the hour the spring change skips (2:00-2:59 am on
 * a Sunday in March, in Louisville) names no instant, and one in the hour the fall change
 * repeats (1:00-1:59 am in November) names two: a window there would end before it starts,
 * or run an hour long or three.
 */
export function clockChangeProblem(window: WeeklyWindow, now: Date): string | null {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("day");
  for (let offset = 0; offset <= 366; offset++) {
    const date = today.plus({ days: offset });
    if (date.weekday !== window.weekday || date.offset === date.endOf("day").offset) continue;
    for (const time of [window.start, window.end]) {
      const change = clockChangeAt(date.toISODate()!, time);
      if (change)
        return `${time} ${change === "skipped" ? "does not exist" : "happens twice"} on ${date.toFormat("cccc, MMMM d, yyyy")}, when the clocks go ${change === "skipped" ? "forward" : "back"} an hour. Please start and end ${WEEKDAY_NAMES[window.weekday - 1]} windows outside that hour.`;
    }
  }
  return null;
}
