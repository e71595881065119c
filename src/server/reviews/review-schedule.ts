import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";

/** A request due some days after the job goes out at this local hour, not at midnight. */
export const REQUEST_HOUR = 10;

/**
 * A job is asked within this many days of its request's due day, never later: a job
 * recorded long after it was finished, or GOOGLE_PLACE_ID set after months of completed
 * jobs, does not send a homeowner a "how did we do?" about work from last spring, nor a
 * backlog of them at once.
 */
export const REQUEST_WINDOW_DAYS = 30;

/**
 * When a job completed on `completedOn` (YYYY-MM-DD, Louisville) is asked for a review:
 * `requestDays` later at 10:00 Louisville time, or with 0 days at once (the start of the
 * completion day, which has always begun by the time the office records it).
 */
export function requestDueAt(completedOn: string, requestDays: number): Date {
  const day = DateTime.fromISO(completedOn, { zone: BUSINESS_ZONE }).startOf("day");
  if (requestDays === 0) return day.toJSDate();
  return day.plus({ days: requestDays }).set({ hour: REQUEST_HOUR }).toJSDate();
}

/** Requests sent at or before this instant are due their reminder. */
export const reminderCutoff = (now: Date, reminderDays: number): string =>
  new Date(now.getTime() - reminderDays * 24 * 3_600_000).toISOString();

/**
 * The latest completion day whose request is due at `now`: the jobs completed on it or
 * before are asked, the later ones wait.
 *
 * @example latestDueCompletionDay(new Date("2026-11-28T16:00:00Z"), 2) // "2026-11-26" (10:00 passed)
 */
export function latestDueCompletionDay(now: Date, requestDays: number): string {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("day");
  const candidate = today.minus({ days: requestDays });
  const day = candidate.toISODate()!;
  return requestDueAt(day, requestDays).getTime() <= now.getTime()
    ? day
    : candidate.minus({ days: 1 }).toISODate()!;
}

/**
 * The earliest completion day still asked at `now`: REQUEST_WINDOW_DAYS before the latest
 * one due (latestDueCompletionDay).
 *
 * @example earliestAskedCompletionDay(new Date("2026-11-28T16:00:00Z"), 2) // "2026-10-27"
 */
export function earliestAskedCompletionDay(now: Date, requestDays: number): string {
  return DateTime.fromISO(latestDueCompletionDay(now, requestDays), { zone: BUSINESS_ZONE })
    .minus({ days: REQUEST_WINDOW_DAYS })
    .toISODate()!;
}
