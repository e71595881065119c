import { formatMinutes, minutesBetween } from "../../lib/waited";
import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

interface ResponseTimeProps {
  reference: string;
  createdAt: string;
  firstContactedAt: string | null;
  escalatedAt: string | null;
  /** The "called" action's form address */
  calledAction: string;
  now: string;
}

const Time = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDateTime(value)}</time>
);

/**
 * How fast the office answered this lead, and the one-tap "Called" button: a plain form,
 * a full-width target on a phone, that marks the lead contacted and stores the time.
 */
export function ResponseTime({
  reference,
  createdAt,
  firstContactedAt,
  escalatedAt,
  calledAction,
  now,
}: ResponseTimeProps) {
  const answered = minutesBetween(createdAt, firstContactedAt);
  const waiting = minutesBetween(createdAt, now) ?? 0;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Arrived</dt>
        <dd>
          <Time value={createdAt} />
        </dd>
        <dt className="font-semibold">First contact</dt>
        <dd>{firstContactedAt ? <Time value={firstContactedAt} /> : "Not yet"}</dd>
        <dt className="font-semibold">{answered === null ? "Waiting" : "Response time"}</dt>
        <dd className={answered === null ? "text-danger font-semibold" : undefined}>
          {formatMinutes(answered ?? waiting)}
        </dd>
        {escalatedAt && (
          <>
            <dt className="font-semibold">Escalated</dt>
            <dd>
              <Time value={escalatedAt} />
            </dd>
          </>
        )}
      </dl>
      <form method="post" action={calledAction}>
        <input type="hidden" name="reference" value={reference} />
        <Button type="submit" className="w-full">
          Called
        </Button>
      </form>
      <p className="text-muted text-sm">
        Tap &ldquo;Called&rdquo; once you have spoken with the customer: a new lead becomes
        Contacted and its response time is kept.
      </p>
    </div>
  );
}
