import type { ReactNode } from "react";
import { formatDateTime } from "./format";

/** What the lead page shows of a job's review request (reviews/review-operations.ts). */
export interface LeadReviewFacts {
  review:
    | {
        requestedAt: string;
        notSentReason: "unsubscribed" | null;
        remindedAt: string | null;
        clickedAt: string | null;
        unsubscribedAt: string | null;
        feedback: { body: string; createdAt: string }[];
      }
    | undefined;
  consent: { version: string; givenAt: string; withdrawnAt: string | null } | undefined;
  upcoming: { dueAt: string } | { off: string } | undefined;
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A finished job's review request, what the homeowner did with it, and the photo permission. */
export function LeadReview({ review, consent, upcoming }: LeadReviewFacts) {
  const asked = review && !review.notSentReason ? review : undefined;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Row term="Review request">
          {upcoming && "off" in upcoming && upcoming.off}
          {upcoming && "dueAt" in upcoming && (
            <>
              Goes out <When at={upcoming.dueAt} />
            </>
          )}
          {review?.notSentReason === "unsubscribed" &&
            "Not sent: this address had unsubscribed from review emails"}
          {asked && (
            <>
              Emailed <When at={asked.requestedAt} /> (delivery under Emails)
            </>
          )}
        </Row>
        {asked && (
          <>
            <Row term="Reminder">
              {asked.remindedAt ? (
                <>
                  Emailed <When at={asked.remindedAt} />
                </>
              ) : (
                "None yet"
              )}
            </Row>
            <Row term="Google review link">
              {asked.clickedAt ? (
                <>
                  Clicked <When at={asked.clickedAt} />
                </>
              ) : (
                "Not clicked"
              )}
            </Row>
          </>
        )}
        {asked?.unsubscribedAt && (
          <Row term="Review emails">
            Unsubscribed <When at={asked.unsubscribedAt} />
          </Row>
        )}
        <Row term="Photo permission">
          {!consent ? (
            "Not given"
          ) : consent.withdrawnAt ? (
            <>
              Withdrawn <When at={consent.withdrawnAt} />
            </>
          ) : (
            <>
              Given <When at={consent.givenAt} /> (wording of {consent.version})
            </>
          )}
        </Row>
      </dl>
      {review && review.feedback.length > 0 && (
        <div className="grid gap-3">
          <h3 className="text-lg font-bold">Private feedback</h3>
          {review.feedback.map((entry, index) => (
            <blockquote key={index} className="border-danger border-l-4 pl-4">
              <p className="break-words whitespace-pre-wrap">{entry.body}</p>
              <p className="text-muted text-sm">
                <When at={entry.createdAt} />
              </p>
            </blockquote>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The lead page's call to action when the homeowner sent private feedback: they were told
 * someone would call, usually the same working day.
 */
export function FeedbackAlert({ count }: { count: number }) {
  return (
    <p role="note" className="border-danger rounded-lg border-l-4 bg-red-50 p-4">
      <strong>The homeowner sent private feedback{count > 1 ? ` (${count} messages)` : ""}.</strong>{" "}
      They were told the office would call, usually the same working day.{" "}
      <a href="#review" className="font-semibold underline">
        Read it
      </a>
    </p>
  );
}
