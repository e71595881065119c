import type { BlockedTime, BookingRules } from "../../config/booking-types.ts";
import type { BookingRequest } from "../../lib/booking/booking-schema.ts";
import { businessDay, clockChangeProblem } from "../../lib/booking/windows.ts";
import { weeklyLine } from "../../lib/booking/weekly-text.ts";
import { countedByReports } from "../../lib/lead-statuses.ts";
import type { SeriesChart } from "../../lib/lead-report-types.ts";
import { bookForLeadPath } from "../../lib/public-routes.ts";
import { site } from "../../config/site.ts";
import { findLeadByReference, type StoredLead } from "../leads/lead-repo.ts";
import { submitDependencies } from "../leads/lead-operations.ts";
import type { InspectionLinks } from "../mail/compose-inspection.ts";
import type { OperationParts } from "../operation-parts.ts";
import { isoNow } from "../operation-parts.ts";
import { PHOTO_LINK_DAYS } from "../photos/photo-link-repo.ts";
import { inspectionsByWeek } from "../reports/inspection-report.ts";
import { bookAsVisitor, bookForLead, type BookOutcome } from "./book.ts";
import { linksOf } from "./inspection-links.ts";
import { bookingLimit } from "./booking-limit.ts";
import { bookingCalendar, type BookingCalendar, type WindowWithRoom } from "./booking-calendar.ts";
import { addBlock, removeBlock, saveRules } from "./booking-rules-repo.ts";
import { inspectionCalendarFile } from "./calendar-file.ts";
import {
  cancelInspection,
  inspectionByToken,
  markInspectionOutcome,
  rescheduleInspection,
  type ChangeOutcome,
  type InspectionByToken,
} from "./change-inspection.ts";
import { leadBookingToken, referenceOfLeadToken, shownStamp } from "./inspection-links.ts";
import { inspectionsOfLead } from "./inspection-read-repo.ts";
import type { Inspection } from "./inspection-repo.ts";
import { inspectionSettingsOf, wakeAfterChange } from "./inspection-settings.ts";
import { inspectionWeek, type InspectionWeek } from "./inspection-week.ts";
import { queueDueReminders } from "./reminders.ts";

/** A lead that may book through its "Pick your inspection time" link. */
export interface LeadForBooking {
  token: string;
  firstName: string;
  address: string;
}

/**
 * Inspections, for the homeowner's pages (/book and an inspection's links) and the
 * office's (/admin/schedule, a lead's page, the reports): one reschedule and one cancel,
 * whoever asks.
 */
export interface InspectionOperations {
  /** /book's windows with their room, and the stamp its form carries (see formStamp) */
  calendar(options?: { seenBefore?: boolean }): Promise<BookingCalendar & { shown: string }>;
  /**
   * The signed time /book's form is shown. `seenBefore`: the form comes back after a post,
   * so the visitor has read it already; its stamp is dated the minimum fill time back,
   * and the next press books however quick it is.
   */
  formStamp(options?: { seenBefore?: boolean }): string;
  /** The lead a "pick your time" token names, while the link is valid (as long as add-photos) */
  leadForToken(token: string): Promise<LeadForBooking | undefined>;
  /** The link a quote request's result offers, for its reference */
  leadBookingPath(reference: string): string;
  book(request: BookingRequest, client: string): Promise<BookOutcome>;
  bookForLead(request: {
    token: string;
    windowId: string;
    note: string;
    address: string;
    honeypot?: string | undefined;
  }): Promise<BookOutcome | { kind: "unknown-lead" }>;
  byToken(token: string, purpose: "view" | "reschedule" | "cancel"): Promise<InspectionByToken>;
  links(inspection: Inspection): InspectionLinks;
  /** The inspection as an .ics calendar file to add to a calendar */
  calendarFile(inspection: Inspection): string;
  /** Moves an inspection; the homeowner and the office get the updated calendar file */
  reschedule(inspectionId: number, windowId: string): Promise<ChangeOutcome>;
  /** Cancels an inspection; the homeowner and the office get the cancellation */
  cancel(inspectionId: number): Promise<ChangeOutcome>;
  /** Staff: the inspection happened, or nobody was home */
  mark(inspectionId: number, outcome: "done" | "no-show"): Promise<"changed" | "closed">;
  /** Queues the reminders that are due (run by every instance, see reminders.ts) */
  sendReminders(): Promise<number>;
  /** Today and the six days after it, with their windows and inspections, and the rules */
  week(): Promise<InspectionWeek & { today: string; open: WindowWithRoom[] }>;
  block(block: BlockedTime): Promise<void>;
  unblock(block: BlockedTime): Promise<void>;
  /**
   * Saves the office's rules, unless a weekly window starts or ends in an hour a clock change
   * skips or repeats: then nothing is saved and the message says which and when.
   */
  saveRules(rules: BookingRules): Promise<{ ok: true } | { ok: false; message: string }>;
  /** A lead's inspections, newest first, for its page */
  ofLead(reference: string): Promise<Inspection[]>;
  /** Inspections booked per week and how they ended (the reports page) */
  report(): Promise<SeriesChart>;
}

export function inspectionOperations(parts: OperationParts): InspectionOperations {
  const { db, config } = parts;
  const settings = inspectionSettingsOf(parts);
  const { secret } = settings;
  const deps = {
    db,
    settings,
    submit: submitDependencies(parts),
    overBookingLimit: bookingLimit(db, config.bookingRateLimit),
  };
  const wakeAfter = wakeAfterChange(parts);
  const validLead = async (token: string): Promise<StoredLead | undefined> => {
    const reference = token.length <= 200 ? referenceOfLeadToken(secret, token) : undefined;
    const lead = reference && (await findLeadByReference(db, reference));
    // A lead marked spam (by the checks or by staff) gets no inspection.
    if (!lead || !countedByReports(lead.status)) return undefined;
    const ageMs = parts.clock().getTime() - Date.parse(lead.createdAt);
    return ageMs <= PHOTO_LINK_DAYS * 24 * 3_600_000 ? lead : undefined;
  };
  const formStamp = ({ seenBefore = false } = {}) => {
    const now = parts.clock().getTime();
    return shownStamp(secret, new Date(seenBefore ? now - config.quoteMinFillMs : now));
  };
  return {
    async calendar(options) {
      return { ...(await bookingCalendar(db, parts.clock())), shown: formStamp(options) };
    },
    formStamp,
    async leadForToken(token) {
      const lead = await validLead(token);
      return lead && { token, firstName: lead.name.split(/\s+/)[0] ?? "", address: lead.address };
    },
    leadBookingPath: (reference) => bookForLeadPath(leadBookingToken(secret, reference)),
    async book(request, client) {
      return wakeAfter(await bookAsVisitor(deps, request, { client, now: parts.clock() }));
    },
    async bookForLead({ token, ...request }) {
      const lead = await validLead(token);
      if (!lead) return { kind: "unknown-lead" };
      return wakeAfter(await bookForLead(deps, { ...request, lead }, { now: parts.clock() }));
    },
    byToken: (token, purpose) => inspectionByToken(db, token, purpose, parts.clock()),
    links: (inspection) => linksOf(settings, inspection),
    calendarFile: (inspection) =>
      inspectionCalendarFile(
        { ...inspection, manageUrl: linksOf(settings, inspection).view },
        "PUBLISH",
        parts.clock(),
      ),
    async reschedule(inspectionId, windowId) {
      return wakeAfter(
        await rescheduleInspection(db, inspectionId, windowId, settings, parts.clock()),
      );
    },
    async cancel(inspectionId) {
      return wakeAfter(await cancelInspection(db, inspectionId, settings, parts.clock()));
    },
    mark: (inspectionId, outcome) =>
      markInspectionOutcome(db, inspectionId, outcome, parts.clock()),
    async sendReminders() {
      const queued = await queueDueReminders(db, settings, parts.clock());
      if (queued > 0) parts.wake.mail();
      return queued;
    },
    async week() {
      const now = parts.clock();
      const [week, calendar] = await Promise.all([
        inspectionWeek(db, now),
        bookingCalendar(db, now),
      ]);
      return {
        ...week,
        today: businessDay(now),
        open: calendar.windows.filter((window) => window.left > 0),
      };
    },
    block: (block) => addBlock(db, block, isoNow(parts)),
    unblock: (block) => removeBlock(db, block),
    async saveRules(rules) {
      for (const window of rules.weekly) {
        const problem = clockChangeProblem(window, parts.clock());
        if (problem) return { ok: false, message: `${weeklyLine(window)}: ${problem}` };
      }
      await saveRules(db, rules, isoNow(parts));
      return { ok: true };
    },
    report: () => inspectionsByWeek(db, parts.clock(), site.timeZone),
    async ofLead(reference) {
      const lead = await findLeadByReference(db, reference);
      return lead ? inspectionsOfLead(db, lead.id) : [];
    },
  };
}
