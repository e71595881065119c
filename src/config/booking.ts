/*
 * The inspection calendar's defaults: what /book offers until the office changes it on
 * /admin/schedule (the database then holds the office's rules). Source: the office's
 * inspection routine as issue 21 records it (two crews, four two-hour arrival windows on
 * weekdays, one Saturday morning window, nothing on Sundays).
 */
import type { BookingRules } from "./booking-types.ts";

export const defaultBookingRules: BookingRules = {
  weekly: [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: "08:00", end: "10:00", capacity: 2 },
      { weekday, start: "10:00", end: "12:00", capacity: 2 },
      { weekday, start: "13:00", end: "15:00", capacity: 2 },
      { weekday, start: "15:00", end: "17:00", capacity: 2 },
    ]),
    { weekday: 6, start: "09:00", end: "11:00", capacity: 2 },
  ],
  // 0: no notice beyond the rule that the first window offered is the next business morning's.
  noticeHours: 0,
  horizonDays: 14,
};

/** One email address or phone number holds at most this many future inspections. */
export const MAX_FUTURE_BOOKINGS_PER_CONTACT = 2;
