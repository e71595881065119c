import { serviceZips } from "../../config/service-zips.ts";
import { phoneKey } from "../../lib/contact-keys.ts";
import { looksLikeStreetAddress } from "../../lib/text-rules.ts";
import { BOOK_PATH } from "../../lib/public-routes.ts";
import type { BookingRequest } from "../../lib/booking/booking-schema.ts";
import { offeredWindow, type BookingWindow } from "../../lib/booking/windows.ts";
import { isServedZip } from "../../lib/estimate/service-area.ts";
import { activeInspectionOfLead, lockBookingKeys, type Inspection } from "./inspection-repo.ts";
import { blockedFrom } from "./booking-rules-repo.ts";
import { inTransaction } from "../db/database.ts";
import { findLeadByReference, type StoredLead } from "../leads/lead-repo.ts";
import type { Db } from "../tables.ts";
import { submitLead, type SubmitDependencies } from "../leads/submit-lead.ts";
import { judgeSpam } from "../spam/judge.ts";
import { businessDay } from "../../lib/booking/windows.ts";
import { currentRules } from "./booking-calendar.ts";
import { fillMsOf } from "./inspection-links.ts";
import { BookingRefused, bookInspection } from "./book-inspection.ts";
import type { InspectionSettings } from "./inspection-links.ts";

/**
 * Why nothing was booked. "too-soon" (sent faster than a person fills the form) and
 * "unstamped" (no stamp, a forged one, or one past SHOWN_STAMP_MAX_AGE_MS) give the form
 * back with a new stamp, so a person's next press books; "possible-spam" (the honeypot) stores
 * the request for the office to judge and books nothing.
 */
export type BookingRefusal =
  | "window-gone"
  | "window-full"
  | "contact-limit"
  | "rate-limited"
  | "outside-area"
  | "phone-unreadable"
  | "address-unreadable"
  | "too-soon"
  | "unstamped"
  | "possible-spam";

export type BookOutcome =
  | { kind: "booked"; inspection: Inspection; duplicate: boolean }
  | { kind: "refused"; reason: BookingRefusal };

export interface BookDependencies {
  db: Db;
  settings: InspectionSettings;
  submit: SubmitDependencies;
  /**
   * Counts a booking for its client in `trx` (the lead's transaction): true when the
   * client is over its bookings per hour or day, from every instance (booking-limit.ts).
   */
  overBookingLimit: (client: string, trx: Db, now: Date) => Promise<boolean>;
}

/** The ZIP at the end of an address, if it names one: "…, KY 40204" → "40204". */
export const zipOf = (address: string) => /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1];

/** Whether the address names a ZIP the crews do not serve. */
export const outsideServiceArea = (address: string) => {
  const zip = zipOf(address);
  return zip !== undefined && !isServedZip(zip, serviceZips);
};

/** The window an id names, if the office's rules offer it at `now`. */
async function windowOffered(db: Db, id: string, now: Date): Promise<BookingWindow | undefined> {
  const [rules, blocked] = await Promise.all([currentRules(db), blockedFrom(db, businessDay(now))]);
  return offeredWindow(id, rules, blocked, now);
}

const refusalOf = (error: unknown): BookOutcome => {
  if (error instanceof BookingRefused) return { kind: "refused", reason: error.reason };
  throw error;
};

/**
 * A visitor's booking on /book: a new lead and its inspection in one transaction, through
 * the quote form's path (submitLead: its rate limits, honeypot, fill time and double-submit
 * rule). A double click finds the first click's lead and gets its inspection.
 */
export async function bookAsVisitor(
  deps: BookDependencies,
  request: BookingRequest,
  context: { client: string; now: Date },
): Promise<BookOutcome> {
  const { now } = context;
  if (outsideServiceArea(request.address)) return { kind: "refused", reason: "outside-area" };
  // The phone is how the limit of future inspections knows the contact: one that is no
  // possible number ("5025550102 99") would be a new contact each time it is typed anew.
  if (!phoneKey(request.phone)) return { kind: "refused", reason: "phone-unreadable" };
  const window = await windowOffered(deps.db, request.window, now);
  if (!window) return { kind: "refused", reason: "window-gone" };
  // Judged before anything is stored: a person who pressed quickly gets the form back, as
  // typed, and books with the next press (see formStamp in inspection-operations.ts).
  const fillMs = fillMsOf(deps.settings.secret, request.shown, now);
  if (fillMs === undefined) return { kind: "refused", reason: "unstamped" };
  if (fillMs < deps.submit.minFillMs) return { kind: "refused", reason: "too-soon" };
  let booked: Inspection | undefined;
  try {
    const outcome = await submitLead(
      deps.submit,
      {
        name: request.name,
        phone: request.phone,
        email: request.email,
        address: request.address,
        serviceType: "inspection",
        message: request.note ?? "",
        consent: request.consent,
        website: request.website,
        fillMs,
      },
      {
        clientAddress: context.client,
        // The lead's source page: the form does not say, so it is where the request came from.
        refererPath: BOOK_PATH,
        now,
        receipt: false,
        overLimit: (trx) => deps.overBookingLimit(context.client, trx, now),
        // Possible spam (the honeypot, or over the quote or booking limits) holds no place:
        // the office gets it as a request to call back, and the visitor is asked to call.
        withLead: async (trx, lead) => {
          if (lead.spamReason) return;
          booked = await bookInspection(
            trx,
            {
              lead,
              window,
              address: request.address,
              note: request.note ?? "",
              bookedBy: "homeowner",
            },
            deps.settings,
            now,
          );
        },
      },
    );
    if (!outcome.ok) return { kind: "refused", reason: "rate-limited" };
    if (booked) return { kind: "booked", inspection: booked, duplicate: false };
    if (!outcome.duplicate) return { kind: "refused", reason: "possible-spam" };
    // The same request again (a double click): the first one's inspection, if it made one.
    const lead = await findLeadByReference(deps.db, outcome.reference);
    const earlier = lead && (await activeInspectionOfLead(deps.db, lead.id));
    return earlier
      ? { kind: "booked", inspection: earlier, duplicate: true }
      : { kind: "refused", reason: "possible-spam" };
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * An inspection for a lead that sent the quote form (its "Pick your inspection time" link):
 * nothing typed again, the inspection attaches to that lead. A lead already booked gets its
 * inspection back (a double click, or the link used twice). No fill time is asked: the lead
 * passed it with its quote request, and the link is signed for it.
 */
export async function bookForLead(
  deps: BookDependencies,
  request: {
    lead: StoredLead;
    windowId: string;
    note: string;
    address: string;
    honeypot?: string | undefined;
  },
  context: { now: Date },
): Promise<BookOutcome> {
  const { now } = context;
  if (judgeSpam({ honeypot: request.honeypot, fillMs: undefined, overRateLimit: false }))
    return { kind: "refused", reason: "possible-spam" };
  // A post without an address (or an empty one) books at the lead's own, never at none; the
  // quote form took that one without the street rule, so both are checked here.
  const address = request.address.trim() || request.lead.address.trim();
  if (!looksLikeStreetAddress(address)) return { kind: "refused", reason: "address-unreadable" };
  if (outsideServiceArea(address)) return { kind: "refused", reason: "outside-area" };
  const window = await windowOffered(deps.db, request.windowId, now);
  if (!window) return { kind: "refused", reason: "window-gone" };
  try {
    return await inTransaction(deps.db, async (trx) => {
      const { lead } = request;
      // Twin requests for one lead (a double click, on two instances) queue here.
      await lockBookingKeys(trx, [`lead:${lead.id}`]);
      const earlier = await activeInspectionOfLead(trx, lead.id);
      if (earlier) return { kind: "booked", inspection: earlier, duplicate: true } as const;
      const inspection = await bookInspection(
        trx,
        { lead, window, address, note: request.note, bookedBy: "homeowner" },
        deps.settings,
        now,
      );
      return { kind: "booked", inspection, duplicate: false } as const;
    });
  } catch (error) {
    return refusalOf(error);
  }
}
