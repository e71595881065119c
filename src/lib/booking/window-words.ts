import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "./windows.ts";

/*
 * A window in the words the confirmation page and the emails use, in the business zone:
 * "Thursday, December 3, between 10 am and noon".
 */

/** "10:00" → "10 am", "12:00" → "noon", "13:30" → "1:30 pm". */
export function clockInWords(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  if (hours === 12 && minutes === 0) return "noon";
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "2026-12-03" → "Thursday, December 3". */
export function dayInWords(day: string): string {
  return DateTime.fromISO(day, { zone: BUSINESS_ZONE }).setLocale("en-US").toFormat("cccc, LLLL d");
}

/** "Thursday, December 3, between 10 am and noon". */
export function windowInWords(window: { day: string; start: string; end: string }): string {
  return `${dayInWords(window.day)}, between ${clockInWords(window.start)} and ${clockInWords(window.end)}`;
}

/** An instant's local day and "HH:MM" in the business zone. */
export function localParts(iso: string): { day: string; time: string } {
  const local = DateTime.fromISO(iso, { zone: BUSINESS_ZONE });
  return { day: local.toISODate()!, time: local.toFormat("HH:mm") };
}

/** A stored booking's window in words, from its instants. */
export function bookingWords(booking: { startsAt: string; endsAt: string }): string {
  const start = localParts(booking.startsAt);
  return windowInWords({ day: start.day, start: start.time, end: localParts(booking.endsAt).time });
}
