import { DateTime } from "luxon";
import type { BlockedTime, BookingRules } from "../../lib/booking/booking-rules.ts";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import { blockedFrom } from "./booking-rules-repo.ts";
import { bookingsBetween } from "./booking-read-repo.ts";
import { type BookingRecord } from "./booking-repo.ts";
import type { Db } from "../tables.ts";
import { currentRules } from "./booking-calendar.ts";

/** One window of the staff week: the rules' window (or a booking's, since removed) and its bookings. */
export interface ScheduleWindow {
  id: string;
  start: string;
  end: string;
  capacity: number;
  blocked: boolean;
  bookings: BookingRecord[];
}

export interface ScheduleDay {
  day: string;
  blocked: boolean;
  windows: ScheduleWindow[];
}

export interface Schedule {
  days: ScheduleDay[];
  rules: BookingRules;
  blocked: BlockedTime[];
}

/**
 * The seven days from today (in Louisville), today first: every window the weekly rules
 * give each day, with its bookings of any status, and any booking on a window the rules
 * no longer have.
 */
export async function weekSchedule(db: Db, now: Date): Promise<Schedule> {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("day");
  const end = today.plus({ days: 7 });
  const [rules, blocked, bookings] = await Promise.all([
    currentRules(db),
    blockedFrom(db, today.toISODate()!),
    bookingsBetween(db, today.toUTC().toISO()!, end.toUTC().toISO()!),
  ]);
  const days: ScheduleDay[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = today.plus({ days: offset });
    const day = date.toISODate()!;
    const dayBlocked = blocked.some((block) => block.day === day && block.start === null);
    const windows = new Map<string, ScheduleWindow>();
    for (const window of rules.weekly.filter((each) => each.weekday === date.weekday))
      windows.set(`${day}T${window.start}`, {
        id: `${day}T${window.start}`,
        start: window.start,
        end: window.end,
        capacity: window.capacity,
        blocked:
          dayBlocked || blocked.some((block) => block.day === day && block.start === window.start),
        bookings: [],
      });
    for (const booking of bookings.filter((each) => each.windowId.startsWith(`${day}T`))) {
      const start = booking.windowId.slice(11);
      const local = DateTime.fromISO(booking.endsAt, { zone: BUSINESS_ZONE }).toFormat("HH:mm");
      const window = windows.get(booking.windowId) ?? {
        id: booking.windowId,
        start,
        end: local,
        capacity: 0,
        blocked: false,
        bookings: [],
      };
      window.bookings.push(booking);
      windows.set(booking.windowId, window);
    }
    days.push({
      day,
      blocked: dayBlocked,
      windows: [...windows.values()].sort((a, b) => a.start.localeCompare(b.start)),
    });
  }
  return { days, rules, blocked };
}
