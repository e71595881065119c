import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import { claimReminder, remindersPending } from "./inspection-change-repo.ts";
import { inTransaction } from "../db/database.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import type { Db } from "../tables.ts";
import { composeHomeownerInspectionMail } from "../mail/compose-inspection.ts";
import { linksOf, type InspectionSettings } from "./inspection-links.ts";
import { withHomeownerPage } from "../homeowner/homeowner-mail-link.ts";

/** The reminder goes out at this local hour on the day before the inspection. */
export const REMINDER_HOUR = 9;

/** 9:00 in Louisville on the local day before the window starts. */
export function reminderTime(startsAt: string): Date {
  return DateTime.fromISO(startsAt, { zone: BUSINESS_ZONE })
    .startOf("day")
    .minus({ days: 1 })
    .set({ hour: REMINDER_HOUR })
    .toJSDate();
}

/**
 * Queues the reminders that are due into the outbox, which sends them (and keeps them
 * through a restart). Every instance runs this; claimReminder's conditional update lets
 * one of them queue each reminder, once per version of the inspection. An inspection made after
 * its reminder time (booked in the afternoon for the next morning) just got its
 * confirmation, so it is marked reminded without a second email.
 */
export async function queueDueReminders(
  db: Db,
  settings: InspectionSettings,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + 2 * 24 * 3_600_000).toISOString();
  let queued = 0;
  for (const inspection of await remindersPending(db, nowIso, until)) {
    const due = reminderTime(inspection.startsAt);
    if (due.getTime() > now.getTime()) continue;
    const bookedLate =
      Date.parse(inspection.createdAt) >= due.getTime() && inspection.sequence === 0;
    await inTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, inspection.id, inspection.sequence, nowIso)) || bookedLate)
        return;
      await enqueueMessage(
        trx,
        inspection.leadId,
        withHomeownerPage(
          composeHomeownerInspectionMail(
            "reminder",
            inspection,
            linksOf(settings, inspection),
            null,
          ),
          settings,
          { id: inspection.leadId, reference: inspection.reference },
        ),
        nowIso,
        new URL(settings.siteUrl).hostname,
      );
      queued++;
    });
  }
  return queued;
}
