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

/** A finished job's review request, what the homeowner did with it, and the photo permission. */
export function LeadReview({ review, consent, upcoming }: LeadReviewFacts) {
  return (
    <div className="grid gap-4">
      {upcoming && "off" in upcoming && <p>{upcoming.off}</p>}
      {upcoming && "dueAt" in upcoming && (
        <p>
          The review request goes out <When at={upcoming.dueAt} />.
        </p>
      )}
      {review?.notSentReason === "unsubscribed" && (
        <p>Not asked for a review: this address had unsubscribed from review emails.</p>
      )}
      {review && !review.notSentReason && (
        <ul className="grid gap-1">
          <li>
            Review request queued <When at={review.requestedAt} />
          </li>
          {review.remindedAt && (
            <li>
              Reminder queued <When at={review.remindedAt} />
            </li>
          )}
          <li>
            {review.clickedAt ? (
              <>
                Review link opened <When at={review.clickedAt} />
              </>
            ) : (
              "Review link not opened yet"
            )}
          </li>
          {review.unsubscribedAt && (
            <li>
              Unsubscribed from review emails <When at={review.unsubscribedAt} />
            </li>
          )}
        </ul>
      )}
      {review && review.feedback.length > 0 && (
        <div className="grid gap-3">
          <h3 className="font-bold">Private feedback</h3>
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
      <p>
        <span className="font-semibold">Photo permission: </span>
        {!consent ? (
          "not given"
        ) : consent.withdrawnAt ? (
          <>
            withdrawn <When at={consent.withdrawnAt} />
          </>
        ) : (
          <>
            given <When at={consent.givenAt} /> (wording of {consent.version})
          </>
        )}
      </p>
    </div>
  );
}
