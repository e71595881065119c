import type { ReactNode } from "react";
import { serviceLabel, type Lead } from "../../lib/lead-model";
import { spamReasonInWords } from "../../lib/spam-reasons";
import { formatDateTime } from "./format";

/** What the lead's page shows of it: everything but the server's bookkeeping. */
export type LeadDetail = Omit<Lead, "id" | "status" | "urgent" | "idempotencyKey" | "fingerprint">;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-line grid gap-1 border-t py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="text-brand-900 font-semibold">{term}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/**
 * Every field of a lead. Values are text nodes only: a visitor's "<script>" shows as
 * those characters. Links use only values the server built (tel: digits, mailto: of a
 * validated address), never a typed URL.
 */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const attribution = Object.entries(lead.attribution);
  return (
    <dl>
      <Row term="Received">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </Row>
      <Row term="Name">{lead.name}</Row>
      <Row term="Phone">
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
          {lead.phone}
        </a>
      </Row>
      <Row term="Email">
        <a href={`mailto:${encodeURIComponent(lead.email)}`} className="text-brand-700 underline">
          {lead.email}
        </a>
      </Row>
      <Row term="Property address">{lead.address || "Not given"}</Row>
      <Row term="Service">{serviceLabel(lead.serviceType)}</Row>
      <Row term="Details">{lead.message || "None given"}</Row>
      <Row term="Source page">{lead.sourcePage || "Unknown"}</Row>
      <Row term="Attribution">
        {attribution.length === 0 ? (
          "None"
        ) : (
          <ul>
            {attribution.map(([key, value]) => (
              <li key={key}>
                <span className="font-semibold">{key}</span>: {value}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Consent given">{lead.consentText}</Row>
      {lead.spamReason && (
        <Row term="Flagged by the spam checks">{spamReasonInWords(lead.spamReason)}</Row>
      )}
      <Row term="Sent from address">{lead.clientAddress || "Unknown"}</Row>
    </dl>
  );
}
