import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

export interface IntegrationItem {
  channel: "chat" | "webhook";
  label: string;
  sent: number;
  waiting: number;
  failed: number;
  lastSentAt: string | null;
  stopped: { stoppedAt: string; reason: string } | null;
  recentFailures: ReadonlyArray<{
    id: number;
    eventType: string;
    lastStatus: number | null;
    lastError: string | null;
    lastAttemptAt: string | null;
    attempts: number;
  }>;
}

const Time = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDateTime(value)}</time>
);

interface IntegrationListProps {
  endpoints: readonly IntegrationItem[];
  testAction: string;
  resumeAction: string;
}

/**
 * The configured chat room and webhook endpoints: what went out, what failed lately, a
 * stop a 410 put on one, and a button that sends a test event.
 */
export function IntegrationList({ endpoints, testAction, resumeAction }: IntegrationListProps) {
  if (endpoints.length === 0)
    return (
      <p>
        No chat alert or webhook is configured. Set <code>LEAD_CHAT_WEBHOOK_URL</code> for a chat
        room, or <code>LEAD_WEBHOOK_URLS</code> and <code>LEAD_WEBHOOK_SECRET</code> for a CRM, and
        restart the server.
      </p>
    );
  return (
    <ul className="grid gap-4">
      {endpoints.map((endpoint, index) => {
        const headingId = `endpoint-${index}`;
        return (
          <li key={index} className="border-line rounded-lg border p-4">
            <section aria-labelledby={headingId} className="grid gap-3">
              <h3 id={headingId} className="text-lg font-bold">
                {endpoint.channel === "chat" ? "Chat alert" : "Webhook"}:{" "}
                <span className="font-normal break-all">{endpoint.label}</span>
              </h3>
              <p>
                {endpoint.sent} delivered, {endpoint.waiting} waiting, {endpoint.failed} failed.{" "}
                {endpoint.lastSentAt ? (
                  <>
                    Last delivered <Time value={endpoint.lastSentAt} />.
                  </>
                ) : (
                  "Nothing delivered yet."
                )}
              </p>
              {endpoint.stopped && (
                <div className="grid gap-2" role="note">
                  <p className="text-danger font-semibold">
                    Stopped <Time value={endpoint.stopped.stoppedAt} />: the receiver answered 410
                    Gone, so nothing is sent there until you resume it.
                  </p>
                  <form method="post" action={resumeAction}>
                    <input type="hidden" name="endpoint" value={index} />
                    <Button type="submit" variant="outline" size="sm">
                      Resume deliveries
                    </Button>
                  </form>
                </div>
              )}
              {endpoint.recentFailures.length > 0 && (
                <>
                  <h4 className="font-semibold">Recent failures</h4>
                  <ul className="grid gap-1 text-sm">
                    {endpoint.recentFailures.map((failure) => (
                      <li key={failure.id}>
                        {failure.lastAttemptAt && <Time value={failure.lastAttemptAt} />}{" "}
                        {failure.eventType}, attempt {failure.attempts}:{" "}
                        <span className="break-words">
                          {failure.lastError ??
                            (failure.lastStatus ? `HTTP ${failure.lastStatus}` : "no answer")}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <form method="post" action={testAction}>
                <input type="hidden" name="endpoint" value={index} />
                <Button type="submit" variant="secondary" size="sm">
                  Send a test event
                </Button>
              </form>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
