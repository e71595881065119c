import type { Generated } from "kysely";
import type { NullableColumn } from "../db/column-types.ts";

/**
 * What a link in the review email does. Each is its own token, so a link forwarded or
 * leaked does one thing: a review link cannot unsubscribe, a feedback link cannot consent.
 */
export type ReviewTokenPurpose = "review" | "feedback" | "unsubscribe" | "consent" | "withdraw";

/** One per completed job: the review request queued for it, and what the homeowner did. */
export interface ReviewRequestsTable {
  id: Generated<number>;
  lead_id: number;
  /** The address asked, as the lead had it then: its reminder goes there, its unsubscribe opts it out */
  recipient: string;
  /** When the request was queued; a job is asked once (unique lead_id) */
  requested_at: string;
  /** When its one reminder was queued, or null */
  reminded_at: NullableColumn<string>;
  /** The first time its review link was opened */
  clicked_at: NullableColumn<string>;
  /** The first private feedback through its form */
  feedback_at: NullableColumn<string>;
  /** When the homeowner unsubscribed through its links */
  unsubscribed_at: NullableColumn<string>;
  /**
   * Why no email went out for it, or null when one did: "unsubscribed" (the address had
   * opted out of review emails before the job was finished)
   */
  not_sent_reason: NullableColumn<"unsubscribed">;
}

/** A link's token, by its SHA-256: the database alone opens nothing. */
export interface ReviewTokensTable {
  hash: string;
  lead_id: number;
  purpose: ReviewTokenPurpose;
}

/** What a homeowner told the office privately, beside (never instead of) the review link. */
export interface ReviewFeedbackTable {
  id: Generated<number>;
  lead_id: number;
  body: string;
  created_at: string;
  /**
   * The form's one-time key: a double click or a resent form stores one message and alerts
   * the office once (unique with lead_id); null for a post without one
   */
  submission_key: NullableColumn<string>;
}

/**
 * The homeowner's answer to "May we show your new roof on our website?": the wording they
 * agreed to (its version), when, and from which client address (blanked after
 * CLIENT_ADDRESS_DAYS, as the privacy page says); withdrawn_at once they take it back.
 */
export interface PhotoConsentsTable {
  lead_id: number;
  wording_version: string;
  given_at: string;
  client_address: string;
  withdrawn_at: NullableColumn<string>;
}

export interface ReviewTables {
  review_requests: ReviewRequestsTable;
  review_tokens: ReviewTokensTable;
  review_feedback: ReviewFeedbackTable;
  photo_consents: PhotoConsentsTable;
}
