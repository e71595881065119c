import { randomUUID } from "node:crypto";
import { MAX_FUTURE_BOOKINGS_PER_CONTACT } from "../../config/booking.ts";
import { emailKey, phoneKey } from "../../lib/contact-keys.ts";
import type { Lead } from "../../lib/lead-model.ts";
import { isWaiting, statusAfterBooking } from "../../lib/lead-statuses.ts";
import type { BookingWindow } from "../../lib/booking/windows.ts";
import {
  inspectionById,
  countFutureInspectionsOf,
  insertInspection,
  lockBookingKeys,
  replaceTokens,
  type Inspection,
} from "./inspection-repo.ts";
import { setLeadInspectionTime } from "./inspection-change-repo.ts";
import type { LeadActor } from "../inbox/lead-event-repo.ts";
import { moveLead } from "../inbox/lead-updates.ts";
import { recordFirstContact } from "../inbox/response-time-repo.ts";
import type { Db } from "../tables.ts";
import { announceInspection } from "./announce-inspection.ts";
import { inspectionTokenHashes, type InspectionSettings } from "./inspection-links.ts";
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

/**
 * How one contact is recognised for the limit of future inspections: the mailbox and the
 * E.164 number (lib/contact-keys.ts, which the privacy copy and the inbox search share). A
 * visitor's phone always has a key (bookAsVisitor refuses one without); a lead's from an
 * older quote may not, and then its digits stand for it.
 */
export const contactOf = (lead: { email: string; phone: string }) => ({
  email: emailKey(lead.email),
  phone: phoneKey(lead.phone) ?? lead.phone.replace(/\D/g, ""),
});

/**
 * Takes a place in `window` for a lead, in the caller's transaction: the window's and the
 * contact's keys are locked first (lockBookingKeys), so the count that follows and the
 * insert are one step on every instance. A full window or a contact already holding two
 * future inspections throws BookingRefused, which rolls the transaction back.
 */
export async function bookInspection(
  trx: Db,
  request: {
    lead: Pick<Lead, "id" | "email" | "phone" | "status">;
    window: BookingWindow;
    address: string;
    note: string;
    bookedBy: "homeowner" | "staff";
  },
  settings: InspectionSettings,
  now: Date,
): Promise<Inspection> {
  const contact = contactOf(request.lead);
  const nowIso = now.toISOString();
  await lockBookingKeys(trx, [
    `window:${request.window.id}`,
    `email:${contact.email}`,
    `phone:${contact.phone}`,
  ]);
  if ((await countFutureInspectionsOf(trx, contact, nowIso)) >= MAX_FUTURE_BOOKINGS_PER_CONTACT)
    throw new BookingRefused("contact-limit");
  if (!(await hasRoom(trx, request.window))) throw new BookingRefused("window-full");
  const uid = `${randomUUID()}@${new URL(settings.siteUrl).hostname}`;
  const id = await insertInspection(trx, {
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
  await replaceTokens(
    trx,
    id,
    inspectionTokenHashes(settings.secret, { uid, sequence: 0 }),
    nowIso,
  );
  // A homeowner who books has spoken with us: the lead counts as contacted (response times).
  if (request.bookedBy === "homeowner") await recordFirstContact(trx, request.lead.id, nowIso);
  if (isWaiting(request.lead.status))
    await moveLead(trx, request.lead, statusAfterBooking, BOOKED_ONLINE, nowIso);
  await setLeadInspectionTime(trx, request.lead.id, request.window.startsAt);
  const inspection = (await inspectionById(trx, id))!;
  await announceInspection(trx, "inspection.booked", inspection, settings, now);
  return inspection;
}
