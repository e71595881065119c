import { formatMinutes, minutesBetween } from "../../lib/waited";
import { formatDateTime } from "./format";

interface ResponseTimeProps {
  createdAt: string;
  firstContactedAt: string | null;
  escalatedAt: string | null;
  now: string;
}

const Time = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDateTime(value)}</time>
);

/** How fast the office answered this lead (its "Called" button is in LeadContactBar). */
export function ResponseTime({ createdAt, firstContactedAt, escalatedAt, now }: ResponseTimeProps) {
  const answered = minutesBetween(createdAt, firstContactedAt);
  const waiting = minutesBetween(createdAt, now) ?? 0;
  return (
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
  );
}
