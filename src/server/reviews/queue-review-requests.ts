import { inTransaction } from "../db/database.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { anyOptedOut } from "../mail/opt-out-repo.ts";
import type { Db } from "../tables.ts";
import { composeReviewRequest, type ReviewMailFacts } from "./compose-review-request.ts";
import { reviewLinksOf, reviewTokenHashes, type RequestKey } from "./review-links.ts";
import {
  claimReminder,
  insertRequest,
  insertTokens,
  jobsAwaitingRequest,
  remindersDue,
} from "./review-repo.ts";
import {
  earliestAskedCompletionDay,
  latestDueCompletionDay,
  reminderCutoff,
} from "./review-schedule.ts";
import type { ReviewSettings } from "./review-settings.ts";
import { withHomeownerPage } from "../homeowner/homeowner-mail-link.ts";

/** How many requests or reminders one run queues; the next run, a minute on, takes the rest. */
const BATCH = 50;

/**
 * Stores the hashes of a request's links as the server signs them now and queues its
 * email. For the reminder they are the request's own, unless the secret changed since:
 * then they are new, and must open the request too.
 */
async function queueReviewMail(
  trx: Db,
  settings: ReviewSettings,
  which: "request" | "reminder",
  mail: ReviewMailFacts & { leadId: number; key: RequestKey },
  nowIso: string,
): Promise<void> {
  await insertTokens(trx, mail.leadId, reviewTokenHashes(settings.secret, mail.key));
  await enqueueMessage(
    trx,
    mail.leadId,
    withHomeownerPage(
      composeReviewRequest(which, mail, reviewLinksOf(settings.secret, settings.siteUrl, mail.key)),
      settings,
      { id: mail.leadId, reference: mail.key.reference },
    ),
    nowIso,
    new URL(settings.siteUrl).hostname,
  );
}

/**
 * Queues the review requests that are due into the outbox: one per completed job, ever,
 * for jobs completed within REQUEST_WINDOW_DAYS of their due day (review-schedule.ts).
 * Every instance runs this; the request's unique lead_id lets one of them queue each. An
 * address that unsubscribed from review emails is not asked again: its request is recorded
 * as not sent, so the job is not looked at again either. Returns how many were queued.
 */
export async function queueDueReviewRequests(
  db: Db,
  settings: ReviewSettings,
  now: Date,
): Promise<number> {
  if (!settings.googlePlaceId) return 0;
  const nowIso = now.toISOString();
  let queued = 0;
  const completedBy = latestDueCompletionDay(now, settings.requestDays);
  const completedFrom = earliestAskedCompletionDay(now, settings.requestDays);
  for (const job of await jobsAwaitingRequest(db, completedFrom, completedBy, BATCH)) {
    await inTransaction(db, async (trx) => {
      const unsubscribed = await anyOptedOut(trx, [job.email], "review");
      const id = await insertRequest(
        trx,
        { leadId: job.leadId, recipient: job.email },
        nowIso,
        unsubscribed ? "unsubscribed" : null,
      );
      if (id === undefined || unsubscribed) return;
      const key = { id, reference: job.reference, requestedAt: nowIso };
      await queueReviewMail(trx, settings, "request", { ...job, key }, nowIso);
      queued++;
    });
  }
  return queued;
}

/**
 * Queues the one reminder of each request sent REVIEW_REMINDER_DAYS ago whose link was not
 * opened, with no feedback and no unsubscribe since, with the same links. claimReminder's
 * conditional update lets one instance queue it. Returns how many were queued.
 */
export async function queueDueReviewReminders(
  db: Db,
  settings: ReviewSettings,
  now: Date,
): Promise<number> {
  if (!settings.googlePlaceId) return 0;
  const nowIso = now.toISOString();
  let queued = 0;
  for (const request of await remindersDue(db, reminderCutoff(now, settings.reminderDays), BATCH)) {
    await inTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, request.id, nowIso))) return;
      const key = {
        id: request.id,
        reference: request.reference,
        requestedAt: request.requestedAt,
      };
      await queueReviewMail(trx, settings, "reminder", { ...request, key }, nowIso);
      queued++;
    });
  }
  return queued;
}
