import { defaultBookingRules } from "../../config/booking.ts";
import type { BlockedTime, BookingRules } from "../../config/booking-types.ts";
import { businessDay, offeredWindows, type BookingWindow } from "../../lib/booking/windows.ts";
import { blockedFrom, storedRules } from "./booking-rules-repo.ts";
import { placesTaken } from "./inspection-read-repo.ts";
import { placesLeft } from "./places.ts";
import type { Db } from "../tables.ts";

/** An offered window and how many places it has left. */
export interface WindowWithRoom extends BookingWindow {
  left: number;
}

export interface BookingCalendar {
  rules: BookingRules;
  blocked: BlockedTime[];
  /** Every offered window, full ones included (left 0) */
  windows: WindowWithRoom[];
}

/** The office's rules, or the config's defaults while none are stored. */
export async function currentRules(db: Db): Promise<BookingRules> {
  return (await storedRules(db)) ?? defaultBookingRules;
}

/** What /book can offer at `now`: the rules, the blocks, and each window's room. */
export async function bookingCalendar(db: Db, now: Date): Promise<BookingCalendar> {
  const [rules, blocked] = await Promise.all([currentRules(db), blockedFrom(db, businessDay(now))]);
  const offered = offeredWindows(rules, blocked, now);
  const taken = await placesTaken(
    db,
    offered.map((window) => window.id),
  );
  const windows = offered.map((window) => ({
    ...window,
    left: placesLeft(window, taken.get(window.id) ?? 0),
  }));
  return { rules, blocked, windows };
}
