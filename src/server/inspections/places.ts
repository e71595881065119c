import type { BookingWindow } from "../../lib/booking/windows.ts";
import type { Db } from "../tables.ts";
import { placesTaken } from "./inspection-read-repo.ts";

/*
 * The one rule for room in a window: a window holds `capacity` inspections, counted by
 * placesTaken (the one query of places taken). /book's calendar, a new inspection and a
 * reschedule all ask here.
 */

/** Places still free in a window with `taken` booked: 0 once full (or over, after a lower capacity). */
export const placesLeft = (window: Pick<BookingWindow, "capacity">, taken: number): number =>
  Math.max(0, window.capacity - taken);

/**
 * Whether `window` has a free place, counted in the caller's transaction: call it after
 * lockBookingKeys has locked the window, so the count and the insert that follows are one
 * step on every instance.
 */
export async function hasRoom(trx: Db, window: BookingWindow): Promise<boolean> {
  const taken = await placesTaken(trx, [window.id]);
  return placesLeft(window, taken.get(window.id) ?? 0) > 0;
}
