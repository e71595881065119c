import { emailKey } from "../../lib/contact-keys.ts";
import type { Db } from "../tables.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import {
  composeHomeownerInspectionMail,
  composeOfficeInspectionMail,
  type HomeownerMail,
} from "../mail/compose-inspection.ts";
import { linksOf, type InspectionSettings } from "./inspection-links.ts";
import { withHomeownerPage } from "../homeowner/homeowner-mail-link.ts";
import { inspectionCalendarFile } from "./calendar-file.ts";
import { queueInspectionDeliveries, type InspectionEventType } from "./inspection-deliveries.ts";
import { countInspectionEmailsTo } from "./inspection-mail-repo.ts";
import type { Inspection } from "./inspection-repo.ts";

/**
 * At most this many inspection emails (confirmations, new times, cancellations, reminders)
 * go to one mailbox in any 24 hours, like the quote receipts' cap (leads/lead-emails.ts):
 * booking with someone else's address and cancelling, again and again, cannot flood them.
 * A homeowner's own day (book, move twice, cancel, book again) stays under it; past it the
 * office still gets its email and the visitor sees everything on the confirmation page.
 */
export const INSPECTION_EMAILS_PER_MAILBOX_PER_DAY = 5;

const homeownerMailOf: Record<InspectionEventType, HomeownerMail> = {
  "inspection.booked": "booked",
  "inspection.rescheduled": "rescheduled",
  "inspection.cancelled": "cancelled",
};

/**
 * Queues what an inspection change sends, in its transaction: the homeowner's email with the
 * calendar file (a request, or the cancellation), the office's email with the same file, the chat alert
 * and the webhook events. Returns whether deliveries were queued (to wake their drain).
 */
export async function announceInspection(
  trx: Db,
  type: InspectionEventType,
  inspection: Inspection,
  settings: InspectionSettings,
  now: Date,
  /** The lead the rows belong to; null when it is being erased (the rows outlive it) */
  leadId: number | null = inspection.leadId,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const links = linksOf(settings, inspection);
  const calendar = inspectionCalendarFile(
    { ...inspection, manageUrl: links.view },
    type === "inspection.cancelled" ? "CANCEL" : "REQUEST",
    now,
  );
  const domain = new URL(settings.siteUrl).hostname;
  if (await homeownerMailAllowed(trx, inspection.email, now))
    await enqueueMessage(
      trx,
      leadId,
      withHomeownerPage(
        composeHomeownerInspectionMail(homeownerMailOf[type], inspection, links, calendar),
        // A lead being erased has no page left to link to.
        leadId === null ? { siteUrl: settings.siteUrl } : settings,
        { id: inspection.leadId, reference: inspection.reference },
      ),
      nowIso,
      domain,
    );
  const officeEvent = homeownerMailOf[type] as "booked" | "rescheduled" | "cancelled";
  await enqueueMessage(
    trx,
    leadId,
    composeOfficeInspectionMail(
      officeEvent,
      inspection,
      settings.notifyTo,
      settings.siteUrl,
      calendar,
    ),
    nowIso,
    domain,
  );
  return queueInspectionDeliveries(trx, type, inspection, settings.deliveries, nowIso, leadId);
}

/** Under INSPECTION_EMAILS_PER_MAILBOX_PER_DAY inspection emails to this mailbox in the last day. */
export async function homeownerMailAllowed(db: Db, email: string, now: Date): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  return (
    (await countInspectionEmailsTo(db, emailKey(email), dayAgo)) <
    INSPECTION_EMAILS_PER_MAILBOX_PER_DAY
  );
}
