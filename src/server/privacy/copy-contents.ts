import type { Delivery } from "../deliveries/delivery-repo.ts";
import type { LeadEvent } from "../../lib/lead-event.ts";
import type { StoredLead } from "../leads/lead-repo.ts";
import type { OutboxMessage } from "../mail/outbox-repo.ts";

/*
 * What of a lead a client's copy holds: what they gave, what was sent to them and what was
 * done with their details, and nothing that is the office's. Left out: the delivery
 * endpoints (a chat webhook's URL is its password, a CRM's may carry a key), the office's
 * addresses and staff accounts, the office's own emails' text, its spam judgement and the
 * server's bookkeeping (row ids, the double-submit key and fingerprint), the inbox links.
 */

/** A lead's fields that are the office's judgement or the server's bookkeeping. */
const OFFICE_LEAD_FIELDS: ReadonlySet<string> = new Set<keyof StoredLead>([
  "id",
  "status",
  "spamReason",
  "idempotencyKey",
  "fingerprint",
]);

/** The lead's own fields, without the office's judgement and the server's bookkeeping. */
export const copiedLead = (lead: StoredLead) =>
  Object.fromEntries(Object.entries(lead).filter(([key]) => !OFFICE_LEAD_FIELDS.has(key)));

/** A history line: when, what and the note, not which staff account wrote it. */
export const copiedEvent = ({ createdAt, kind, body }: LeadEvent) => ({ createdAt, kind, body });

/**
 * An email: in full when it went to the client; one sent to the office is listed (what,
 * when) without its recipients, subject or text, which are the office's.
 */
export function copiedEmail(message: OutboxMessage, clientEmail: string) {
  const { kind, recipients, subject, text, state, sentAt, createdAt } = message;
  const toClient = recipients.some(
    (recipient) => recipient.toLowerCase() === clientEmail.toLowerCase(),
  );
  return toClient
    ? { kind, recipients, subject, text, state, sentAt, createdAt }
    : { kind, recipients: ["the office"], state, sentAt, createdAt };
}

/** Keys of a webhook event's data that are the office's: its inbox link, its spam flag. */
const OFFICE_KEYS = new Set(["inboxUrl", "possibleSpam"]);

/**
 * A delivery: where it went as a kind ("webhook", "chat"), never its endpoint; a webhook
 * event's data without the office's keys; a chat alert's text, which is the office's
 * wording of the lead, left out.
 */
export function copiedDelivery({ channel, eventType, body, state, sentAt, createdAt }: Delivery) {
  const event = JSON.parse(body) as { data?: Record<string, unknown> };
  const data =
    channel === "webhook" && event.data
      ? Object.fromEntries(Object.entries(event.data).filter(([key]) => !OFFICE_KEYS.has(key)))
      : undefined;
  return { channel, eventType, ...(data ? { data } : {}), state, sentAt, createdAt };
}
