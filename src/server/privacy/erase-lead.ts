import { inTransaction } from "../db/database.ts";
import {
  eraseLeadRows,
  LeadBusy,
  recordErased,
  type ErasedMessage,
  type EraseReason,
} from "./erased-lead-repo.ts";
import type { Actor } from "../inbox/lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import type { Db } from "../tables.ts";
import { queueLeadDeleted } from "../deliveries/lead-deleted-payload.ts";
import {
  announceErasedCancellations,
  cancelFutureInspections,
} from "../inspections/cancel-for-erasure.ts";
import type { InspectionSettings } from "../inspections/inspection-links.ts";

/**
 * "mismatch": the typed confirmation is not the lead's reference; "busy": one of its
 * emails or deliveries is being sent this moment. Either way nothing was touched.
 */
export type EraseResult = "erased" | "missing" | "mismatch" | "busy";

interface Erasing {
  lead: { id: number; reference: string };
  reason: EraseReason;
  actor: Actor | null;
  /** LEAD_WEBHOOK_URLS: each gets a `lead.deleted` event */
  webhookUrls: readonly string[];
  /** What cancelling the lead's future inspection sends, and to whom */
  inspections: InspectionSettings;
  now: string;
  /** Removes the copies of its emails kept outside the database (the .eml files without SMTP) */
  eraseMailCopies?: ((messages: readonly ErasedMessage[]) => void) | undefined;
}

/**
 * Erases one lead with everything attached, leaves its audit line and queues its
 * `lead.deleted` events, all in one transaction. "missing" when another instance erased
 * it first, "busy" while one of its messages is being sent; then this one writes nothing.
 */
export async function eraseOneLead(
  db: Db,
  erasing: Erasing,
): Promise<"erased" | "missing" | "busy"> {
  let messages: ErasedMessage[] | null;
  try {
    messages = await inTransaction(db, (trx) => eraseWithin(trx, erasing));
  } catch (error) {
    if (error instanceof LeadBusy) return "busy";
    throw error;
  }
  if (!messages) return "missing";
  // After the commit: a copy removed for an erasure rolled back would be a lost email.
  erasing.eraseMailCopies?.(messages);
  return "erased";
}

async function eraseWithin(trx: Db, erasing: Erasing): Promise<ErasedMessage[] | null> {
  const { lead, reason, actor, now } = erasing;
  // Its future inspection is cancelled first, with the same emails and events as a
  // cancellation: the homeowner's and the office's calendars drop the visit.
  const cancelled = await cancelFutureInspections(trx, lead.id, new Date(now));
  const messages = await eraseLeadRows(trx, lead.id);
  if (!messages) return null;
  await announceErasedCancellations(trx, cancelled, erasing.inspections, new Date(now));
  await recordErased(trx, {
    reference: lead.reference,
    erasedAt: now,
    reason,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? "",
  });
  await queueLeadDeleted(trx, lead.reference, erasing.webhookUrls, now);
  return messages;
}

/**
 * Staff erasing a lead at its client's request: only when `confirmation`, what they
 * typed, is the lead's reference (letter case and spaces aside).
 */
export async function eraseLeadOnRequest(
  db: Db,
  request: { reference: string; confirmation: string; actor: Actor },
  settings: Pick<Erasing, "webhookUrls" | "inspections" | "now" | "eraseMailCopies">,
): Promise<EraseResult> {
  if (request.confirmation.trim().toUpperCase() !== request.reference) return "mismatch";
  const lead = await findLeadByReference(db, request.reference);
  if (!lead) return "missing";
  return eraseOneLead(db, { lead, reason: "request", actor: request.actor, ...settings });
}
