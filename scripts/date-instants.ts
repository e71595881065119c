// The instants `npm run test:dates` sets the whole process tree's clock to, and the tests it
// runs at each: the ones whose answer depends on the day, the weekday, the hour or the time
// zone (booking windows and pages, reminders, storm mode and event pages, reports, the
// retention sweep, escalation).
import { DateTime } from "luxon";

/** The business's zone: every instant is a Louisville wall time. */
const LOUISVILLE = "America/Kentucky/Louisville";

export interface TestInstant {
  /** A short name, for `--at` and the report */
  name: string;
  /** Louisville wall time, "2026-11-27T16:30" */
  local: string;
}

/*
 * Why each: the Friday afternoon broke the booking test (the next bookable day is a
 * Saturday with one window); Saturday and Sunday have few or no windows of their own; the
 * evenings before clocks change put the change inside the booking horizon, tomorrow's
 * reminders and this week's reports; New Year's Eve turns the year during the run.
 */
export const TEST_INSTANTS: readonly TestInstant[] = [
  { name: "friday-afternoon", local: "2026-11-27T16:30" },
  { name: "saturday-morning", local: "2026-11-28T11:00" },
  { name: "sunday-night", local: "2026-11-29T23:30" },
  { name: "before-fall-back", local: "2026-10-31T21:00" },
  { name: "before-spring-forward", local: "2027-03-13T21:00" },
  { name: "new-years-eve", local: "2026-12-31T23:50" },
];

/** The instant in epoch milliseconds. */
export function instantMillis(instant: TestInstant): number {
  const time = DateTime.fromISO(instant.local, { zone: LOUISVILLE });
  if (!time.isValid) throw new Error(`${instant.name}: ${instant.local} is no Louisville time`);
  return time.toMillis();
}

/**
 * libfaketime's relative offset ("+1602", "-2500000": whole seconds) that makes a clock
 * reading `nowMillis` read `targetMillis`. Relative, not absolute: every process started
 * under it, however late, shares one clock that runs on from the instant.
 */
export function fakeTimeOffset(targetMillis: number, nowMillis: number): string {
  const seconds = Math.round((targetMillis - nowMillis) / 1000);
  return seconds < 0 ? String(seconds) : `+${seconds}`;
}

/**
 * Unit test paths (Vitest filters: a file runs when its path contains one): the tests of code
 * that reads the clock or turns instants into Louisville days, weeks and hours. Tests of
 * staff forms, listings and the privacy copy take their instants as data and are left to the
 * ordinary run.
 */
export const DATE_UNIT_TESTS: readonly string[] = [
  // Booking windows, their words, calendar files and links, reminders
  "src/lib/booking/",
  "src/server/inspections/",
  // Reports by week and month
  "src/server/reports/",
  "src/components/admin/LeadReportCharts",
  // Storm reports: import days, storm mode, the banner, event pages, a lead's storm
  "src/lib/storms/",
  "src/server/storms/",
  "src/components/storms/",
  "src/components/admin/LeadStormBadge",
  "src/server/http/live-pages",
  "scripts/storms.test.ts",
  // The retention sweep, escalation of unanswered leads, response times in business hours
  "src/server/privacy/retention-sweep",
  "src/server/inbox/escalation",
  "src/server/inbox/response-times",
  "src/server/inbox/leads-csv",
];

/**
 * The Playwright tag of an end-to-end test whose answer depends on the day (`{ tag: "@dates" }`):
 * it runs at each instant, and `npm test`'s ordinary run leaves it out rather than running it a
 * seventh time on today's clock. A test in a serial file that is not tagged must not need the
 * state its tagged neighbours leave behind, since it runs without them.
 */
export const DATED_TAG = "@dates";
