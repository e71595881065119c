import type { WeeklyWindow } from "../../config/booking-types.ts";

/*
 * Reading and checking the inspection calendar's rules (their shape is
 * config/booking-types.ts), shared by /book, /admin/schedule and the server. Browser-safe:
 * no time zone work here (see windows.ts).
 */

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "08:00" and the like; "24:00", "8:00" and "08:60" are not times of day. */
export const isClockTime = (value: string) => CLOCK_TIME.test(value);

/** Why a weekly window cannot be saved, or null when it is sound. */
export function weeklyWindowProblem(window: WeeklyWindow): string | null {
  if (!Number.isInteger(window.weekday) || window.weekday < 1 || window.weekday > 7)
    return "Please choose a day of the week.";
  if (!isClockTime(window.start) || !isClockTime(window.end))
    return "Please give start and end as times like 08:00.";
  if (window.end <= window.start) return "A window must end after it starts.";
  if (!Number.isInteger(window.capacity) || window.capacity < 1 || window.capacity > 20)
    return "Capacity must be a whole number from 1 to 20.";
  return null;
}
