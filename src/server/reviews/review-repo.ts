import { statusOfCompletion } from "../../lib/lead-statuses.ts";
import type { Db } from "../tables.ts";
import type { ReviewTokenPurpose } from "./review-tables.ts";

/** A completed job no review request was made for yet. */
export interface CompletedJob {
  leadId: number;
  reference: string;
  email: string;
  service: string;
  /** YYYY-MM-DD, Louisville */
  completedOn: string;
}

/**
 * Completed jobs finished from `completedFrom` to `completedBy` (YYYY-MM-DD) with no request
 * yet, oldest completion first, at most `limit`. The status filter runs on the leads'
 * (status, created_at) index: an index of its own would cost every quote a page written
 * (quote-write-cost.test.ts) for a query each instance makes once a minute.
 */
export async function jobsAwaitingRequest(
  db: Db,
  completedFrom: string,
  completedBy: string,
  limit: number,
): Promise<CompletedJob[]> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "reference", "email", "service_type", "job_completed_on"])
    .where("status", "=", statusOfCompletion)
    .where("job_completed_on", ">=", completedFrom)
    .where("job_completed_on", "<=", completedBy)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("review_requests")
            .select("review_requests.id")
            .whereRef("review_requests.lead_id", "=", "leads.id"),
        ),
      ),
    )
    .orderBy("job_completed_on")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    leadId: row.id,
    reference: row.reference,
    email: row.email,
    service: row.service_type,
    completedOn: row.job_completed_on!,
  }));
}

/**
 * Records the request of a job; undefined when it already has one (another instance made
 * it first: the unique lead_id decides, so a job is asked once).
 */
export async function insertRequest(
  trx: Db,
  job: { leadId: number; recipient: string },
  now: string,
  notSentReason: "unsubscribed" | null,
): Promise<number | undefined> {
  const row = await trx
    .insertInto("review_requests")
    .values({
      lead_id: job.leadId,
      recipient: job.recipient,
      requested_at: now,
      not_sent_reason: notSentReason,
    })
    .onConflict((conflict) => conflict.column("lead_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Stores the hashes of a request's tokens. Those already stored are left as they are: the
 * reminder stores its links' hashes again, so after the server's secret changed (links
 * signed anew) its links still open the request.
 */
export async function insertTokens(
  trx: Db,
  leadId: number,
  tokens: readonly { purpose: ReviewTokenPurpose; hash: string }[],
): Promise<void> {
  await trx
    .insertInto("review_tokens")
    .values(tokens.map(({ purpose, hash }) => ({ lead_id: leadId, purpose, hash })))
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/** A request whose reminder may be due. */
export interface SentRequest {
  id: number;
  leadId: number;
  reference: string;
  email: string;
  service: string;
  requestedAt: string;
}

/**
 * Requests sent before `sentBefore` whose homeowner has done nothing with them yet (no
 * click, no feedback, no unsubscribe) and got no reminder, of jobs still completed.
 */
export async function remindersDue(
  db: Db,
  sentBefore: string,
  limit: number,
): Promise<SentRequest[]> {
  const rows = await db
    .selectFrom("review_requests")
    .innerJoin("leads", "leads.id", "review_requests.lead_id")
    .select([
      "review_requests.id",
      "review_requests.lead_id",
      "review_requests.requested_at",
      "review_requests.recipient",
      "leads.reference",
      "leads.service_type",
    ])
    .where("review_requests.requested_at", "<=", sentBefore)
    .where("review_requests.reminded_at", "is", null)
    .where("review_requests.clicked_at", "is", null)
    .where("review_requests.feedback_at", "is", null)
    .where("review_requests.unsubscribed_at", "is", null)
    .where("review_requests.not_sent_reason", "is", null)
    .where("leads.status", "=", statusOfCompletion)
    .orderBy("review_requests.requested_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    reference: row.reference,
    email: row.recipient,
    service: row.service_type,
    requestedAt: row.requested_at,
  }));
}

/**
 * Takes the reminder of a request for this instance: true for the one caller whose
 * conditional update marked it, false when another instance did, or the homeowner acted
 * meanwhile.
 */
export async function claimReminder(trx: Db, requestId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable("review_requests")
    .set({ reminded_at: now })
    .where("id", "=", requestId)
    .where("reminded_at", "is", null)
    .where("clicked_at", "is", null)
    .where("feedback_at", "is", null)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The request a token opens, with what its pages need of the lead. */
export interface TokenRequest {
  requestId: number;
  leadId: number;
  reference: string;
  /** The address the request went to */
  email: string;
  service: string;
  requestedAt: string;
  clickedAt: string | null;
  unsubscribedAt: string | null;
}

/** The request a token of `purpose` opens, by the token's hash; undefined for any other. */
export async function requestByTokenHash(
  db: Db,
  hash: string,
  purpose: ReviewTokenPurpose,
): Promise<TokenRequest | undefined> {
  const row = await db
    .selectFrom("review_tokens")
    .innerJoin("review_requests", "review_requests.lead_id", "review_tokens.lead_id")
    .innerJoin("leads", "leads.id", "review_tokens.lead_id")
    .select([
      "review_requests.id",
      "review_requests.lead_id",
      "review_requests.requested_at",
      "review_requests.clicked_at",
      "review_requests.unsubscribed_at",
      "review_requests.recipient",
      "leads.reference",
      "leads.service_type",
    ])
    .where("review_tokens.hash", "=", hash)
    .where("review_tokens.purpose", "=", purpose)
    .executeTakeFirst();
  return (
    row && {
      requestId: row.id,
      leadId: row.lead_id,
      reference: row.reference,
      email: row.recipient,
      service: row.service_type,
      requestedAt: row.requested_at,
      clickedAt: row.clicked_at,
      unsubscribedAt: row.unsubscribed_at,
    }
  );
}

/** Records the first click of a request's review link; later ones change nothing. */
export async function recordClick(db: Db, requestId: number, now: string): Promise<void> {
  await db
    .updateTable("review_requests")
    .set({ clicked_at: now })
    .where("id", "=", requestId)
    .where("clicked_at", "is", null)
    .execute();
}

/** Records that the homeowner unsubscribed through this request (the first time only). */
export async function recordUnsubscribed(db: Db, requestId: number, now: string): Promise<void> {
  await db
    .updateTable("review_requests")
    .set({ unsubscribed_at: now })
    .where("id", "=", requestId)
    .where("unsubscribed_at", "is", null)
    .execute();
}

/** A lead's review request and its private feedback, for its page. */
export interface LeadReview {
  requestedAt: string;
  notSentReason: "unsubscribed" | null;
  remindedAt: string | null;
  clickedAt: string | null;
  unsubscribedAt: string | null;
  feedback: { body: string; createdAt: string }[];
}

export async function reviewOfLead(db: Db, leadId: number): Promise<LeadReview | undefined> {
  const request = await db
    .selectFrom("review_requests")
    .selectAll()
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!request) return undefined;
  const feedback = await db
    .selectFrom("review_feedback")
    .select(["body", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    requestedAt: request.requested_at,
    notSentReason: request.not_sent_reason,
    remindedAt: request.reminded_at,
    clickedAt: request.clicked_at,
    unsubscribedAt: request.unsubscribed_at,
    feedback: feedback.map((row) => ({ body: row.body, createdAt: row.created_at })),
  };
}

/** Who the office calls back about private feedback. */
export async function leadContactOf(
  db: Db,
  leadId: number,
): Promise<{ reference: string; name: string; phone: string; email: string } | undefined> {
  return db
    .selectFrom("leads")
    .select(["reference", "name", "phone", "email"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

/** A lead's id, status, completion day and address, by its reference. */
export async function leadByReference(
  db: Db,
  reference: string,
): Promise<{ id: number; status: string; completedOn: string | null; email: string } | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(["id", "status", "job_completed_on", "email"])
    .where("reference", "=", reference)
    .executeTakeFirst();
  return (
    row && { id: row.id, status: row.status, completedOn: row.job_completed_on, email: row.email }
  );
}

/** What the monthly report counts: requests sent and opened, and feedback, since `from`. */
export async function reviewActivitySince(
  db: Db,
  from: string,
): Promise<{ sent: string[]; opened: string[]; feedback: string[] }> {
  const [sent, opened, feedback] = await Promise.all([
    db
      .selectFrom("review_requests")
      .select("requested_at as at")
      .where("requested_at", ">=", from)
      .where("not_sent_reason", "is", null)
      .execute(),
    db
      .selectFrom("review_requests")
      .select("clicked_at as at")
      .where("clicked_at", ">=", from)
      .execute(),
    db
      .selectFrom("review_feedback")
      .select("created_at as at")
      .where("created_at", ">=", from)
      .execute(),
  ]);
  const times = (rows: { at: string | null }[]) => rows.map((row) => row.at!);
  return { sent: times(sent), opened: times(opened), feedback: times(feedback) };
}
