import type { Db } from "../tables.ts";

/* The homeowner's private feedback, beside the review link. */

/**
 * Stores a homeowner's private feedback and marks the request answered (the first time).
 * False when a message with the same submission key is already stored: the same form sent
 * twice.
 */
export async function insertFeedback(
  trx: Db,
  request: { requestId: number; leadId: number },
  body: string,
  now: string,
  submissionKey: string | null = null,
): Promise<boolean> {
  const stored = await trx
    .insertInto("review_feedback")
    .values({ lead_id: request.leadId, body, created_at: now, submission_key: submissionKey })
    .onConflict((conflict) => conflict.columns(["lead_id", "submission_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!stored) return false;
  await trx
    .updateTable("review_requests")
    .set({ feedback_at: now })
    .where("id", "=", request.requestId)
    .where("feedback_at", "is", null)
    .execute();
  return true;
}

/** Whether this form's message is stored already (a second press of the same form). */
export async function feedbackStored(
  db: Db,
  leadId: number,
  submissionKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("review_feedback")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("submission_key", "=", submissionKey)
    .executeTakeFirst();
  return row !== undefined;
}
