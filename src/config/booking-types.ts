/*
 * The shape of the inspection calendar's rules: the defaults beside this file
 * (config/booking.ts) and the rules the office saves are both of it.
 */

/** One recurring arrival window: ISO weekday (1 Monday … 7 Sunday), local "HH:MM" times. */
export interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
  /** How many inspections the crews can do in it at once */
  capacity: number;
}

export interface BookingRules {
  weekly: WeeklyWindow[];
  /**
   * Hours between booking and a window's start, on top of the standing rule that the
   * first window offered is on the next business day (a booking never lands today).
   */
  noticeHours: number;
  /** How many days ahead windows are offered */
  horizonDays: number;
}

/** A blocked day ("2026-12-24", start null) or one blocked window of it (start "10:00"). */
export interface BlockedTime {
  day: string;
  start: string | null;
}
