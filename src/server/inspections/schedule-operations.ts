import type { BlockedTime, BookingRules } from "../../lib/booking/booking-rules.ts";
import { businessDay } from "../../lib/booking/windows.ts";
import { addBlock, removeBlock, saveRules } from "./booking-rules-repo.ts";
import { bookingsOfLead } from "./booking-read-repo.ts";
import { type BookingRecord } from "./booking-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import {
  cancelBooking,
  markBookingOutcome,
  rescheduleBooking,
  type ChangeOutcome,
} from "./change-booking.ts";
import { bookingCalendar, type WindowWithRoom } from "./booking-calendar.ts";
import { weekSchedule, type Schedule } from "./schedule.ts";
import { bookingSettingsOf, wakeAfterBooking } from "./booking-operations.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";
import { site } from "../../config/site.ts";
import type { SeriesChart } from "../../lib/lead-report-types.ts";
import { inspectionsByWeek } from "../reports/inspection-report.ts";

/** The office's side of inspections: /admin/schedule and the lead page's appointments. */
export interface ScheduleOperations {
  /** Today and the six days after it, with their windows and bookings, and the rules */
  week(): Promise<Schedule & { today: string; open: WindowWithRoom[] }>;
  /** Moves a booking (the homeowner gets the updated invitation) */
  reschedule(bookingId: number, windowId: string): Promise<ChangeOutcome>;
  /** Cancels a booking (the homeowner gets the cancellation) */
  cancel(bookingId: number): Promise<ChangeOutcome>;
  mark(bookingId: number, outcome: "done" | "no-show"): Promise<"changed" | "closed">;
  block(block: BlockedTime): Promise<void>;
  unblock(block: BlockedTime): Promise<void>;
  saveRules(rules: BookingRules): Promise<void>;
  /** A lead's bookings, newest first, for its page */
  ofLead(reference: string): Promise<BookingRecord[]>;
  /** Inspections booked per week and how they ended (the reports page) */
  report(): Promise<SeriesChart>;
}

export function scheduleOperations(parts: OperationParts): ScheduleOperations {
  const { db } = parts;
  const settings = bookingSettingsOf(parts);
  const wakeAfter = wakeAfterBooking(parts);
  return {
    async week() {
      const now = parts.clock();
      const [schedule, calendar] = await Promise.all([
        weekSchedule(db, now),
        bookingCalendar(db, now),
      ]);
      return {
        ...schedule,
        today: businessDay(now),
        open: calendar.windows.filter((window) => window.left > 0),
      };
    },
    async reschedule(bookingId, windowId) {
      return wakeAfter(await rescheduleBooking(db, bookingId, windowId, settings, parts.clock()));
    },
    async cancel(bookingId) {
      return wakeAfter(await cancelBooking(db, bookingId, settings, parts.clock()));
    },
    mark: (bookingId, outcome) => markBookingOutcome(db, bookingId, outcome, parts.clock()),
    block: (block) => addBlock(db, block, isoNow(parts)),
    unblock: (block) => removeBlock(db, block),
    saveRules: (rules) => saveRules(db, rules, isoNow(parts)),
    report: () => inspectionsByWeek(db, parts.clock(), site.timeZone),
    async ofLead(reference) {
      const lead = await findLeadByReference(db, reference);
      return lead ? bookingsOfLead(db, lead.id) : [];
    },
  };
}
