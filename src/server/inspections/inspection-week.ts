import { DateTime } from "luxon";
import type { BlockedTime, BookingRules } from "../../config/booking-types.ts";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import { blockedFrom } from "./booking-rules-repo.ts";
import { inspectionsBetween } from "./inspection-read-repo.ts";
import { type Inspection } from "./inspection-repo.ts";
import type { Db } from "../tables.ts";
import { currentRules } from "./booking-calendar.ts";

/** One window of the staff week: the rules' window (or one since removed) and its inspections. */
export interface WeekWindow {
  id: string;
  start: string;
  end: string;
  capacity: number;
  blocked: boolean;
  inspections: Inspection[];
}

export interface WeekDay {
  day: string;
  blocked: boolean;
  windows: WeekWindow[];
}

export interface InspectionWeek {
  days: WeekDay[];
  rules: BookingRules;
  blocked: BlockedTime[];
}

/**
 * The seven days from today (in Louisville), today first: every window the weekly rules
 * give each day, with its inspections of any status, and any inspection on a window the rules
 * no longer have.
 */
export async function inspectionWeek(db: Db, now: Date): Promise<InspectionWeek> {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("day");
  const end = today.plus({ days: 7 });
  const [rules, blocked, inspections] = await Promise.all([
    currentRules(db),
    blockedFrom(db, today.toISODate()!),
    inspectionsBetween(db, today.toUTC().toISO()!, end.toUTC().toISO()!),
  ]);
  const days: WeekDay[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = today.plus({ days: offset });
    const day = date.toISODate()!;
    const dayBlocked = blocked.some((block) => block.day === day && block.start === null);
    const windows = new Map<string, WeekWindow>();
    for (const window of rules.weekly.filter((each) => each.weekday === date.weekday))
      windows.set(`${day}T${window.start}`, {
        id: `${day}T${window.start}`,
        start: window.start,
        end: window.end,
        capacity: window.capacity,
        blocked:
          dayBlocked || blocked.some((block) => block.day === day && block.start === window.start),
        inspections: [],
      });
    for (const inspection of inspections.filter((each) => each.windowId.startsWith(`${day}T`))) {
      const start = inspection.windowId.slice(11);
      const local = DateTime.fromISO(inspection.endsAt, { zone: BUSINESS_ZONE }).toFormat("HH:mm");
      const window = windows.get(inspection.windowId) ?? {
        id: inspection.windowId,
        start,
        end: local,
        capacity: 0,
        blocked: false,
        inspections: [],
      };
      window.inspections.push(inspection);
      windows.set(inspection.windowId, window);
    }
    days.push({
      day,
      blocked: dayBlocked,
      windows: [...windows.values()].sort((a, b) => a.start.localeCompare(b.start)),
    });
  }
  return { days, rules, blocked };
}
