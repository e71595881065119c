import type { Db } from "../tables.ts";
import { announceInspection } from "./announce-inspection.ts";
import { endInspection } from "./inspection-change-repo.ts";
import type { InspectionSettings } from "./inspection-links.ts";
import { inspectionsOfLead } from "./inspection-read-repo.ts";
import { inspectionById, type Inspection } from "./inspection-repo.ts";

/*
 * Erasing a lead that holds a future inspection cancels it first, as a cancellation by its
 * link would: METHOD:CANCEL to the homeowner and the office, the chat alert and the
 * `inspection.cancelled` webhook, so neither calendar keeps a visit nobody will make. Both
 * halves run in the erasure's transaction; what they queue belongs to no lead (the lead is
 * gone by then), so the erasure does not take it with it.
 */

/** Cancels the lead's booked inspections that have not started; returns them as cancelled. */
export async function cancelFutureInspections(
  trx: Db,
  leadId: number,
  now: Date,
): Promise<Inspection[]> {
  const future = (await inspectionsOfLead(trx, leadId)).filter(
    (inspection) =>
      inspection.status === "booked" && Date.parse(inspection.startsAt) > now.getTime(),
  );
  const cancelled: Inspection[] = [];
  for (const inspection of future)
    if (await endInspection(trx, inspection.id, "cancelled", now.toISOString()))
      cancelled.push((await inspectionById(trx, inspection.id))!);
  return cancelled;
}

/**
 * Queues each cancellation's emails and deliveries with no lead, once the lead's rows are
 * erased. Returns whether deliveries were queued (to wake their drain).
 */
export async function announceErasedCancellations(
  trx: Db,
  cancelled: readonly Inspection[],
  settings: InspectionSettings,
  now: Date,
): Promise<boolean> {
  let deliveries = false;
  for (const inspection of cancelled)
    deliveries =
      (await announceInspection(trx, "inspection.cancelled", inspection, settings, now, null)) ||
      deliveries;
  return deliveries;
}
