import { createHmac } from "node:crypto";
import type { BookingRequest } from "../../lib/booking/booking-schema.ts";
import { bookForLeadPath } from "../../lib/public-routes.ts";
import { countedByReports } from "../../lib/lead-statuses.ts";
import { resolveAuthSecret } from "../staff/secret.ts";
import { bookingCalendar, type BookingCalendar } from "./booking-calendar.ts";
import { referenceOfLeadToken, leadBookingToken, shownStamp } from "./booking-links.ts";
import { bookAsVisitor, bookForLead, type BookOutcome } from "./book.ts";
import {
  bookingByToken,
  cancelBooking,
  rescheduleBooking,
  type BookingByToken,
  type ChangeOutcome,
} from "./change-booking.ts";
import { inspectionCalendar } from "./invitation.ts";
import { queueDueReminders } from "./reminders.ts";
import { linksOf, type BookingSettings } from "./take-place.ts";
import type { BookingLinks } from "../mail/compose-booking.ts";
import type { BookingRecord } from "./booking-repo.ts";
import { findLeadByReference, type StoredLead } from "../leads/lead-repo.ts";
import { PHOTO_LINK_DAYS } from "../photos/photo-link-repo.ts";
import { submitDependencies } from "../leads/lead-operations.ts";
import type { OperationParts } from "../operation-parts.ts";

/** A lead that may book through its "Pick your inspection time" link. */
export interface LeadForBooking {
  token: string;
  firstName: string;
  address: string;
}

export interface BookingOperations {
  /** /book's windows with their room, and the stamp its form carries */
  calendar(): Promise<BookingCalendar & { shown: string }>;
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
    shown?: string | undefined;
  }): Promise<BookOutcome | { kind: "unknown-lead" }>;
  byToken(token: string, purpose: "view" | "reschedule" | "cancel"): Promise<BookingByToken>;
  links(booking: BookingRecord): BookingLinks;
  /** The booking as an .ics file to add to a calendar */
  calendarFile(booking: BookingRecord): string;
  reschedule(bookingId: number, windowId: string): Promise<ChangeOutcome>;
  cancel(bookingId: number): Promise<ChangeOutcome>;
  /** Queues the reminders that are due (run by every instance, see reminders.ts) */
  sendReminders(): Promise<number>;
}

/** What every booking change needs from the runtime: the links' key, the office, the deliveries. */
export function bookingSettingsOf({ config }: Pick<OperationParts, "config">): BookingSettings {
  return {
    // Its own key, derived from the server's secret: a booking link is no session signature.
    secret: createHmac("sha256", resolveAuthSecret(config.dataDir, config.authSecret))
      .update("booking-links")
      .digest("base64url"),
    siteUrl: config.siteUrl,
    notifyTo: config.leadNotifyTo,
    deliveries: {
      chatUrl: config.leadChatWebhookUrl,
      webhookUrls: config.leadWebhookUrls,
      siteUrl: config.siteUrl,
    },
  };
}

/** Wakes the drains after a booking change queued its emails and deliveries. */
export function wakeAfterBooking(parts: Pick<OperationParts, "wake" | "log">) {
  return <T extends BookOutcome | ChangeOutcome>(outcome: T): T => {
    if ((outcome.kind === "booked" && !outcome.duplicate) || outcome.kind === "changed") {
      parts.wake.mail();
      parts.wake.deliveries();
    }
    if (outcome.kind === "booked" || outcome.kind === "changed")
      parts.log.info(`booking.${outcome.kind}`, { bookingId: outcome.booking.id });
    // A full window or a limit reached is worth seeing in the log when the office asks why.
    if (outcome.kind === "refused") parts.log.info("booking.refused", { reason: outcome.reason });
    return outcome;
  };
}

export function bookingOperations(parts: OperationParts): BookingOperations {
  const { db, config } = parts;
  const settings = bookingSettingsOf(parts);
  const { secret } = settings;
  const deps = { db, settings, submit: submitDependencies(parts) };
  const wakeAfter = wakeAfterBooking(parts);
  const validLead = async (token: string): Promise<StoredLead | undefined> => {
    const reference = token.length <= 200 ? referenceOfLeadToken(secret, token) : undefined;
    const lead = reference && (await findLeadByReference(db, reference));
    // A lead marked spam (by the checks or by staff) gets no booking.
    if (!lead || !countedByReports(lead.status)) return undefined;
    const ageMs = parts.clock().getTime() - Date.parse(lead.createdAt);
    return ageMs <= PHOTO_LINK_DAYS * 24 * 3_600_000 ? lead : undefined;
  };
  return {
    async calendar() {
      const now = parts.clock();
      return { ...(await bookingCalendar(db, now)), shown: shownStamp(secret, now) };
    },
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
      return wakeAfter(
        await bookForLead(
          deps,
          { ...request, lead },
          { now: parts.clock(), minFillMs: config.quoteMinFillMs },
        ),
      );
    },
    byToken: (token, purpose) => bookingByToken(db, token, purpose, parts.clock()),
    links: (booking) => linksOf(settings, booking),
    calendarFile: (booking) =>
      inspectionCalendar(
        { ...booking, manageUrl: linksOf(settings, booking).booking },
        booking.status === "cancelled" ? "CANCEL" : "PUBLISH",
        parts.clock(),
      ),
    async reschedule(bookingId, windowId) {
      return wakeAfter(await rescheduleBooking(db, bookingId, windowId, settings, parts.clock()));
    },
    async cancel(bookingId) {
      return wakeAfter(await cancelBooking(db, bookingId, settings, parts.clock()));
    },
    async sendReminders() {
      const queued = await queueDueReminders(db, settings, parts.clock());
      if (queued > 0) parts.wake.mail();
      return queued;
    },
  };
}
