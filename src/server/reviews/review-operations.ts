import { photoConsent } from "../../config/photo-consent.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { REVIEW_TOKEN_PATTERN } from "../../lib/public-routes.ts";
import { FEEDBACK_MAX_LENGTH } from "../../lib/review-feedback.ts";
import { textProblem } from "../../lib/text-rules.ts";
import { inTransaction } from "../db/database.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { anyOptedOut, recordOptOut } from "../mail/opt-out-repo.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { composeFeedbackAlert } from "./compose-review-request.ts";
import {
  googleReviewUrl,
  reviewLinksOf,
  reviewTokenHash,
  reviewTokenHashes,
} from "./review-links.ts";
import {
  insertTokens,
  leadContactOf,
  leadByReference,
  recordClick,
  recordUnsubscribed,
  requestByTokenHash,
  reviewOfLead,
  type LeadReview,
  type TokenRequest,
} from "./review-repo.ts";
import { feedbackStored, insertFeedback } from "./review-feedback-repo.ts";
import {
  consentOfLead,
  recordConsent,
  withdrawConsent,
  type PhotoConsent,
} from "./photo-consent-repo.ts";
import { markUnpublished } from "../projects/project-repo.ts";
import { queueDueReviewReminders, queueDueReviewRequests } from "./queue-review-requests.ts";
import { reviewSettingsOf } from "./review-settings.ts";
import { reviewReport, type ReviewMonth } from "./review-report.ts";
import {
  earliestAskedCompletionDay,
  REQUEST_WINDOW_DAYS,
  requestDueAt,
} from "./review-schedule.ts";
import { statusOfCompletion } from "../../lib/lead-statuses.ts";
import type { ReviewTokenPurpose } from "./review-tables.ts";

/** Feedback messages one job may send in a day: enough for second thoughts, not for a flood. */
export const FEEDBACK_PER_DAY = 5;
/** The feedback form's one-time key, as the page makes it (a UUID's hex) */
const SUBMISSION_KEY = /^[0-9a-f]{32}$/;

/** What a review page shows of the request its token opens. */
export interface ReviewPage {
  reference: string;
  unsubscribed: boolean;
  consent: PhotoConsent | undefined;
  /** The request's withdraw link, which the consent page offers once consent is given */
  withdrawPath: string;
  /** The request's review link, which the feedback page offers beside its form */
  reviewPath: string;
}

export type FeedbackOutcome =
  | { kind: "sent" }
  | { kind: "unknown" }
  | { kind: "invalid"; message: string }
  | { kind: "limited" };

/** Everything the lead page shows about a job's review and its photos. */
export interface LeadReviewState {
  review: LeadReview | undefined;
  consent: PhotoConsent | undefined;
  /** A completed job not asked yet: when it will be (ISO), or why it will not */
  upcoming: { dueAt: string } | { off: string } | undefined;
}

export interface ReviewOperations {
  /** Queues the requests and reminders that are due (every instance, every minute) */
  sendDue(): Promise<{ requests: number; reminders: number }>;
  /** Why no review request goes out, in words for /admin, or null when they do */
  offReason(): string | null;
  /** What marking a job completed sets off, for the status form; null when nothing is asked */
  completionNote(): string | null;
  /**
   * The review link: where to send the homeowner, or undefined; with `record` (a GET, not
   * a HEAD a link checker sends) its first click is recorded
   */
  openReview(token: string, options?: { record: boolean }): Promise<string | undefined>;
  /** What the page behind a token of `purpose` shows; undefined for a token that is not one */
  page(
    token: string,
    purpose: Exclude<ReviewTokenPurpose, "review">,
  ): Promise<ReviewPage | undefined>;
  /**
   * Stores private feedback and alerts the office at once; the same form sent again
   * (`submissionKey`, the form's one-time key) is answered alike and stored once
   */
  sendFeedback(token: string, body: string, submissionKey?: string): Promise<FeedbackOutcome>;
  /** Unsubscribes the request's address from review emails; false for an unknown token */
  unsubscribe(token: string): Promise<boolean>;
  /** Records consent to show the roof, under the current wording; false for an unknown token */
  giveConsent(token: string, clientAddress: string): Promise<boolean>;
  /** Withdraws that consent; false for an unknown token */
  withdrawConsent(token: string): Promise<boolean>;
  /** A lead's review request, feedback and consent, for its page */
  ofLead(reference: string): Promise<LeadReviewState>;
  /** Requests sent, opened and private feedback per month (the reports page) */
  report(): Promise<ReviewMonth[]>;
}

export function reviewOperations(parts: OperationParts): ReviewOperations {
  const { db, config, log, wake } = parts;
  const settings = reviewSettingsOf(parts);
  const feedbackLimiter = new RateLimiter(
    db,
    "review-feedback",
    24 * 3_600_000,
    FEEDBACK_PER_DAY + 1,
  );

  /** The request a token of `purpose` opens; a token of any other shape opens nothing. */
  const byToken = (
    token: string,
    purpose: ReviewTokenPurpose,
  ): Promise<TokenRequest | undefined> =>
    REVIEW_TOKEN_PATTERN.test(token)
      ? requestByTokenHash(db, reviewTokenHash(token), purpose)
      : Promise.resolve(undefined);

  const offReason = () =>
    settings.googlePlaceId
      ? null
      : "Review requests are off: set GOOGLE_PLACE_ID to the business's Google Place ID, and every job marked “Job completed” is asked for a review.";

  /** What a completed job not asked yet is waiting for, in words the lead page shows. */
  async function upcomingRequest(
    completedOn: string,
    email: string,
  ): Promise<LeadReviewState["upcoming"]> {
    const off = offReason();
    if (off) return { off };
    const now = parts.clock();
    if (completedOn < earliestAskedCompletionDay(now, settings.requestDays))
      return {
        off: `Not asked for a review: the job was finished more than ${REQUEST_WINDOW_DAYS} days before it was due to be.`,
      };
    if (await anyOptedOut(db, [email], "review"))
      return {
        off: "Will not be asked for a review: this address unsubscribed from review emails.",
      };
    const dueAt = requestDueAt(completedOn, settings.requestDays);
    return { dueAt: new Date(Math.max(dueAt.getTime(), now.getTime())).toISOString() };
  }

  return {
    async sendDue() {
      const now = parts.clock();
      const requests = await queueDueReviewRequests(db, settings, now);
      const reminders = await queueDueReviewReminders(db, settings, now);
      if (requests + reminders > 0) {
        log.info("reviews.queued", { requests, reminders });
        wake.mail();
      }
      return { requests, reminders };
    },

    offReason,

    completionNote() {
      if (offReason()) return null;
      const when =
        settings.requestDays === 0
          ? "at once"
          : `${settings.requestDays} ${settings.requestDays === 1 ? "day" : "days"} after the day it was finished, at 10 am`;
      return `Saving "Job completed" emails the homeowner a review request ${when}.`;
    },

    async openReview(token, { record } = { record: true }) {
      const request = await byToken(token, "review");
      if (!request || !settings.googlePlaceId) return undefined;
      if (record) await recordClick(db, request.requestId, isoNow(parts));
      return googleReviewUrl(settings.googlePlaceId);
    },

    async page(token, purpose) {
      const request = await byToken(token, purpose);
      if (!request) return undefined;
      const key = {
        id: request.requestId,
        reference: request.reference,
        requestedAt: request.requestedAt,
      };
      // The links this page offers, as the server signs them now; stored again in case the
      // secret changed since the email (insertTokens keeps those already there).
      await insertTokens(db, request.leadId, reviewTokenHashes(settings.secret, key));
      const links = reviewLinksOf(settings.secret, config.siteUrl, key);
      return {
        reference: request.reference,
        unsubscribed: request.unsubscribedAt !== null,
        consent: await consentOfLead(db, request.leadId),
        withdrawPath: new URL(links.withdraw).pathname,
        reviewPath: new URL(links.review).pathname,
      };
    },

    async sendFeedback(token, typed, submission) {
      const request = await byToken(token, "feedback");
      if (!request) return { kind: "unknown" };
      // A key of another shape is no key: the message is taken, without the guard.
      const submissionKey = submission && SUBMISSION_KEY.test(submission) ? submission : null;
      if (submissionKey && (await feedbackStored(db, request.leadId, submissionKey)))
        return { kind: "sent" };
      // A form posts a textarea's line breaks as CRLF; they are kept as the one "\n".
      const body = typed.replace(/\r\n?/g, "\n").trim();
      if (!body) return { kind: "invalid", message: "Please write what went wrong." };
      if (body.length > FEEDBACK_MAX_LENGTH)
        return {
          kind: "invalid",
          message: `Please keep it under ${FEEDBACK_MAX_LENGTH.toLocaleString("en-US")} characters, or call us.`,
        };
      if (textProblem(body, "multi-line"))
        return {
          kind: "invalid",
          message:
            "Your message has a hidden control character, often left by copying and pasting. Please type it again.",
        };
      const contact = await leadContactOf(db, request.leadId);
      if (!contact) return { kind: "unknown" };
      const now = parts.clock();
      const limited = await inTransaction(db, async (trx) => {
        const sent = await feedbackLimiter.hit(String(request.leadId), now.getTime(), trx);
        if (sent > FEEDBACK_PER_DAY) return true;
        // A twin of this form committed meanwhile: stored and alerted once, by the twin.
        if (!(await insertFeedback(trx, request, body, now.toISOString(), submissionKey)))
          return false;
        await enqueueMessage(
          trx,
          request.leadId,
          composeFeedbackAlert(
            contact,
            body,
            leadUrl(config.siteUrl, contact.reference),
            settings.notifyTo,
          ),
          now.toISOString(),
          new URL(config.siteUrl).hostname,
        );
        return false;
      });
      if (limited) {
        log.info("reviews.feedback_limited", { leadId: request.leadId });
        return { kind: "limited" };
      }
      log.info("reviews.feedback", { leadId: request.leadId });
      wake.mail();
      return { kind: "sent" };
    },

    async unsubscribe(token) {
      const request = await byToken(token, "unsubscribe");
      if (!request) return false;
      const now = isoNow(parts);
      await inTransaction(db, async (trx) => {
        await recordOptOut(trx, request.email, "review", now);
        await recordUnsubscribed(trx, request.requestId, now);
      });
      log.info("reviews.unsubscribed", { leadId: request.leadId });
      return true;
    },

    async giveConsent(token, clientAddress) {
      const request = await byToken(token, "consent");
      if (!request) return false;
      await recordConsent(
        db,
        request.leadId,
        { version: photoConsent.version, clientAddress },
        isoNow(parts),
      );
      log.info("reviews.consent_given", { leadId: request.leadId });
      return true;
    },

    async withdrawConsent(token) {
      const request = await byToken(token, "withdraw");
      if (!request) return false;
      const now = isoNow(parts);
      // The projects come off the site in the same transaction: at once on this instance,
      // within the showcase's cache (SHOWCASE_CACHE_MS) on the others' area and service pages.
      const unpublished = await inTransaction(db, async (trx) => {
        if (!(await withdrawConsent(trx, request.leadId, now))) return undefined;
        return markUnpublished(trx, { leadId: request.leadId }, "consent-withdrawn", now);
      });
      if (unpublished !== undefined)
        log.info("reviews.consent_withdrawn", { leadId: request.leadId, unpublished });
      return true;
    },

    async ofLead(reference) {
      const lead = await leadByReference(db, reference);
      if (!lead) return { review: undefined, consent: undefined, upcoming: undefined };
      const [review, consent] = await Promise.all([
        reviewOfLead(db, lead.id),
        consentOfLead(db, lead.id),
      ]);
      const upcoming =
        !review && lead.status === statusOfCompletion && lead.completedOn
          ? await upcomingRequest(lead.completedOn, lead.email)
          : undefined;
      return { review, consent, upcoming };
    },

    report() {
      return reviewReport(db, parts.clock());
    },
  };
}
