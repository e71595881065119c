import { randomUUID } from "node:crypto";
import { MAX_FUTURE_BOOKINGS_PER_CONTACT } from "../../config/booking.ts";
import type { Lead } from "../../lib/lead-model.ts";
import { isWaiting, statusAfterBooking } from "../../lib/lead-statuses.ts";
import { bookingPagePaths } from "../../lib/public-routes.ts";
import type { BookingWindow } from "../../lib/booking/windows.ts";
import {
  bookingById,
  countFutureBookingsOf,
  insertBooking,
  lockBookingKeys,
  replaceTokens,
  type BookingRecord,
} from "./booking-repo.ts";
import { setLeadAppointment } from "./booking-change-repo.ts";
import type { LeadActor } from "../inbox/lead-event-repo.ts";
import { moveLead } from "../inbox/lead-updates.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { recordFirstContact } from "../inbox/response-time-repo.ts";
import type { Db } from "../tables.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import {
  composeHomeownerBookingMail,
  composeOfficeBookingMail,
  type BookingLinks,
  type HomeownerMail,
} from "../mail/compose-booking.ts";
import { queueBookingDeliveries, type BookingEventType } from "./booking-deliveries.ts";
import { bookingToken, bookingTokenHashes } from "./booking-links.ts";
import { inspectionCalendar } from "./invitation.ts";
import { hasRoom } from "./places.ts";

/** Who moved a lead's status when a homeowner booked: shown in the lead's history. */
const BOOKED_ONLINE: LeadActor = { id: null, email: "the homeowner, booking online" };

/** Why a place could not be taken: the transaction is rolled back with this. */
export class BookingRefused extends Error {
  override name = "BookingRefused";
  readonly reason: "window-full" | "contact-limit";
  constructor(reason: "window-full" | "contact-limit") {
    super(reason);
    this.reason = reason;
  }
}

export interface BookingSettings {
  /** The server's secret, for the booking's link tokens */
  secret: string;
  siteUrl: string;
  notifyTo: string[];
  deliveries: DeliverySettings;
}

/** Lower-case email and the phone's digits: how one contact is recognised. */
export const contactOf = (lead: { email: string; phone: string }) => ({
  email: lead.email.trim().toLowerCase(),
  phone: lead.phone.replace(/\D/g, ""),
});

/** The booking's links, as absolute URLs, at its current version. */
export function linksOf(
  settings: Pick<BookingSettings, "secret" | "siteUrl">,
  booking: BookingRecord,
): BookingLinks {
  const url = (path: string) => new URL(path, settings.siteUrl).href;
  const token = (purpose: "view" | "reschedule" | "cancel") =>
    bookingToken(settings.secret, booking, purpose);
  return {
    booking: url(bookingPagePaths.booking(token("view"))),
    reschedule: url(bookingPagePaths.reschedule(token("reschedule"))),
    cancel: url(bookingPagePaths.cancel(token("cancel"))),
  };
}

/**
 * Takes a place in `window` for a lead, in the caller's transaction: the window's and the
 * contact's keys are locked first (lockBookingKeys), so the count that follows and the
 * insert are one step on every instance. A full window or a contact already holding two
 * future inspections throws BookingRefused, which rolls the transaction back.
 */
export async function takePlace(
  trx: Db,
  request: {
    lead: Pick<Lead, "id" | "email" | "phone" | "status">;
    window: BookingWindow;
    address: string;
    note: string;
    bookedBy: "homeowner" | "staff";
  },
  settings: BookingSettings,
  now: Date,
): Promise<BookingRecord> {
  const contact = contactOf(request.lead);
  const nowIso = now.toISOString();
  await lockBookingKeys(trx, [
    `window:${request.window.id}`,
    `email:${contact.email}`,
    `phone:${contact.phone}`,
  ]);
  if ((await countFutureBookingsOf(trx, contact, nowIso)) >= MAX_FUTURE_BOOKINGS_PER_CONTACT)
    throw new BookingRefused("contact-limit");
  if (!(await hasRoom(trx, request.window))) throw new BookingRefused("window-full");
  const uid = `${randomUUID()}@${new URL(settings.siteUrl).hostname}`;
  const id = await insertBooking(trx, {
    leadId: request.lead.id,
    uid,
    window: request.window,
    address: request.address,
    note: request.note,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    bookedBy: request.bookedBy,
    now: nowIso,
  });
  await replaceTokens(trx, id, bookingTokenHashes(settings.secret, { uid, sequence: 0 }), nowIso);
  // A homeowner who books has spoken with us: the lead counts as contacted (response times).
  if (request.bookedBy === "homeowner") await recordFirstContact(trx, request.lead.id, nowIso);
  if (isWaiting(request.lead.status))
    await moveLead(trx, request.lead, statusAfterBooking, BOOKED_ONLINE, nowIso);
  await setLeadAppointment(trx, request.lead.id, request.window.startsAt);
  const booking = (await bookingById(trx, id))!;
  await announceBooking(trx, "inspection.booked", booking, settings, now);
  return booking;
}

const homeownerMailOf: Record<BookingEventType, HomeownerMail> = {
  "inspection.booked": "booked",
  "inspection.rescheduled": "rescheduled",
  "inspection.cancelled": "cancelled",
};

/**
 * Queues what a booking change sends, in its transaction: the homeowner's email with the
 * invitation (or the cancellation), the office's email with the same file, the chat alert
 * and the webhook events. Returns whether deliveries were queued (to wake their drain).
 */
export async function announceBooking(
  trx: Db,
  type: BookingEventType,
  booking: BookingRecord,
  settings: BookingSettings,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const links = linksOf(settings, booking);
  const calendar = inspectionCalendar(
    { ...booking, manageUrl: links.booking },
    type === "inspection.cancelled" ? "CANCEL" : "REQUEST",
    now,
  );
  const domain = new URL(settings.siteUrl).hostname;
  await enqueueMessage(
    trx,
    booking.leadId,
    composeHomeownerBookingMail(homeownerMailOf[type], booking, links, calendar),
    nowIso,
    domain,
  );
  const officeEvent = homeownerMailOf[type] as "booked" | "rescheduled" | "cancelled";
  await enqueueMessage(
    trx,
    booking.leadId,
    composeOfficeBookingMail(officeEvent, booking, settings.notifyTo, settings.siteUrl, calendar),
    nowIso,
    domain,
  );
  return queueBookingDeliveries(trx, type, booking, settings.deliveries, nowIso);
}
