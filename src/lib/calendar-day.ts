/*
 * A calendar day as the site keeps it, "2026-11-28" (ISO 8601, no time or zone): a job's
 * completion day. One check and one wording for every place that reads or shows one.
 */
import { DateTime } from "luxon";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-28" and other days that exist; not "2026-02-30", "2026-11-28T00:00" or "28/11/2026". */
export const isCalendarDay = (text: string): boolean =>
  DAY_PATTERN.test(text) && DateTime.fromISO(text, { zone: "utc" }).isValid;

/** "2026-11-28" → "Nov 28, 2026"; anything that is not a day, as it is. */
export const dayInWords = (day: string): string =>
  isCalendarDay(day)
    ? DateTime.fromISO(day, { zone: "utc" }).setLocale("en-US").toFormat("LLL d, yyyy")
    : day;
