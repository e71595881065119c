import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

export interface DeliveryItem {
  id: number;
  channel: "chat" | "webhook";
  eventType: string;
  /** The endpoint as staff may see it (no token) */
  label: string;
  state: "pending" | "sending" | "sent" | "failed" | "stopped";
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

const channelLabels = { chat: "Chat alert", webhook: "Webhook" };
const eventLabels: Record<string, string> = {
  "lead.created": "new lead",
  "lead.escalated": "escalation",
};
const stateLabels = {
  pending: "Waiting",
  sending: "Being sent",
  sent: "Delivered",
  failed: "Failed",
  stopped: "Stopped (410 Gone)",
};

const Time = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDateTime(value)}</time>
);

const stateTone = (state: DeliveryItem["state"]) =>
  state === "sent"
    ? "text-success font-semibold"
    : state === "failed" || state === "stopped"
      ? "text-danger font-semibold"
      : "font-semibold";

/**
 * The lead's chat alerts and webhook events, one card each (like its emails, so a phone
 * reads them without scrolling sideways): channel, state, attempts, the receiver's last
 * answer, the time, and a resend button.
 */
export function DeliveryList({
  reference,
  deliveries,
  resendAction,
}: {
  reference: string;
  deliveries: readonly DeliveryItem[];
  resendAction: string;
}) {
  if (deliveries.length === 0)
    return <p>No chat alert or webhook is configured for leads, or none went out for this one.</p>;
  return (
    <ul className="grid gap-3">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="border-line grid gap-2 rounded-lg border p-4">
          <p>
            <span className="block font-semibold">
              {channelLabels[delivery.channel]},{" "}
              {eventLabels[delivery.eventType] ?? delivery.eventType}
            </span>
            <span className="text-muted block text-sm break-all">{delivery.label}</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="font-semibold">State</dt>
            <dd className={stateTone(delivery.state)}>{stateLabels[delivery.state]}</dd>
            <dt className="font-semibold">Attempts</dt>
            <dd>{delivery.attempts}</dd>
            <dt className="font-semibold">Last answer</dt>
            <dd className="break-words">
              {delivery.lastStatus !== null
                ? `HTTP ${delivery.lastStatus}`
                : (delivery.lastError ?? "None yet")}
            </dd>
            <dt className="font-semibold">
              {delivery.sentAt ? "Sent" : delivery.lastAttemptAt ? "Last try" : "Due"}
            </dt>
            <dd>
              <Time value={delivery.sentAt ?? delivery.lastAttemptAt ?? delivery.nextAttemptAt} />
            </dd>
          </dl>
          {delivery.state !== "sending" && (
            <form method="post" action={resendAction}>
              <input type="hidden" name="reference" value={reference} />
              <input type="hidden" name="deliveryId" value={delivery.id} />
              <Button type="submit" variant="outline" size="sm">
                Resend
              </Button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
