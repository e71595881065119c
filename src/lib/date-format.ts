import { site } from "../config/site.ts";

/*
 * Dates and clock times on the public site (opening hours, a post's date). The staff
 * pages format lead times in office time with components/admin/format.ts.
 */

/** "07:00" → "7 am", "18:00" → "6 pm", "12:30" → "12:30 pm" */
export function formatClock(time: string): string {
  const [hourText = "0", minuteText = "00"] = time.split(":");
  const hour = Number(hourText);
  const suffix = hour >= 12 ? "pm" : "am";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return minuteText === "00" ? `${hour12} ${suffix}` : `${hour12}:${minuteText} ${suffix}`;
}

/** 2025-10-03 → "October 3, 2025" (UTC, so a build server's time zone cannot shift the day) */
export function formatDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * An instant's day in Louisville, for a visitor: "2026-11-28T03:10:00.000Z" → "November 27, 2026".
 */
export function formatBusinessDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: site.timeZone,
  });
}

/** An instant's clock time in Louisville, for a visitor: "2026-12-05T20:12:00.000Z" → "3:12 pm". */
export function formatBusinessTime(iso: string): string {
  return new Date(iso)
    .toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: site.timeZone })
    .replace(/\s?AM$/, " am")
    .replace(/\s?PM$/, " pm");
}

/** A local calendar day in full: "2026-12-08" → "December 8, 2026". */
export function formatCalendarDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`));
}
