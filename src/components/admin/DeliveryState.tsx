import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

export interface DeliveryMessage {
  id: number;
  kind: "notification" | "receipt" | "invitation" | "inspection" | "review" | "proposal";
  recipients: string[];
  state: "pending" | "sending" | "sent" | "failed" | "withheld";
  attempts: number;
  nextAttemptAt: string;
  /** While sending: when another try may take over a send that was cut short */
  leaseUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
}

const Time = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDateTime(value)}</time>
);

interface DeliveryStateProps {
  message: DeliveryMessage;
  reference: string;
  retryAction: string;
}

/**
 * One email's state in words. A failed office notification is still retried every hour
 * (the office must hear of every lead), so it says when; other failed emails wait for staff.
 */
export function DeliveryState({ message, reference, retryAction }: DeliveryStateProps) {
  switch (message.state) {
    case "sent":
      return (
        <p className="text-success mt-1 font-semibold">
          Sent {message.sentAt && <Time value={message.sentAt} />}
        </p>
      );
    case "pending":
      return (
        <p className="mt-1">
          <span className="font-semibold">Pending</span>: next try{" "}
          <Time value={message.nextAttemptAt} />
          {message.attempts > 0 &&
            ` (${message.attempts} failed so far: ${message.lastError ?? "unknown error"})`}
        </p>
      );
    case "sending":
      return (
        <p className="mt-1">
          <span className="font-semibold">Being sent now</span>
          {message.leaseUntil && (
            <>
              . If that is cut short, it is tried again after <Time value={message.leaseUntil} />.
            </>
          )}
        </p>
      );
    case "withheld":
      return (
        <p className="mt-1">
          <span className="font-semibold">Not sent</span>: the homeowner unsubscribed from these
          emails before it went out.
        </p>
      );
    case "failed":
      return (
        <div className="mt-1 grid gap-2">
          <p>
            <span className="text-danger font-semibold">Failed</span> after {message.attempts}{" "}
            attempts: <span className="break-words">{message.lastError ?? "unknown error"}</span>
            {message.kind === "notification" && (
              <>
                . Still tried every hour; next try <Time value={message.nextAttemptAt} />.
              </>
            )}
          </p>
          <form method="post" action={retryAction}>
            <input type="hidden" name="reference" value={reference} />
            <input type="hidden" name="messageId" value={message.id} />
            <Button type="submit" variant="outline" size="sm">
              Retry this email now
            </Button>
          </form>
        </div>
      );
  }
}
