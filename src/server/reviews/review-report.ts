import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import type { Db } from "../tables.ts";
import { reviewActivitySince } from "./review-repo.ts";

/** How many months the reports page shows, the current one last. */
export const REVIEW_REPORT_MONTHS = 12;

/** One month of review requests, in office time. */
export interface ReviewMonth {
  /** "Nov 2026" */
  label: string;
  /** Requests that went out (not those withheld for an earlier unsubscribe) */
  sent: number;
  /** Requests whose review link was first opened that month */
  opened: number;
  /** Private feedback messages received */
  feedback: number;
}

/**
 * Review requests per month for the last REVIEW_REPORT_MONTHS months, each event counted in
 * the month it happened in Louisville: a request sent in October and opened in November
 * counts once in each column.
 */
export async function reviewReport(db: Db, now: Date): Promise<ReviewMonth[]> {
  const current = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("month");
  const first = current.minus({ months: REVIEW_REPORT_MONTHS - 1 });
  const activity = await reviewActivitySince(db, first.toUTC().toISO()!);
  const monthOf = (iso: string) =>
    DateTime.fromISO(iso, { zone: BUSINESS_ZONE }).toFormat("yyyy-LL");
  const count = (times: string[], month: string) =>
    times.filter((time) => monthOf(time) === month).length;
  return Array.from({ length: REVIEW_REPORT_MONTHS }, (_, index) => {
    const month = first.plus({ months: index });
    const key = month.toFormat("yyyy-LL");
    return {
      label: month.setLocale("en-US").toFormat("LLL yyyy"),
      sent: count(activity.sent, key),
      opened: count(activity.opened, key),
      feedback: count(activity.feedback, key),
    };
  });
}
