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

/** The lead's chat alerts and webhook events as a table, each with a resend button. */
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
    <div className="overflow-x-auto">
      <table className="w-full min-w-xl text-left">
        <caption className="sr-only">Chat alerts and webhook events for this lead</caption>
        <thead>
          <tr>
            {["Channel", "State", "Attempts", "Last answer", "Time", ""].map((heading, index) => (
              <th key={heading || index} scope="col" className="px-2 py-2 text-sm">
                {heading || <span className="sr-only">Resend</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-line border-t align-top">
              <td className="px-2 py-2">
                <span className="block font-semibold">
                  {channelLabels[delivery.channel]},{" "}
                  {eventLabels[delivery.eventType] ?? delivery.eventType}
                </span>
                <span className="text-muted block text-sm break-all">{delivery.label}</span>
              </td>
              <td
                className={
                  delivery.state === "sent"
                    ? "text-success px-2 py-2 font-semibold"
                    : delivery.state === "failed" || delivery.state === "stopped"
                      ? "text-danger px-2 py-2 font-semibold"
                      : "px-2 py-2"
                }
              >
                {stateLabels[delivery.state]}
              </td>
              <td className="px-2 py-2">{delivery.attempts}</td>
              <td className="px-2 py-2 break-words">
                {delivery.lastStatus !== null
                  ? `HTTP ${delivery.lastStatus}`
                  : (delivery.lastError ?? "None yet")}
              </td>
              <td className="px-2 py-2 text-sm">
                {delivery.sentAt ? (
                  <Time value={delivery.sentAt} />
                ) : delivery.lastAttemptAt ? (
                  <>
                    Tried <Time value={delivery.lastAttemptAt} />
                  </>
                ) : (
                  <>
                    Due <Time value={delivery.nextAttemptAt} />
                  </>
                )}
              </td>
              <td className="px-2 py-2">
                {delivery.state !== "sending" && (
                  <form method="post" action={resendAction}>
                    <input type="hidden" name="reference" value={reference} />
                    <input type="hidden" name="deliveryId" value={delivery.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Resend
                    </Button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
