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

/**
 * How many bookings one client (an IPv4 address, an IPv6 /64) makes on /book before the next
 * ones hold no place: they reach the office as requests to call back, and the visitor is
 * asked to call. A household books once or twice; a landlord with several roofs calls. Past
 * these, one connection (or five) could take the calendar's 84 places of two weeks in
 * seconds (issue 37). Counted per rolling hour and day, in the database, for every instance.
 * The default of BOOKING_RATE_LIMIT (per hour; a day allows twice as many).
 */
export const BOOKINGS_PER_CLIENT = { hour: 3, day: 6 } as const;
