import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

export interface DeliveryMessage {
  id: number;
  kind: "notification" | "receipt" | "invitation";
  recipients: string[];
  state: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

const kindLabels = {
  notification: "Notification to the office",
  receipt: "Receipt to the visitor",
  invitation: "Invitation to a member of staff",
};

interface EmailDeliveryProps {
  reference: string;
  messages: readonly DeliveryMessage[];
  /** The retry action's form address, e.g. "?_action=admin.retryEmail" */
  retryAction: string;
}

/** Where each of the lead's two emails stands: sent, waiting for its next try, or failed. */
export function EmailDelivery({ reference, messages, retryAction }: EmailDeliveryProps) {
  if (messages.length === 0)
    return <p>No emails were sent for this lead (spam leads send none).</p>;
  return (
    <ul className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id} className="border-line rounded-lg border p-4">
          <p className="font-semibold">{kindLabels[message.kind]}</p>
          <p className="text-muted text-sm break-all">To {message.recipients.join(", ")}</p>
          {message.state === "sent" && (
            <p className="text-success mt-1 font-semibold">
              Sent{" "}
              {message.sentAt && (
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              )}
            </p>
          )}
          {message.state === "pending" && (
            <p className="mt-1">
              <span className="font-semibold">Pending</span>: next try{" "}
              <time dateTime={message.nextAttemptAt}>{formatDateTime(message.nextAttemptAt)}</time>
              {message.attempts > 0 &&
                ` (${message.attempts} failed so far: ${message.lastError ?? "unknown error"})`}
            </p>
          )}
          {message.state === "sending" && <p className="mt-1 font-semibold">Being sent now</p>}
          {message.state === "failed" && (
            <div className="mt-1 grid gap-2">
              <p>
                <span className="text-danger font-semibold">Failed</span> after {message.attempts}{" "}
                attempts:{" "}
                <span className="break-words">{message.lastError ?? "unknown error"}</span>
              </p>
              <form method="post" action={retryAction}>
                <input type="hidden" name="reference" value={reference} />
                <input type="hidden" name="messageId" value={message.id} />
                <Button type="submit" variant="outline" size="sm">
                  Retry this email
                </Button>
              </form>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
