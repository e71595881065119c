import { BOOKING_TOKEN_PATTERN } from "../../lib/public-routes.ts";
import { businessDay, offeredWindow } from "../../lib/booking/windows.ts";
import { blockedFrom } from "./booking-rules-repo.ts";
import {
  inspectionById,
  inspectionByTokenHash,
  lockBookingKeys,
  replaceTokens,
  type Inspection,
  type InspectionTokenPurpose,
} from "./inspection-repo.ts";
import { endInspection, moveInspection, setLeadInspectionTime } from "./inspection-change-repo.ts";
import { inTransaction } from "../db/database.ts";
import type { Db } from "../tables.ts";
import { currentRules } from "./booking-calendar.ts";
import { inspectionTokenHashes, tokenHash } from "./inspection-links.ts";
import { hasRoom } from "./places.ts";
import type { InspectionSettings } from "./inspection-links.ts";
import { announceInspection } from "./announce-inspection.ts";

/*
 * Changes to an inspection after it is made: through its private links (the homeowner) or
 * from /admin/schedule (staff). Each is one transaction that re-reads the inspection, so a
 * replayed link or two staff at once change it once.
 */

/** What an inspection link opens: the inspection, or why not (each a clear answer, never a 500). */
export type InspectionByToken =
  | { kind: "open"; inspection: Inspection }
  /** Unknown, forged, another purpose's, or replaced by a newer email's link: 404 */
  | { kind: "unknown" }
  /**
   * It was cancelled, done or missed, or its time is past (the window's start for the
   * reschedule and cancel links, its end for the view link): 410
   */
  | { kind: "closed"; inspection: Inspection };

export async function inspectionByToken(
  db: Db,
  token: string,
  purpose: InspectionTokenPurpose,
  now: Date,
): Promise<InspectionByToken> {
  if (!BOOKING_TOKEN_PATTERN.test(token)) return { kind: "unknown" };
  const found = await inspectionByTokenHash(db, tokenHash(token));
  if (!found || found.purpose !== purpose) return { kind: "unknown" };
  const { inspection } = found;
  // The view link (the page and its .ics show name, email and address) works until the
  // visit is over; the links that change it, until it starts. Once it is cancelled, done
  // or missed, none opens it: a link read later, in a log or a forwarded email, shows nothing.
  const until = purpose === "view" ? inspection.endsAt : inspection.startsAt;
  if (inspection.status !== "booked" || Date.parse(until) <= now.getTime())
    return { kind: "closed", inspection };
  return { kind: "open", inspection };
}

export type ChangeOutcome =
  | { kind: "changed"; inspection: Inspection; deliveries: boolean }
  | { kind: "refused"; reason: "window-gone" | "window-full" | "same-window" }
  /** No longer booked (cancelled, done, missed) or no such inspection */
  | { kind: "closed" };

/** Moves an inspection to another window with room; its calendar file's SEQUENCE goes up. */
export async function rescheduleInspection(
  db: Db,
  inspectionId: number,
  windowId: string,
  settings: InspectionSettings,
  now: Date,
): Promise<ChangeOutcome> {
  const [rules, blocked] = await Promise.all([currentRules(db), blockedFrom(db, businessDay(now))]);
  const window = offeredWindow(windowId, rules, blocked, now);
  if (!window) return { kind: "refused", reason: "window-gone" };
  return inTransaction(db, async (trx): Promise<ChangeOutcome> => {
    await lockBookingKeys(trx, [`window:${window.id}`]);
    const current = await inspectionById(trx, inspectionId);
    if (!current || current.status !== "booked") return { kind: "closed" };
    if (current.windowId === window.id) return { kind: "refused", reason: "same-window" };
    if (!(await hasRoom(trx, window))) return { kind: "refused", reason: "window-full" };
    const nowIso = now.toISOString();
    if (!(await moveInspection(trx, inspectionId, window, nowIso))) return { kind: "closed" };
    const inspection = (await inspectionById(trx, inspectionId))!;
    await setLeadInspectionTime(trx, inspection.leadId, inspection.startsAt);
    // New links for the new version: the old email's links stop working.
    await replaceTokens(
      trx,
      inspectionId,
      inspectionTokenHashes(settings.secret, inspection),
      nowIso,
    );
    const deliveries = await announceInspection(
      trx,
      "inspection.rescheduled",
      inspection,
      settings,
      now,
    );
    return { kind: "changed", inspection, deliveries };
  });
}

/** Cancels an inspection: METHOD:CANCEL to the homeowner and the office, and the place is free. */
export async function cancelInspection(
  db: Db,
  inspectionId: number,
  settings: InspectionSettings,
  now: Date,
): Promise<ChangeOutcome> {
  return inTransaction(db, async (trx): Promise<ChangeOutcome> => {
    if (!(await endInspection(trx, inspectionId, "cancelled", now.toISOString())))
      return { kind: "closed" };
    const inspection = (await inspectionById(trx, inspectionId))!;
    await setLeadInspectionTime(trx, inspection.leadId, null);
    const deliveries = await announceInspection(
      trx,
      "inspection.cancelled",
      inspection,
      settings,
      now,
    );
    return { kind: "changed", inspection, deliveries };
  });
}

/** Staff: the inspection happened, or nobody was home. Sends nothing. */
export async function markInspectionOutcome(
  db: Db,
  inspectionId: number,
  outcome: "done" | "no-show",
  now: Date,
): Promise<"changed" | "closed"> {
  return (await endInspection(db, inspectionId, outcome, now.toISOString())) ? "changed" : "closed";
}
