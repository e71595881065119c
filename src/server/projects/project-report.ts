import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import type { Db } from "../tables.ts";
import { publicationsSince } from "./project-repo.ts";

/** How many months the reports page shows, the current one last (as the review report). */
export const PROJECT_REPORT_MONTHS = 12;

/** One month of projects, in office time. */
export interface ProjectMonth {
  /** "Nov 2026" */
  label: string;
  /** Projects first published that month (a project unpublished since still counts) */
  published: number;
}

/** Projects first published per month for the last PROJECT_REPORT_MONTHS months. */
export async function projectReport(db: Db, now: Date): Promise<ProjectMonth[]> {
  const current = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("month");
  const first = current.minus({ months: PROJECT_REPORT_MONTHS - 1 });
  const published = await publicationsSince(db, first.toUTC().toISO()!);
  const monthOf = (iso: string) =>
    DateTime.fromISO(iso, { zone: BUSINESS_ZONE }).toFormat("yyyy-LL");
  return Array.from({ length: PROJECT_REPORT_MONTHS }, (_, index) => {
    const month = first.plus({ months: index });
    const key = month.toFormat("yyyy-LL");
    return {
      label: month.setLocale("en-US").toFormat("LLL yyyy"),
      published: published.filter((time) => monthOf(time) === key).length,
    };
  });
}
