import { site } from "../../config/site.ts";

/**
 * Storm times are stored in UTC; homeowners and the office read them in Louisville's time
 * (site.timeZone), where a storm at 01:15 UTC was the evening before.
 */
const officeDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const officeDate = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
});
const officeTime = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** "2026-11-21T01:15:00Z" → "2026-11-20" (the day in Louisville) */
export const stormDay = (iso: string) => officeDay.format(new Date(iso));
/** "2026-11-21T01:15:00Z" → "Nov 20, 2026" */
export const stormDate = (iso: string) => officeDate.format(new Date(iso));
/** "2026-11-21T01:15:00Z" → "8:15 PM" */
export const stormTime = (iso: string) => officeTime.format(new Date(iso));
