import type { ReactNode } from "react";
import type { NewLead } from "../../lib/lead-model";
import { leadRecordFields, type LeadRecordTable } from "../../lib/lead-record";
import { shownRows, type LeadValues } from "../../lib/lead-views";
import { telHref } from "../../lib/phone-links";
import { formatDateTime } from "./format";

/** What the lead's page shows of it: the model's fields shown on the page. */
export type LeadDetail = NewLead;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    // minmax(0, …) and wrap-anywhere: a pasted link or a name with no space wraps inside the
    // column instead of setting its width (break-words alone leaves the column as wide).
    <div className="border-line grid gap-1 border-t py-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-brand-900 font-semibold">{term}</dt>
      <dd className="min-w-0 wrap-anywhere whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** One field's value as the page shows it, by its kind. */
function FieldValue({ kind, value, text }: { kind: string; value: unknown; text: string }) {
  if (value === "" || value === null || value === undefined) return text;
  const raw = String(value);
  switch (kind) {
    case "datetime":
      return <time dateTime={raw}>{formatDateTime(raw)}</time>;
    case "phone":
      return (
        <a href={telHref(raw)} className="text-brand-700 underline">
          {raw}
        </a>
      );
    case "email":
      return (
        <a href={`mailto:${encodeURIComponent(raw)}`} className="text-brand-700 underline">
          {raw}
        </a>
      );
    case "pairs":
      return (
        <ul>
          {Object.entries(value as Record<string, string>).map(([key, pair]) => (
            <li key={key}>
              <span className="font-semibold">{key}</span>: {pair}
            </li>
          ))}
        </ul>
      );
    default:
      return text;
  }
}

/**
 * Every field of a lead the model shows on the page. Values are text nodes only: a
 * visitor's "<script>" shows as those characters. Links use only values the server built
 * (tel: digits, mailto: of a validated address), never a typed URL.
 */
export function LeadFields({
  lead,
  fields = leadRecordFields,
}: {
  lead: LeadDetail | LeadValues;
  fields?: LeadRecordTable;
}) {
  const values = lead as LeadValues;
  return (
    <dl>
      {shownRows("page", values, fields).map(({ name, field, text }) => (
        <Row key={name} term={field.label}>
          <FieldValue kind={field.kind} value={values[name]} text={text} />
        </Row>
      ))}
    </dl>
  );
}
