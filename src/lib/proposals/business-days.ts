import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../booking/windows.ts";

/*
 * Business days for the cancellation windows (lib/proposals/notices.ts). Each law counts
 * its own: the FTC rule counts Saturdays (16 CFR 429.0: "any calendar day except Sunday or
 * any federal holiday"), the others say whether their config does (config/proposal-notices.ts).
 * Every law here leaves out the federal holidays, which are the legal public holidays of
 * 5 U.S.C. 6103(a). One of them on a Saturday is observed on the Friday before, on a Sunday
 * on the Monday after (5 U.S.C. 6103(b), Executive Order 11582). The rules do not say which
 * of the two days a window skips, so both are skipped: that can only make a homeowner's
 * window longer, never shorter.
 *
 * Days are local calendar days in the business's zone ("2026-12-03"), since a window ends
 * at midnight where the homeowner and the office are.
 */

export interface BusinessDayRule {
  /** Whether a Saturday counts as a business day (16 CFR 429 yes; the others per their config) */
  saturdays: boolean;
}

export interface FederalHoliday {
  /** The holiday's own date, "2026-07-04" */
  day: string;
  name: string;
  /** The weekday it is observed on, "2026-07-03"; the same day when it falls on a weekday */
  observed: string;
}

const iso = (date: DateTime) => date.toISODate()!;

/** The n-th `weekday` (1 = Monday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n > 0) {
    const first = DateTime.utc(year, month, 1);
    return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
  }
  const last = DateTime.utc(year, month, 1).endOf("month").startOf("day");
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}

function observedOn(date: DateTime): DateTime {
  if (date.weekday === 6) return date.minus({ days: 1 });
  if (date.weekday === 7) return date.plus({ days: 1 });
  return date;
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in `year`, with the day each is observed.
 * Juneteenth National Independence Day is one from 2021 (Pub. L. 117-17). Inauguration Day
 * is left out: it is a holiday only for federal employees in the Washington, D.C. area
 * (5 U.S.C. 6103(c)).
 *
 * @example federalHolidays(2026).find((h) => h.name === "Independence Day")
 * // { day: "2026-07-04", name: "Independence Day", observed: "2026-07-03" }
 */
export function federalHolidays(year: number): FederalHoliday[] {
  const dates: [string, DateTime][] = [
    ["New Year's Day", DateTime.utc(year, 1, 1)],
    ["Birthday of Martin Luther King, Jr.", nthWeekday(year, 1, 1, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, 1, 3)],
    ["Memorial Day", nthWeekday(year, 5, 1, -1)],
    ...(year >= 2021
      ? [["Juneteenth National Independence Day", DateTime.utc(year, 6, 19)] as [string, DateTime]]
      : []),
    ["Independence Day", DateTime.utc(year, 7, 4)],
    ["Labor Day", nthWeekday(year, 9, 1, 1)],
    ["Columbus Day", nthWeekday(year, 10, 1, 2)],
    ["Veterans Day", DateTime.utc(year, 11, 11)],
    ["Thanksgiving Day", nthWeekday(year, 11, 4, 4)],
    ["Christmas Day", DateTime.utc(year, 12, 25)],
  ];
  return dates.map(([name, date]) => ({ day: iso(date), name, observed: iso(observedOn(date)) }));
}

/** The days no window counts in `year`: every holiday's own date and its observed weekday. */
function holidayDays(year: number): Set<string> {
  return new Set(federalHolidays(year).flatMap((holiday) => [holiday.day, holiday.observed]));
}

/** Whether `day` ("2026-12-03") is a business day under `rule`. */
export function isBusinessDay(day: string, rule: BusinessDayRule): boolean {
  const date = DateTime.fromISO(day, { zone: "utc" });
  if (!date.isValid) throw new RangeError(`Not a calendar day: ${day}`);
  if (date.weekday === 7 || (date.weekday === 6 && !rule.saturdays)) return false;
  // New Year's Day on a Saturday is observed on December 31 of the year before.
  return !holidayDays(date.year).has(day) && !holidayDays(date.year + 1).has(day);
}

/**
 * The n-th business day after `day`, `day` itself not counted: a window that ends at
 * midnight of "the third business day after" a signing on Friday, December 4, 2026 ends on
 * Tuesday the 8th when Saturdays count, Wednesday the 9th when they do not.
 *
 * @example addBusinessDays("2026-12-04", 3, { saturdays: true }) // "2026-12-08"
 */
export function addBusinessDays(day: string, n: number, rule: BusinessDayRule): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a count of days: ${n}`);
  let date = DateTime.fromISO(day, { zone: "utc" });
  if (!date.isValid) throw new RangeError(`Not a calendar day: ${day}`);
  for (let counted = 0; counted < n;) {
    date = date.plus({ days: 1 });
    if (isBusinessDay(iso(date), rule)) counted++;
  }
  return iso(date);
}

/** The local day in the business's zone that an instant falls on: 04:30Z on March 7 is March 6. */
export const businessDayOf = (instant: Date): string =>
  DateTime.fromJSDate(instant, { zone: BUSINESS_ZONE }).toISODate()!;

/**
 * The instant "midnight of `day`" means, where the business is: the start of the next local
 * day, as a Date. After a daylight-saving change the offset is the new one.
 *
 * @example endOfBusinessDay("2026-03-10") // 2026-03-11T04:00:00.000Z (EDT, UTC−4)
 */
export const endOfBusinessDay = (day: string): Date =>
  DateTime.fromISO(day, { zone: BUSINESS_ZONE }).plus({ days: 1 }).startOf("day").toJSDate();
