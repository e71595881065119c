import { notifiesOffice, spamReasonInWords } from "../../lib/spam-reasons";
import { DeliveryState, type DeliveryMessage } from "./DeliveryState";

export type { DeliveryMessage } from "./DeliveryState";

const kindLabels = {
  notification: "Notification to the office",
  receipt: "Receipt to the visitor",
  invitation: "Invitation to a member of staff",
  inspection: "Inspection email to the homeowner",
  review: "Review request to the homeowner",
  proposal: "Proposal email to the homeowner",
};

interface EmailDeliveryProps {
  reference: string;
  messages: readonly DeliveryMessage[];
  /** Why the spam checks flagged the lead, if they did: explains the emails it got */
  spamReason: string | null;
  /** The retry action's form address, e.g. "?_action=admin.retryEmail" */
  retryAction: string;
}

/** Why a lead got fewer than its two emails, or nothing when it got both. */
function MissingEmails({
  messages,
  spamReason,
}: Omit<EmailDeliveryProps, "reference" | "retryAction">) {
  const has = (kind: DeliveryMessage["kind"]) => messages.some((message) => message.kind === kind);
  if (spamReason && !notifiesOffice(spamReason))
    return (
      <p>
        No emails were sent for this lead: {spamReasonInWords(spamReason)}, so it was kept without
        telling anyone.
      </p>
    );
  if (spamReason && has("notification"))
    return (
      <p>
        Possible spam: {spamReasonInWords(spamReason)}. The office was notified, with the email
        marked &ldquo;Possible spam&rdquo;; no receipt went to the visitor&rsquo;s address.
      </p>
    );
  // Leads flagged before possible spam reached the office got no email at all.
  if (spamReason)
    return (
      <p>
        No emails were sent for this lead: it was flagged as spam because{" "}
        {spamReasonInWords(spamReason)}.
      </p>
    );
  if (messages.length === 0) return <p>No emails were sent for this lead.</p>;
  // A homeowner who booked on /book gets the inspection's emails instead of a receipt.
  if (!has("receipt") && !has("inspection"))
    return (
      <p>
        No receipt went to the visitor: their address had already had the most receipts we send to
        one address in a day.
      </p>
    );
  return null;
}

/** Where each of the lead's emails stands: sent, being sent, waiting for its next try, or failed. */
export function EmailDelivery({
  reference,
  messages,
  spamReason,
  retryAction,
}: EmailDeliveryProps) {
  return (
    <div className="grid gap-3">
      <MissingEmails messages={messages} spamReason={spamReason} />
      {messages.length > 0 && (
        <ul className="grid gap-3">
          {messages.map((message) => (
            <li key={message.id} className="border-line rounded-lg border p-4">
              <p className="font-semibold">{kindLabels[message.kind]}</p>
              <p className="text-muted text-sm break-all">To {message.recipients.join(", ")}</p>
              <DeliveryState message={message} reference={reference} retryAction={retryAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
